import { sql } from 'kysely';
import type { ContactMessageEvent } from '@outreach/backend/contact-messages/contact-message.events';
import { CONTACT_MESSAGE_EVENT_TYPES } from '@outreach/backend/contact-messages/contact-message.events';
import type {
  ContactMessagesListRow,
  ContactMessagesReadModels,
} from '@outreach/backend/contact-messages/queries/contact-messages-list.row';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import type { KeyedTable, TimestampsAsText } from '../runner/keyed-table';
import { keyedTableProjector } from '../runner/keyed-table-projector';
import type { Projector } from '../runner/projector';

type Row = TimestampsAsText<ContactMessagesListRow>;

export const contactMessagesListTable: KeyedTable<Row> = {
  name: 'contact_messages_list',
  key: 'message_id',
  columns: {
    message_id: 'text',
    name: 'text',
    email: 'text',
    subject: 'text',
    message: 'text',
    received_at: 'timestamptz',
    forwarded_at: 'timestamptz NULL',
    forwarded_to: 'text NULL',
    position: 'text',
  },
  indexes: [
    sql`CREATE INDEX contact_messages_list_newest ON contact_messages_list (received_at DESC, message_id)`,
  ],
};

type ContactMessageRecordedEvent = RecordedEvent & ContactMessageEvent;

function evolveRow(row: Row | null, event: ContactMessageRecordedEvent): Row | null {
  switch (event.type) {
    case 'ContactMessageReceived':
      return {
        message_id: event.data.messageId,
        name: event.data.name,
        email: event.data.email,
        subject: event.data.subject,
        message: event.data.message,
        received_at: event.metadata.recordedAt,
        forwarded_at: row?.forwarded_at ?? null,
        forwarded_to: row?.forwarded_to ?? null,
        position: event.position,
      };
    case 'ContactMessageForwarded':
      if (!row) return row;
      return {
        ...row,
        forwarded_at: event.metadata.recordedAt,
        forwarded_to: event.data.to,
        position: event.position,
      };
    default: {
      const _never: never = event;
      return row;
    }
  }
}

/** Admin contact messages: one row per message sent through the public contact form, with when it reached support. */
export const contactMessagesProjector: Projector<ContactMessagesReadModels> = keyedTableProjector({
  name: 'contact-messages',
  version: 1,
  description: 'Admin contact messages: one row per contact form message, with its forwarding to support',
  handles: CONTACT_MESSAGE_EVENT_TYPES,
  table: contactMessagesListTable,
  keyOfEvent: (event) => event.data.messageId,
  evolve: evolveRow,
});
