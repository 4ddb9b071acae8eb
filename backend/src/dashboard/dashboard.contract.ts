import { z } from 'zod';
import { emptyAsAbsent, queryWholeNumber } from '../platform/http/request-fields';

/** GET /dashboard/summary: the dashboard's figures, its suggestions and a page of its activity. */

/** Each metric compares the last 30 UTC days (today included) with the 30 before them. */
export const DASHBOARD_PERIOD_DAYS = 30;
/** A sent message without a reply after this many business days (Monday to Friday) is due a follow-up. */
export const FOLLOW_UP_BUSINESS_DAYS = 3;
/** Spec §9: action items at most 4. */
export const MAX_ACTION_ITEMS = 4;
export const DEFAULT_ACTIVITY_PAGE = 10;
export const MAX_ACTIVITY_PAGE = 50;
/** Spec §9: the dashboard's figures are cached and refreshed every 5 minutes. */
export const DASHBOARD_CACHE_MS = 300_000;

export const dashboardSummaryQuery = z.object({
  activity_limit: queryWholeNumber('activity_limit', MAX_ACTIVITY_PAGE, DEFAULT_ACTIVITY_PAGE),
  activity_offset: emptyAsAbsent(
    z.coerce
      .number({ error: 'activity_offset must be a number' })
      .int('activity_offset must be a whole number')
      .min(0, 'activity_offset must be at least 0')
      .max(1_000_000, 'activity_offset must be at most 1000000')
      .default(0),
  ),
});
export type DashboardSummaryParams = z.infer<typeof dashboardSummaryQuery>;

/**
 * A metric now and in the period before. Rates are fractions 0 to 1, null when nothing was sent in that period;
 * change is value minus previous (percentage points for rates), null when either is null.
 */
export interface MetricView {
  value: number | null;
  previous: number | null;
  change: number | null;
}

export interface DashboardMetrics {
  responseRate: MetricView;
  messagesSent: MetricView;
  /** Opens by a person only: image proxies, privacy prefetches and scanners are left out. */
  openRate: MetricView;
  /** Drafts waiting now, against those waiting when the current period began. */
  activeDrafts: MetricView;
}

export interface DashboardPeriod {
  days: number;
  /** First UTC day of the current period and of the previous one, YYYY-MM-DD; the current one ends today. */
  currentStart: string;
  previousStart: string;
}

export type ActionItemKind =
  | 'reply_waiting'
  | 'campaign_paused'
  | 'follow_up_due'
  | 'review_drafts'
  | 'upload_resume'
  | 'optimize_outreach'
  | 'scale_outreach';

export interface ActionItem {
  kind: ActionItemKind;
  title: string;
  description: string;
  /** The button's text; the client knows where each kind leads. */
  actionLabel: string;
  /** How many contacts or drafts it is about, where it counts any. */
  count: number | null;
}

export type ActivityKind = 'sent' | 'opened' | 'clicked' | 'replied' | 'failed' | 'drafted';

export interface ActivityItem {
  id: string;
  kind: ActivityKind;
  /** ISO time. */
  at: string;
  contactId: string;
  contactName: string;
  subject: string;
  /** The failure's reason or the clicked link. */
  detail: string | null;
}

/** A sent message in the summary's lists. */
export interface SentMessageView {
  contactId: string;
  to_name: string;
  to_email: string;
  subject: string;
  sent_at: string;
  company: string;
}

/** Spec §3: a received message has received_at, from_name, from_email and company. */
export interface ReceivedMessageView {
  contactId: string;
  received_at: string;
  from_name: string;
  from_email: string;
  company: string;
  subject: string;
}

/**
 * The spec's summary fields (all time: totalOpened counts messages a person opened, totalClicks clicks by a person,
 * totalResponses replies), the latest sent and received messages and the replies still waiting for an answer (up to
 * 5 each, with their counts), then the metrics, action items and a page of activity.
 */
export interface DashboardSummary {
  firstName: string;
  totalDrafted: number;
  totalSent: number;
  totalOpened: number;
  totalClicks: number;
  totalResponses: number;
  totalContacts: number;
  sentMessages: SentMessageView[];
  receivedMessages: ReceivedMessageView[];
  messagesNeedingResponse: ReceivedMessageView[];
  messagesNeedingResponseCount: number;
  period: DashboardPeriod;
  metrics: DashboardMetrics;
  actionItems: ActionItem[];
  recentActivity: { items: ActivityItem[]; total: number; offset: number; limit: number };
  /** ISO time the summary was computed. */
  generatedAt: string;
}
