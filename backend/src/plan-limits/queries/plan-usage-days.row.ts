import type { ProjectionName } from '../../platform/realtime/projections.contract';

/** The projector whose checkpoint a limit check waits for (read-your-writes). */
export const PLAN_USAGE_PROJECTION: ProjectionName = 'plan-usage';

/** The events the plan limits count: searches, company lists (company searches), drafts, and send slots. */
export const METERED_EVENT_TYPES = [
  'ContactSearchPerformed',
  'CompanySearchPerformed',
  'DraftSaved',
  'SendQuotaUsed',
  'SendQuotaReleased',
] as const;

/** One user's metered work on one UTC day: what the plan limits count, summed over a billing period. */
export interface PlanUsageDayRow {
  /** `<userId>/<YYYY-MM-DD>`. */
  user_day: string;
  user_id: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** Contact searches (a first page): searches_limit. */
  searches: number;
  /** Company searches (a first page, directory or AI): company_lists_limit. */
  company_lists: number;
  /** Drafts saved, written by the AI drafter or by hand: write_limit. */
  drafts: number;
  /** Messages holding a send slot (queued or sent, not failed): emails_limit and daily_used. */
  messages_sent: number;
  /** Position of the last event counted in the row. */
  position: string;
}

export interface PlanUsageReadModels {
  plan_usage_days: PlanUsageDayRow;
}
