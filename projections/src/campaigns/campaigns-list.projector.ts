import { sql } from 'kysely';
import type { CampaignEvent } from '@outreach/backend/campaigns/campaign.events';
import { CAMPAIGN_EVENT_TYPES } from '@outreach/backend/campaigns/campaign.events';
import type {
  CampaignsListRow,
  CampaignsReadModels,
} from '@outreach/backend/campaigns/queries/campaigns-list.row';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import type { KeyedTable, TimestampsAsText } from '../runner/keyed-table';
import { keyedTableProjector } from '../runner/keyed-table-projector';
import type { Projector } from '../runner/projector';

type Row = TimestampsAsText<CampaignsListRow>;

export const campaignsListTable: KeyedTable<Row> = {
  name: 'campaigns_list',
  key: 'campaign_id',
  columns: {
    campaign_id: 'text',
    user_id: 'text',
    campaign_name: 'text',
    total_messages: 'integer',
    sent_count: 'integer',
    messages_per_day: 'integer',
    start_date: 'text',
    days_of_week: 'jsonb',
    send_start: 'text',
    send_end: 'text',
    time_zone: 'text',
    status: 'text',
    paused_reason: 'text NULL',
    next_send_at: 'timestamptz NULL',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    position: 'text',
  },
  indexes: [
    // Every query names one owner: the list newest first, and cancel-all's campaigns still cancellable.
    sql`CREATE INDEX campaigns_list_by_owner ON campaigns_list (user_id, created_at DESC, campaign_id)`,
    // A scheduler's tick reads the campaigns due to send.
    sql`CREATE INDEX campaigns_list_due ON campaigns_list (next_send_at) WHERE next_send_at IS NOT NULL`,
  ],
};

type CampaignRecordedEvent = RecordedEvent & CampaignEvent;

/** Applies one event to a campaign's row in memory; null means the campaign was never scheduled. */
function evolveRow(row: Row | null, event: CampaignRecordedEvent): Row | null {
  const at = event.metadata.recordedAt;
  if (event.type === 'CampaignScheduled') {
    const { data } = event;
    return {
      campaign_id: data.campaignId,
      user_id: data.userId,
      campaign_name: data.campaignName,
      total_messages: data.totalMessages,
      sent_count: 0,
      messages_per_day: data.messagesPerDay,
      start_date: data.startDate,
      days_of_week: data.daysOfWeek,
      send_start: data.sendTimes.start,
      send_end: data.sendTimes.end,
      time_zone: data.timeZone,
      status: 'scheduled',
      paused_reason: null,
      next_send_at: data.nextSendAt,
      created_at: at,
      updated_at: at,
      position: event.position,
    };
  }
  if (!row) return row;
  const moved = { ...row, updated_at: at, position: event.position };
  switch (event.type) {
    case 'CampaignMessageSent':
      return {
        ...moved,
        sent_count: event.data.sentCount,
        status: row.status === 'scheduled' ? 'partly_sent' : row.status,
        next_send_at: event.data.nextSendAt,
      };
    case 'CampaignContactSkipped':
    case 'CampaignMessageBounced':
      return moved;
    case 'CampaignPaused':
      return { ...moved, status: 'paused', paused_reason: event.data.reason, next_send_at: null };
    case 'CampaignCompleted':
      return { ...moved, status: 'completed', next_send_at: null };
    case 'CampaignCancelled':
      return { ...moved, status: 'cancelled', next_send_at: null };
    default: {
      const _never: never = event;
      return row;
    }
  }
}

/** Each user's campaigns with their plan, progress and next planned send, for the Scheduled Campaigns card. */
export const campaignsListProjector: Projector<CampaignsReadModels> = keyedTableProjector({
  name: 'campaigns-list',
  version: 1,
  description: "Each user's scheduled campaigns: plan, sent count, status and next planned send",
  handles: CAMPAIGN_EVENT_TYPES,
  table: campaignsListTable,
  keyOfEvent: (event) => event.data.campaignId,
  evolve: evolveRow,
  // Pushes go to owners' rooms.
  pushKeyOf: (event) => event.data.userId,
});
