import type { ContactSubject } from '../contact-message.contract';

/**
 * The contact_messages_list read model as the queries see it (a view over the projector's active generation): one
 * row per message received through the contact form.
 */
export interface ContactMessagesListRow {
  message_id: string;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  received_at: Date;
  forwarded_at: Date | null;
  forwarded_to: string | null;
  /** Position of the last event applied to the row; re-applied older events are skipped. */
  position: string;
}

export interface ContactMessagesReadModels {
  contact_messages_list: ContactMessagesListRow;
}
