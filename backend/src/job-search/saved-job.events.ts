/** Events of the savedjobs-<userId> stream. A public contract: add types or versions, never reshape. */

/**
 * A job the user saved from the job search (Select). jobKey is the lowercased, trimmed `job_title|company_name`,
 * the pair that identifies a saved job (outreach.md §3); the title and company keep the spelling first saved.
 */
export interface JobSaved {
  type: 'JobSaved';
  data: { userId: string; jobKey: string; company_name: string; job_title: string; company_url: string };
}

/** The saved job with this jobKey was removed (Unselect, or Delete in the saved-jobs modal). */
export interface JobRemoved {
  type: 'JobRemoved';
  data: { userId: string; jobKey: string; company_name: string; job_title: string };
}

export type SavedJobEvent = JobSaved | JobRemoved;

export const SAVED_JOB_EVENT_TYPES = ['JobSaved', 'JobRemoved'] as const;

export const savedJobsStreamId = (userId: string): string => `savedjobs-${userId}`;
