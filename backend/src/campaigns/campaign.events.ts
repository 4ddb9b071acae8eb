import type { SendTimes, Weekday } from './campaign-plan';

/** Events of the campaign-<campaign_id> stream. A public contract: add types or versions, never reshape. */

export interface CampaignScheduled {
  type: 'CampaignScheduled';
  data: {
    campaignId: string;
    userId: string;
    campaignName: string;
    totalMessages: number;
    messagesPerDay: number;
    startDate: string;
    daysOfWeek: Weekday[];
    sendTimes: SendTimes;
    /** The user's IANA time zone, taken from the browser: the window and days are local to it. */
    timeZone: string;
    /** The window's first opening. */
    nextSendAt: string;
    at: string;
  };
}

/** One message of the campaign went out through the send pipeline (its slot of the daily cap already taken). */
export interface CampaignMessageSent {
  type: 'CampaignMessageSent';
  data: {
    campaignId: string;
    userId: string;
    contactId: string;
    messageId: string;
    /** The local day (yyyy-mm-dd, the campaign's time zone) the send counts against messages_per_day. */
    day: string;
    sentCount: number;
    /** Null once the campaign has sent everything. */
    nextSendAt: string | null;
    at: string;
  };
}

/** A contact replied: the campaign writes to them no more. */
export interface CampaignContactSkipped {
  type: 'CampaignContactSkipped';
  data: { campaignId: string; userId: string; contactId: string; reason: 'replied'; at: string };
}

export interface CampaignMessageBounced {
  type: 'CampaignMessageBounced';
  data: { campaignId: string; userId: string; messageId: string; bouncedCount: number; at: string };
}

export interface CampaignPaused {
  type: 'CampaignPaused';
  data: { campaignId: string; userId: string; reason: string; at: string };
}

export interface CampaignCompleted {
  type: 'CampaignCompleted';
  data: { campaignId: string; userId: string; reason: 'all_sent' | 'no_contacts_left'; at: string };
}

export interface CampaignCancelled {
  type: 'CampaignCancelled';
  data: { campaignId: string; userId: string; at: string };
}

export type CampaignEvent =
  | CampaignScheduled
  | CampaignMessageSent
  | CampaignContactSkipped
  | CampaignMessageBounced
  | CampaignPaused
  | CampaignCompleted
  | CampaignCancelled;

export const CAMPAIGN_EVENT_TYPES = [
  'CampaignScheduled',
  'CampaignMessageSent',
  'CampaignContactSkipped',
  'CampaignMessageBounced',
  'CampaignPaused',
  'CampaignCompleted',
  'CampaignCancelled',
] as const;

export const campaignStreamId = (campaignId: string): string => `campaign-${campaignId}`;
