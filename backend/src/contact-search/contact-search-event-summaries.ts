import type { EventSummaries } from '../platform/audit/event-summaries';
import type { ContactSearchEvent } from './contact-search.events';

/** One sentence per contact-search event for audit history. */
export const contactSearchEventSummaries: EventSummaries<ContactSearchEvent> = {
  ContactSearchPerformed: ({ data }) =>
    `Contact search at ${data.companies.length} ${data.companies.length === 1 ? 'company' : 'companies'} ` +
    `found ${data.result_count} contacts`,
};
