/**
 * Events of the campaign-slot-<campaign_id>-<slot> stream: which waiting draft the scheduler chose for a campaign's
 * next message (slot n is the campaign's message n + 1), recorded before anything is sent. A restarted scheduler
 * reads the choice back and finishes that very message instead of choosing anew. A choice that can no longer be sent
 * (the draft went out another way or was deleted, the contact replied) is followed by a new attempt; the last event
 * is the slot's choice. A public contract: add types or versions, never reshape.
 */
export interface CampaignSlotChosen {
  type: 'CampaignSlotChosen';
  data: {
    campaignId: string;
    userId: string;
    slot: number;
    /** 0 for the first choice of the slot, then 1, 2, ... */
    attempt: number;
    draftId: string;
    contactId: string;
    /** Derived from the campaign, slot and attempt: the message the send pipeline sends the draft as. */
    messageId: string;
    at: string;
  };
}

export type CampaignSlotEvent = CampaignSlotChosen;

export const campaignSlotStreamId = (campaignId: string, slot: number): string =>
  `campaign-slot-${campaignId}-${slot}`;
