import {
  LIMIT_WORDING,
  type PeriodLimit,
  type PlanLimitReachedBody,
} from '@outreach/backend/platform/plans/plan-limits.contract';
import { createSlice, isRejectedWithValue, type PayloadAction } from '@reduxjs/toolkit';
import { listenerMiddleware } from './listener-middleware';

export const PLAN_LIMIT_CODE: PlanLimitReachedBody['code'] = 'PLAN.LIMIT_REACHED';

/**
 * The server's answer when a plan's limit for the billing period is used up (HTTP 403, docs/billing.md), as read
 * from a response: `limit` is kept as sent ('' when missing). plan_name is the current plan's display name
 * (Starter, Growth, Pro); upgrade_plan the plan key that lifts the limit, null when no plan does.
 */
export type PlanLimitReached = Omit<PlanLimitReachedBody, 'field' | 'limit'> & { limit: string };

/** What each limit counts, as the upgrade dialog names it: the labels every screen uses (LIMIT_WORDING). */
export const PERIOD_LIMIT_LABELS: Record<PeriodLimit, string> = {
  searches_limit: LIMIT_WORDING.searches_limit.label,
  company_lists_limit: LIMIT_WORDING.company_lists_limit.label,
  write_limit: LIMIT_WORDING.write_limit.label,
  emails_limit: LIMIT_WORDING.emails_limit.label,
};

export interface PlanLimitState {
  reached: PlanLimitReached | null;
}

const initialState: PlanLimitState = { reached: null };

/** UI state of the one app-wide upgrade dialog: the limit it shows, or null when closed. */
export const planLimitSlice = createSlice({
  name: 'planLimit',
  initialState,
  reducers: {
    planLimitReached(state, action: PayloadAction<PlanLimitReached>) {
      state.reached = action.payload;
    },
    planLimitDialogClosed(state) {
      state.reached = null;
    },
  },
});

export const { planLimitReached, planLimitDialogClosed } = planLimitSlice.actions;

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The limit answer inside a failed call's error ({ status, data }), or null for any other failure. */
export function planLimitOf(error: unknown): PlanLimitReached | null {
  if (typeof error !== 'object' || error === null) return null;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const body = data as Record<string, unknown>;
  if (body.code !== PLAN_LIMIT_CODE) return null;
  const upgrade = body.upgrade_plan;
  return {
    code: PLAN_LIMIT_CODE,
    detail: typeof body.detail === 'string' ? body.detail : 'You have reached a limit of your plan.',
    limit: typeof body.limit === 'string' ? body.limit : '',
    limit_value: numberOr(body.limit_value, 0),
    used: numberOr(body.used, 0),
    plan_name: typeof body.plan_name === 'string' ? body.plan_name : '',
    upgrade_plan: upgrade === 'Basic' || upgrade === 'Pro' ? upgrade : null,
  };
}

// Every RTK Query call of the app: a limit answer from any endpoint opens the one upgrade dialog.
listenerMiddleware.startListening({
  predicate: (action) => isRejectedWithValue(action) && planLimitOf(action.payload) !== null,
  effect: (action, { dispatch }) => {
    const reached = isRejectedWithValue(action) ? planLimitOf(action.payload) : null;
    if (reached) dispatch(planLimitReached(reached));
  },
});
