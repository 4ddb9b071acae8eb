/** Rows of the message-tracking read model (projections/src/message-tracking), as readers see them. */

export interface MessageTrackingEventRow {
  event_id: string;
  message_id: string;
  user_id: string;
  contact_id: string;
  kind: 'open' | 'click';
  /** The clicked URL; null for opens. */
  url: string | null;
  user_agent: string | null;
  ip_prefix: string | null;
  method: string;
  at: Date;
  /** null: taken to be a person; else the classifier's reason (tracking-classifier.ts). */
  suspected: string | null;
  position: string;
}

export interface MessageTrackingTotalsRow {
  message_id: string;
  user_id: string;
  contact_id: string;
  opens: number;
  human_opens: number;
  clicks: number;
  human_clicks: number;
  first_human_open_at: Date | null;
  last_event_at: Date | null;
  /** When MessageSent was recorded; the classifier's "too soon after the send" rule reads it. */
  sent_at: Date | null;
  /** The earliest open of any kind; the classifier's "click before any open" rule reads it. */
  first_open_at: Date | null;
  position: string;
}

export interface MessageTrackingReadModels {
  message_tracking_events: MessageTrackingEventRow;
  message_tracking_totals: MessageTrackingTotalsRow;
}
