import type { EventSummaries } from '../platform/audit/event-summaries';
import type { ContactEvent } from './contact.events';

/** One sentence per contact event for audit history; a deletion carries only ids, so it says no more. */
export const contactEventSummaries: EventSummaries<ContactEvent> = {
  ContactCreated: ({ data }) => `Contact ${data.firstName} ${data.lastName} <${data.email}> added`,
  ContactUpdated: ({ data }) =>
    `Contact updated: ${Object.keys(data)
      .filter((field) => field !== 'contactId' && field !== 'userId')
      .join(', ')}`,
  ContactDeleted: () => 'Contact deleted',
};
