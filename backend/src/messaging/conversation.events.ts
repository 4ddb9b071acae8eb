import type { MessageType } from '../drafts/draft-rules.contract';

/** Events of the conversation-<contactId> stream: what was sent to one contact and what came back. A public contract. */

export interface MessageAttachment {
  documentId: string;
  filename: string;
}

/** A custom link as an e-mail carries it. */
export interface EmailLink {
  name: string;
  url: string;
}

/** A message accepted for delivery; nothing has left yet. Sent or failed follows, or a retry re-delivers it. */
export interface MessageQueued {
  type: 'MessageQueued';
  data: {
    contactId: string;
    userId: string;
    messageId: string;
    draftId: string | null;
    messageType: MessageType;
    subject: string;
    /** Sanitised HTML as the user wrote it, without footer, custom links or tracking. */
    body: string;
    toEmail: string;
    toName: string;
    fromEmail: string;
    fromName: string;
    attachments: MessageAttachment[];
    /**
     * The footer's lines, rendered from the user's template when the message was queued, and the custom links it
     * carries: what goes under the body, so a retry and the conversation show what the contact got. Absent on
     * messages queued before they were recorded; those take the user's settings at delivery.
     */
    footer?: string[];
    links?: EmailLink[];
    /** Open pixel and click links were added (the user's tracking setting when it was queued). */
    tracked: boolean;
  };
}

export interface MessageSent {
  type: 'MessageSent';
  data: {
    contactId: string;
    userId: string;
    messageId: string;
    /** The Message-ID header, `<messageId@host>`; replies name it in In-Reply-To. */
    smtpMessageId: string;
    transport: 'smtp' | 'outbox';
  };
}

export interface MessageFailed {
  type: 'MessageFailed';
  data: { contactId: string; userId: string; messageId: string; reason: string };
}

export interface ReplyReceived {
  type: 'ReplyReceived';
  data: {
    contactId: string;
    userId: string;
    replyId: string;
    inReplyToMessageId: string | null;
    fromEmail: string;
    fromName: string;
    subject: string;
    content: string;
    receivedAt: string;
    source: 'imap' | 'simulated';
  };
}

export type ConversationEvent = MessageQueued | MessageSent | MessageFailed | ReplyReceived;

export const CONVERSATION_EVENT_TYPES = [
  'MessageQueued',
  'MessageSent',
  'MessageFailed',
  'ReplyReceived',
] as const;

export const conversationStreamId = (contactId: string): string => `conversation-${contactId}`;
