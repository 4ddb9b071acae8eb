import type { EventSummaries } from '../platform/audit/event-summaries';
import type { ConversationEvent } from './conversation.events';
import type { MassSendEvent } from './mass-send.events';
import type { SendQuotaEvent } from './send-quota.events';

/** One sentence per conversation event for audit history; message bodies stay out of it. */
export const conversationEventSummaries: EventSummaries<ConversationEvent> = {
  MessageQueued: ({ data }) =>
    `${data.messageType} "${data.subject}" queued for ${data.toName} <${data.toEmail}>`,
  MessageSent: ({ data }) =>
    data.transport === 'outbox'
      ? `Message ${data.smtpMessageId} captured in the outbox (not delivered)`
      : `Message ${data.smtpMessageId} sent by SMTP`,
  MessageFailed: ({ data }) => `Message ${data.messageId} failed: ${data.reason}`,
  ReplyReceived: ({ data }) =>
    `Reply "${data.subject}" received from ${data.fromName} <${data.fromEmail}>${
      data.source === 'simulated' ? ' (simulated)' : ''
    }`,
};

export const sendQuotaEventSummaries: EventSummaries<SendQuotaEvent> = {
  SendQuotaUsed: ({ data }) => `Daily send slot of ${data.day} used by message ${data.messageId}`,
  SendQuotaReleased: ({ data }) =>
    `Daily send slot of ${data.day} released by failed message ${data.messageId}`,
};

export const massSendEventSummaries: EventSummaries<MassSendEvent> = {
  MassSendPlanned: ({ data }) =>
    `Mass send of ${data.draftIds.length} draft${data.draftIds.length === 1 ? '' : 's'} planned; ` +
    `${data.held} held for the daily cap`,
};
