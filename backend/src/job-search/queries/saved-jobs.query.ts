import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { isoTimestamp } from '../../platform/database/timestamps';
import type { SavedJobView } from '../job-search.contract';
import { MAX_SAVED_JOBS } from '../saved-job.decider';
import type { SavedJobsReadModels } from './saved-jobs.row';

/** Reads the caller's saved jobs; every statement is scoped to one user. */
@Injectable()
export class SavedJobsQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<SavedJobsReadModels>) {}

  /** Newest first. */
  async list(userId: string): Promise<{ jobs_selected: SavedJobView[] }> {
    const rows = await this.db
      .selectFrom('saved_jobs')
      .select(['company_name', 'job_title', 'company_url', 'saved_at'])
      .where('user_id', '=', userId)
      .orderBy('saved_at', 'desc')
      .orderBy('position', 'desc')
      .limit(MAX_SAVED_JOBS)
      .execute();
    return { jobs_selected: rows.map((row) => ({ ...row, saved_at: isoTimestamp(row.saved_at) })) };
  }

  /** The lowercased `job_title|company_name` keys of the caller's saved jobs. */
  async keys(userId: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('saved_jobs')
      .select('job_key')
      .where('user_id', '=', userId)
      .execute();
    return new Set(rows.map((row) => row.job_key));
  }
}
