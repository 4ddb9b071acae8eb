import type { EventSummaries } from '../platform/audit/event-summaries';
import type { ContactEvent, ContactImportEvent } from './contact.events';

/** One sentence per contact event for audit history; a deletion carries only ids, so it says no more. */
export const contactEventSummaries: EventSummaries<ContactEvent> = {
  ContactCreated: ({ data }) => `Contact ${data.firstName} ${data.lastName} <${data.email}> added`,
  ContactImported: ({ data }) =>
    `Contact ${data.firstName} ${data.lastName} <${data.email}> imported from a CSV file`,
  ContactSaved: ({ data }) =>
    `Contact ${data.firstName} ${data.lastName} <${data.email}> saved from a contact search`,
  ContactUpdated: ({ data }) =>
    `Contact updated: ${Object.keys(data)
      .filter((field) => field !== 'contactId' && field !== 'userId')
      .join(', ')}`,
  ContactDeleted: () => 'Contact deleted',
  ContactUnsaved: () => 'Contact unsaved from a contact search',
  DocumentAttached: ({ data }) => `Document ${data.documentId} attached to the contact`,
};

export const contactImportEventSummaries: EventSummaries<ContactImportEvent> = {
  ContactsImported: ({ data }) =>
    `CSV file ${data.fileName} imported: ${data.imported} of ${data.totalRows} rows added, ` +
    `${data.alreadyAdded} already added, ${data.invalidCount} invalid`,
};
