import { sql } from 'kysely';
import type { ConversationEvent } from '@outreach/backend/messaging/conversation.events';
import { CONVERSATION_EVENT_TYPES } from '@outreach/backend/messaging/conversation.events';
import type {
  ConversationMessagesRow,
  ConversationReadModels,
} from '@outreach/backend/messaging/queries/conversation-messages.row';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import type { KeyedTable, TimestampsAsText } from '../runner/keyed-table';
import { keyedTableProjector } from '../runner/keyed-table-projector';
import type { Projector } from '../runner/projector';

type Row = TimestampsAsText<ConversationMessagesRow>;

export const conversationMessagesTable: KeyedTable<Row> = {
  name: 'conversation_messages',
  key: 'message_id',
  columns: {
    message_id: 'text',
    user_id: 'text',
    contact_id: 'text',
    direction: 'text',
    status: 'text',
    message_type: 'text NULL',
    subject: 'text',
    content: 'text',
    footer: 'jsonb NULL',
    links: 'jsonb NULL',
    attachments: 'jsonb NULL',
    from_name: 'text',
    from_email: 'text',
    to_name: 'text',
    to_email: 'text',
    at: 'timestamptz',
    failure_reason: 'text NULL',
    draft_id: 'text NULL',
    in_reply_to_message_id: 'text NULL',
    position: 'text',
  },
  indexes: [
    // Every read names one owner: a contact's history in time order, and the replies to a message.
    sql`CREATE INDEX conversation_messages_by_contact ON conversation_messages (user_id, contact_id, at)`,
    sql`
      CREATE INDEX conversation_messages_replies ON conversation_messages (user_id, in_reply_to_message_id)
      WHERE in_reply_to_message_id IS NOT NULL
    `,
  ],
};

type ConversationRecordedEvent = RecordedEvent & ConversationEvent;

const keyOfEvent = (event: ConversationRecordedEvent): string =>
  event.type === 'ReplyReceived' ? event.data.replyId : event.data.messageId;

/** Applies one event to a message's row in memory; an outcome for a message never seen leaves no row. */
function evolveRow(row: Row | null, event: ConversationRecordedEvent): Row | null {
  const at = event.metadata.recordedAt;
  switch (event.type) {
    case 'MessageQueued': {
      const { data } = event;
      return {
        message_id: data.messageId,
        user_id: data.userId,
        contact_id: data.contactId,
        direction: 'out',
        status: 'queued',
        message_type: data.messageType,
        subject: data.subject,
        content: data.body,
        footer: data.footer ?? null,
        links: data.links ?? null,
        attachments: data.attachments,
        from_name: data.fromName,
        from_email: data.fromEmail,
        to_name: data.toName,
        to_email: data.toEmail,
        at,
        failure_reason: null,
        draft_id: data.draftId,
        in_reply_to_message_id: null,
        position: event.position,
      };
    }
    case 'MessageSent':
      return row && { ...row, status: 'sent', at, position: event.position };
    case 'MessageFailed':
      return (
        row && { ...row, status: 'failed', failure_reason: event.data.reason, at, position: event.position }
      );
    case 'ReplyReceived': {
      const { data } = event;
      return {
        message_id: data.replyId,
        user_id: data.userId,
        contact_id: data.contactId,
        direction: 'in',
        status: 'received',
        message_type: null,
        subject: data.subject,
        content: data.content,
        footer: null,
        links: null,
        attachments: null,
        from_name: data.fromName,
        from_email: data.fromEmail,
        to_name: '',
        to_email: '',
        at: data.receivedAt,
        failure_reason: null,
        draft_id: null,
        in_reply_to_message_id: data.inReplyToMessageId,
        position: event.position,
      };
    }
    default: {
      const _never: never = event;
      return row;
    }
  }
}

/** Every message to and reply from each user's contacts, for the conversation page and the outbox's reply flags. */
export const conversationsProjector: Projector<ConversationReadModels> = keyedTableProjector({
  name: 'conversations',
  // 2: what an outgoing message carries under its body (footer, links, attachments), for its preview.
  version: 2,
  description: "Each user's messages to and replies from their contacts, with status and failure reason",
  handles: CONVERSATION_EVENT_TYPES,
  table: conversationMessagesTable,
  keyOfEvent,
  evolve: evolveRow,
  // Pushes go to owners' rooms.
  pushKeyOf: (event) => event.data.userId,
});
