import type { EventSummaries } from '../platform/audit/event-summaries';
import type { SavedJobEvent } from './saved-job.events';

/** One sentence per saved-job event for audit history. */
export const savedJobEventSummaries: EventSummaries<SavedJobEvent> = {
  JobSaved: ({ data }) => `Saved job "${data.job_title}" at ${data.company_name}`,
  JobRemoved: ({ data }) => `Removed saved job "${data.job_title}" at ${data.company_name}`,
};
