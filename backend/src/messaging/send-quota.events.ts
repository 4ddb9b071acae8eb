/** Events of the send-quota-<userId>-<yyyy-mm-dd> stream (UTC day): slots of the daily send cap. A public contract. */

export interface SendQuotaUsed {
  type: 'SendQuotaUsed';
  data: { userId: string; day: string; messageId: string };
}

/** The message failed: its slot is free again. */
export interface SendQuotaReleased {
  type: 'SendQuotaReleased';
  data: { userId: string; day: string; messageId: string };
}

export type SendQuotaEvent = SendQuotaUsed | SendQuotaReleased;

export const SEND_QUOTA_EVENT_TYPES = ['SendQuotaUsed', 'SendQuotaReleased'] as const;

/** yyyy-mm-dd of an ISO time in UTC: the cap resets at midnight UTC for everyone. */
export const utcDay = (iso: string): string => new Date(iso).toISOString().slice(0, 10);

export const sendQuotaStreamId = (userId: string, day: string): string => `send-quota-${userId}-${day}`;
