import type { CampaignView } from '../campaign.contract';

/**
 * The campaigns_list read model as the queries see it (a view over the projector's active generation): one row per
 * campaign, its plan in columns, its times as the database gives them.
 */
export interface CampaignsListRow {
  campaign_id: string;
  user_id: string;
  campaign_name: string;
  total_messages: number;
  sent_count: number;
  messages_per_day: number;
  start_date: string;
  days_of_week: string[];
  send_start: string;
  send_end: string;
  time_zone: string;
  status: CampaignView['status'];
  paused_reason: string | null;
  next_send_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** Position of the last event applied to the row; re-applied older events are skipped. */
  position: string;
}

export interface CampaignsReadModels {
  campaigns_list: CampaignsListRow;
}
