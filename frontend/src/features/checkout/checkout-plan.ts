import { localStorageKeys } from '../../config/storage-keys';
import {
  parseBillingCycle,
  parseSelfServePlan,
  type BillingCycle,
  type SelfServePlan,
} from '@outreach/backend/platform/plans/plan-names.contract';
import { hasYearlyPrice } from '@outreach/backend/platform/plans/plan-catalogue.contract';

/** The plan checkout opens on when nothing names one (spec section 2: defaulting to Growth). */
export const DEFAULT_CHECKOUT_PLAN: SelfServePlan = 'Basic';

function planFrom(value: unknown): SelfServePlan | null {
  return typeof value === 'string' ? parseSelfServePlan(value) : null;
}

/**
 * The plan from the query, then from navigation state ({ plan }), then from the stored selected_plan, else Growth
 * (spec section 2, Checkout). Each accepts a key or a display name; one that names no plan is passed over.
 */
export function resolveCheckoutPlan(query: string | null, navigationState: unknown): SelfServePlan {
  const statePlan =
    typeof navigationState === 'object' && navigationState !== null
      ? (navigationState as { plan?: unknown }).plan
      : undefined;
  return (
    planFrom(query) ??
    planFrom(statePlan) ??
    planFrom(localStorage.getItem(localStorageKeys.selectedPlan)) ??
    DEFAULT_CHECKOUT_PLAN
  );
}

/** The cycle from the query, monthly otherwise; a plan without a yearly price is always monthly (spec section 4). */
export function resolveCheckoutCycle(query: string | null, plan: SelfServePlan): BillingCycle {
  return hasYearlyPrice(plan) ? (parseBillingCycle(query) ?? 'monthly') : 'monthly';
}
