import type { ContactSubject } from './contact-message.contract';

/** Events of the contactmessage-<messageId> stream. A public contract: add types or versions, never reshape. */

/** A visitor sent the public contact form; the fields are as given, trimmed. */
export interface ContactMessageReceived {
  type: 'ContactMessageReceived';
  data: { messageId: string; name: string; email: string; subject: ContactSubject; message: string };
}

/** The message went to the support address through the mail port (SMTP or the embedded outbox). */
export interface ContactMessageForwarded {
  type: 'ContactMessageForwarded';
  data: { messageId: string; to: string; transport: 'smtp' | 'outbox'; smtpMessageId: string };
}

export type ContactMessageEvent = ContactMessageReceived | ContactMessageForwarded;

export const CONTACT_MESSAGE_EVENT_TYPES = ['ContactMessageReceived', 'ContactMessageForwarded'] as const;

export const contactMessageStreamId = (messageId: string): string => `contactmessage-${messageId}`;
