import type { MessageType } from '../../drafts/draft-rules.contract';
import type { EmailLink, MessageAttachment } from '../conversation.events';

/** The conversation_messages read model: one row per message to a contact or reply from one. */
export interface ConversationMessagesRow {
  /** Our message id for outgoing messages, the reply id for incoming ones. */
  message_id: string;
  user_id: string;
  contact_id: string;
  direction: 'out' | 'in';
  status: 'queued' | 'sent' | 'failed' | 'received';
  message_type: MessageType | null;
  subject: string;
  content: string;
  /** Outgoing: the footer's lines and the links recorded when it was queued; null when not recorded, and on replies. */
  footer: string[] | null;
  links: EmailLink[] | null;
  /** Outgoing: the files it carries; null on replies. */
  attachments: MessageAttachment[] | null;
  from_name: string;
  from_email: string;
  to_name: string;
  to_email: string;
  /** When it was sent (queued, until sent) or received. */
  at: Date;
  failure_reason: string | null;
  draft_id: string | null;
  /** For a reply: the message it answers, when known. */
  in_reply_to_message_id: string | null;
  position: string;
}

export interface ConversationReadModels {
  conversation_messages: ConversationMessagesRow;
}
