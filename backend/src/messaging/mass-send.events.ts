/**
 * The mass-send-<id> stream (id derived from the caller and the Idempotency-Key): which drafts a keyed mass send
 * chose and how many the daily cap held back, so the same request again sends and answers the same.
 */
export interface MassSendPlanned {
  type: 'MassSendPlanned';
  data: { userId: string; draftIds: string[]; held: number };
}

export type MassSendEvent = MassSendPlanned;

export const massSendStreamId = (massSendId: string): string => `mass-send-${massSendId}`;
