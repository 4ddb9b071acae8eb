/** The saved_jobs read model as the queries see it: one row per job a user has saved and not removed. */
export interface SavedJobsRow {
  /** `<userId>/<jobKey>`: a job is saved once per user. */
  saved_job_id: string;
  user_id: string;
  /** Lowercased, trimmed `job_title|company_name`. */
  job_key: string;
  company_name: string;
  job_title: string;
  /** '' when the job had none. */
  company_url: string;
  saved_at: Date;
  /** Position of the last event applied to the row; re-applied older events are skipped. */
  position: string;
}

export interface SavedJobsReadModels {
  saved_jobs: SavedJobsRow;
}

export const savedJobIdOf = (userId: string, jobKey: string): string => `${userId}/${jobKey}`;
