import { secondsUntil } from './campaign-plan';
import type { CampaignView } from './campaign.contract';
import type { CampaignsListRow } from './queries/campaigns-list.row';

/** A campaign's fields as the read model keeps them, times as ISO text. */
export type CampaignFields = Omit<
  CampaignsListRow,
  'user_id' | 'position' | 'next_send_at' | 'created_at' | 'updated_at'
> & {
  next_send_at: string | null;
  created_at: string;
};

/** The spec's Campaign at `now`: next_message_in counts down to the planned send. */
export function campaignView(fields: CampaignFields, now: string): CampaignView {
  return {
    campaign_id: fields.campaign_id,
    campaign_name: fields.campaign_name,
    total_messages: fields.total_messages,
    sent_count: fields.sent_count,
    remaining: Math.max(0, fields.total_messages - fields.sent_count),
    messages_per_day: fields.messages_per_day,
    start_date: fields.start_date,
    days_of_week: fields.days_of_week,
    send_times: { start: fields.send_start, end: fields.send_end },
    time_zone: fields.time_zone,
    status: fields.status,
    paused_reason: fields.paused_reason,
    next_message_in: secondsUntil(fields.next_send_at, now),
    next_send_at: fields.next_send_at,
    created_at: fields.created_at,
  };
}
