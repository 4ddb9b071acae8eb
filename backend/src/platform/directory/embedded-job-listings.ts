import { Inject, Injectable } from '@nestjs/common';
import { Kysely, sql } from 'kysely';
import { DATABASE } from '../database/database';
import { DemoDirectoryStatus } from './demo-directory.status';
import type { DatePosted, JobListings, JobPosting, JobQuery } from './directory.port';
import { JOB_COLUMNS, type DirectoryTables } from './directory.tables';
import { containsPattern, normalizedNames } from './embedded-sql';

const DAYS: Record<Exclude<DatePosted, 'all'>, number> = { today: 1, '3days': 3, week: 7, month: 30 };

/**
 * JOB_LISTINGS over the demo directory's postings, newest first. A posting keeps the age it had when the
 * directory was loaded: its date moves forward with the clock, so 'Past Week' still finds jobs months later.
 */
@Injectable()
export class EmbeddedJobListings implements JobListings {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<DirectoryTables>,
    private readonly status: DemoDirectoryStatus,
  ) {}

  async searchJobs(query: JobQuery): Promise<JobPosting[]> {
    await this.status.ready();
    // One value for the whole statement: how long ago the directory was loaded.
    const age = sql`(${query.now.toISOString()}::timestamptz - (SELECT loaded_at FROM directory_meta WHERE id = 'demo'))`;
    let jobs = this.db
      .selectFrom('directory_jobs')
      .select(sql<Date>`posted_at + ${age}`.as('posted_at'))
      .select(JOB_COLUMNS);
    const companies = normalizedNames(query.company_names);
    if (companies.length > 0) jobs = jobs.where(sql`lower(company_name)`, 'in', companies);
    for (const word of query.job_title?.toLowerCase().split(/\s+/).filter(Boolean) ?? []) {
      jobs = jobs.where(sql`lower(job_title)`, 'like', containsPattern(word));
    }
    if (query.location?.trim())
      jobs = jobs.where(sql`lower(location)`, 'like', containsPattern(query.location.trim()));
    if (query.seniority) jobs = jobs.where('seniority', '=', query.seniority);
    if (query.date_posted !== 'all') {
      const since = new Date(query.now.getTime() - DAYS[query.date_posted] * 86_400_000);
      jobs = jobs.where(
        sql<boolean>`directory_jobs.posted_at >= ${since.toISOString()}::timestamptz - ${age}`,
      );
    }
    const rows = await jobs
      .orderBy(sql`directory_jobs.posted_at`, 'desc')
      .orderBy('job_id')
      .limit(query.limit)
      .execute();
    return rows.map((row) => ({
      ...row,
      posted_at: row.posted_at.toISOString(),
      source: 'demo',
    }));
  }
}
