import type { EventSummaries } from '../platform/audit/event-summaries';
import type { CampaignEvent } from './campaign.events';
import type { CampaignSlotEvent } from './campaign-slot.events';

/** One sentence per campaign event, for the user's audit history. */
export const campaignEventSummaries: EventSummaries<CampaignEvent> = {
  CampaignScheduled: ({ data }) =>
    `Campaign '${data.campaignName}' scheduled: ${data.totalMessages} messages, ${data.messagesPerDay} a day`,
  CampaignMessageSent: ({ data }) => `Campaign message ${data.sentCount} sent`,
  CampaignContactSkipped: () => 'A contact who replied was left out of a campaign',
  CampaignMessageBounced: ({ data }) => `A campaign message bounced (${data.bouncedCount} so far)`,
  CampaignPaused: ({ data }) => `Campaign paused: ${data.reason}`,
  CampaignCompleted: ({ data }) =>
    data.reason === 'all_sent'
      ? 'Campaign completed: every message sent'
      : 'Campaign completed: no contact left',
  CampaignCancelled: () => 'Campaign cancelled',
};

export const campaignSlotEventSummaries: EventSummaries<CampaignSlotEvent> = {
  CampaignSlotChosen: ({ data }) => `A waiting draft was chosen for campaign message ${data.slot + 1}`,
};
