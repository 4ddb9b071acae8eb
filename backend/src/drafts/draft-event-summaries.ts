import type { EventSummaries } from '../platform/audit/event-summaries';
import type { DraftEvent } from './draft.events';

/** One sentence per draft event for audit history; bodies stay out of it, they can be long and private. */
export const draftEventSummaries: EventSummaries<DraftEvent> = {
  DraftSaved: ({ data }) =>
    `${data.source === 'ai' ? 'AI draft' : 'Draft'} "${data.subject}" (${data.messageType}) saved for ${data.contactName} <${data.contactEmail}>`,
  DraftEdited: ({ data }) => `Draft edited: subject "${data.subject}"`,
  DraftDeleted: () => 'Draft deleted',
  DraftSent: ({ data }) => `Draft sent as message ${data.messageId}`,
};
