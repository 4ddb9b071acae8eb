import { Inject, Injectable } from '@nestjs/common';
import {
  COMPANY_DIRECTORY,
  JOB_LISTINGS,
  type CompanyDirectory,
  type JobListings,
  type JobPosting,
} from '../../platform/directory/directory.port';
import { MatchScorer } from '../../scoring/queries/match-scorer';
import { ProfileForScoring } from '../../scoring/queries/profile-for-scoring.query';
import { UserSettingsReader } from '../../settings/queries/user-settings.reader';
import type { UserSettings } from '../../settings/queries/user-settings.row';
import type { FetchJobsInput, FetchJobsResponse } from '../job-search.contract';
import { jobKeyOf } from '../saved-job-key';
import { SavedJobsQuery } from './saved-jobs.query';

/** Postings asked of the listings before the sponsor filter and scoring. */
export const JOB_LISTINGS_LIMIT = 1000;
/** Scored jobs answered; the table pages through them ten at a time. */
export const MAX_SCORED_JOBS = 200;

interface SponsorFiltered {
  kept: JobPosting[];
  filtered_out: { h1b: number; j1: number };
}

const newestFirst = (a: JobPosting, b: JobPosting) => Date.parse(b.posted_at) - Date.parse(a.posted_at);

/** POST /jobsearch/fetch-jobs: open jobs matching the form, filtered by the caller's settings and scored against their profile. */
@Injectable()
export class FetchJobsQuery {
  constructor(
    @Inject(JOB_LISTINGS) private readonly listings: JobListings,
    @Inject(COMPANY_DIRECTORY) private readonly companies: CompanyDirectory,
    private readonly scorer: MatchScorer,
    private readonly profiles: ProfileForScoring,
    private readonly settings: UserSettingsReader,
    private readonly savedJobs: SavedJobsQuery,
  ) {}

  async execute(userId: string, input: FetchJobsInput, now = new Date()): Promise<FetchJobsResponse> {
    const [settings, postings, profile, savedKeys] = await Promise.all([
      this.settings.settings(userId),
      this.listings.searchJobs({
        company_names: input.company_names,
        job_title: input.job_title,
        location: input.location,
        seniority: input.seniority,
        date_posted: input.date_posted,
        limit: JOB_LISTINGS_LIMIT,
        now,
      }),
      this.profiles.execute(userId),
      this.savedJobs.keys(userId),
    ]);
    const { kept, filtered_out } = await this.sponsorFilter(postings, settings);
    const targetTitles = input.job_title ? [input.job_title, ...profile.targetTitles] : profile.targetTitles;
    const scored = await this.scorer.scoreJobs({ ...profile, targetTitles }, kept);
    scored.sort(
      (a, b) => b.score - a.score || newestFirst(a.job, b.job) || a.job.job_id.localeCompare(b.job.job_id),
    );
    const threshold = settings.job_score_threshold;
    const scored_jobs = scored.slice(0, MAX_SCORED_JOBS).map(({ job, score, matches }) => ({
      job_id: job.job_id,
      company_name: job.company_name,
      job_title: job.job_title,
      job_link: job.job_link,
      company_url: job.company_url,
      location: job.location,
      posted_at: job.posted_at,
      source: job.source,
      score,
      matches,
      below_threshold: score < threshold,
      selected: savedKeys.has(jobKeyOf(job.job_title, job.company_name)),
    }));
    return {
      scored_jobs,
      total: scored.length,
      threshold,
      filtered_out,
      demo: scored_jobs.some((job) => job.source === 'demo'),
      profile_known: this.scorer.knowsTheUser(profile),
    };
  }

  /** H1B only / J1 only keep jobs of companies the directory knows to sponsor; an unknown company is not known to. */
  private async sponsorFilter(postings: JobPosting[], settings: UserSettings): Promise<SponsorFiltered> {
    if (!settings.h1b_only && !settings.j1_only) return { kept: postings, filtered_out: { h1b: 0, j1: 0 } };
    const names = [...new Set(postings.map((job) => job.company_name))];
    const known = names.length === 0 ? [] : await this.companies.companiesByName(names);
    const byName = new Map(known.map((company) => [company.company_name.toLowerCase(), company]));
    const filtered_out = { h1b: 0, j1: 0 };
    const kept = postings.filter((job) => {
      const company = byName.get(job.company_name.toLowerCase());
      const h1bOut = settings.h1b_only && !company?.sponsors_h1b;
      const j1Out = settings.j1_only && !company?.sponsors_j1;
      if (h1bOut) filtered_out.h1b += 1;
      if (j1Out) filtered_out.j1 += 1;
      return !h1bOut && !j1Out;
    });
    return { kept, filtered_out };
  }
}
