import type { ActivityKind } from '../dashboard.contract';

/** Rows of the outreach-metrics read model (projections/src/outreach-metrics), as readers see them. */

/**
 * One user's outreach on one UTC day. sent, opened and replied count messages by the day they were sent (so the
 * rates of a period never pass 100%); failed, replies, clicks and drafts_created count what happened that day.
 */
export interface OutreachMetricsDailyRow {
  /** `<userId>|<YYYY-MM-DD>`. */
  day_key: string;
  user_id: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  sent: number;
  /** Of the messages sent that day, those a person opened (machine opens left out). */
  opened: number;
  /** Of the messages sent that day, those the contact answered. */
  replied: number;
  failed: number;
  /** Replies received that day. */
  replies: number;
  /** Clicks by a person that day. */
  clicks: number;
  drafts_created: number;
  /** Entries the activity feed gained that day, so its length is a sum over days rather than a count of the feed. */
  activities: number;
  position: string;
}

/** Each message as the metrics need it: when it left, and whether a person opened it or the contact answered. */
export interface OutreachMetricsMessageRow {
  message_id: string;
  user_id: string;
  contact_id: string;
  to_name: string;
  to_email: string;
  subject: string;
  sent_at: Date | null;
  failed_at: Date | null;
  /** The earliest open of any kind; the tracking classifier's "click before any open" rule reads it. */
  first_open_at: Date | null;
  human_opened: boolean;
  replied: boolean;
  position: string;
}

/** The latest send to a contact and the latest reply from them: follow-ups due and replies waiting. */
export interface OutreachMetricsContactRow {
  /** `<userId>|<contactId>`. */
  contact_key: string;
  user_id: string;
  contact_id: string;
  contact_name: string;
  contact_email: string;
  last_sent_at: Date | null;
  /** The latest message sent; a reply that names no message answers it. */
  last_sent_message_id: string | null;
  last_sent_subject: string | null;
  last_reply_at: Date | null;
  last_reply_subject: string | null;
  position: string;
}

/** Every draft ever saved: closed_at is when it was sent or deleted, null while it is still a draft. */
export interface OutreachMetricsDraftRow {
  draft_id: string;
  user_id: string;
  created_at: Date;
  closed_at: Date | null;
  position: string;
}

/** One thing that happened in a user's outreach, for Recent Activity; machine opens and clicks never appear. */
export interface OutreachActivityRow {
  event_id: string;
  user_id: string;
  kind: ActivityKind;
  at: Date;
  contact_id: string;
  contact_name: string;
  subject: string;
  /** The failure's reason or the clicked link. */
  detail: string | null;
  position: string;
}

export interface OutreachMetricsReadModels {
  outreach_metrics_daily: OutreachMetricsDailyRow;
  outreach_metrics_messages: OutreachMetricsMessageRow;
  outreach_metrics_contacts: OutreachMetricsContactRow;
  outreach_metrics_drafts: OutreachMetricsDraftRow;
  outreach_activity: OutreachActivityRow;
}
