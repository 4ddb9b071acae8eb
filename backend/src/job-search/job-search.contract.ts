import { z } from 'zod';
import type { DatePosted, JobPosting, Seniority } from '../platform/directory/directory.port';
import { containsControlCharacter } from '../platform/http/control-characters';
import { httpUrlField, plainText } from '../platform/http/request-fields';
import type { Matches } from '../scoring/scoring.contract';

/** Request and answer shapes of the /jobsearch calls (outreach.md §7), with the words of the job search form (§2). */

export const MAX_SEARCH_TEXT = 200;
export const MAX_COMPANY_NAMES = 100;
export const MAX_JOBS_PER_UPDATE = 100;
const MAX_URL = 2000;

export const SENIORITY_LEVELS = ['Any', 'Junior', 'Senior', 'Executive'] as const;
export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number];
export const DATE_POSTED_OPTIONS = ['All', 'Today', '3 Days', 'Past Week', 'Past Month'] as const;
export type DatePostedOption = (typeof DATE_POSTED_OPTIONS)[number];

const SENIORITY_OF: Record<SeniorityLevel, Seniority | undefined> = {
  Any: undefined,
  Junior: 'junior',
  Senior: 'senior',
  Executive: 'executive',
};
const DATE_POSTED_OF: Record<DatePostedOption, DatePosted> = {
  All: 'all',
  Today: 'today',
  '3 Days': '3days',
  'Past Week': 'week',
  'Past Month': 'month',
};

/** A form sends unset fields as null or ''; both read as absent. */
const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    schema,
  );

const oneOf = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` });

const companyName = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .max(MAX_SEARCH_TEXT, `${field} must be at most ${MAX_SEARCH_TEXT} characters`)
    .refine((value) => !containsControlCharacter(value), `${field} must not contain control characters`);

/**
 * A list of company names, at most MAX_COMPANY_NAMES as sent (a text is refused: the form splits its field into a
 * list itself), then trimmed, blanks dropped and repeats (any case) kept once.
 */
const companyNames = z
  .array(companyName('company_names'), { error: 'company_names must be a list of company names' })
  .max(MAX_COMPANY_NAMES, `company_names may list at most ${MAX_COMPANY_NAMES} companies`)
  .transform((names) => {
    const seen = new Set<string>();
    const distinct: string[] = [];
    for (const raw of names) {
      const name = raw.trim();
      const key = name.toLowerCase();
      if (name === '' || seen.has(key)) continue;
      seen.add(key);
      distinct.push(name);
    }
    return distinct;
  });

export const fetchJobsBody = z
  .object(
    {
      job_title: blankAsAbsent(plainText('job_title', MAX_SEARCH_TEXT).optional()),
      location: blankAsAbsent(plainText('location', MAX_SEARCH_TEXT).optional()),
      seniority_level: blankAsAbsent(oneOf(SENIORITY_LEVELS, 'seniority_level').default('Any')),
      date_posted: blankAsAbsent(oneOf(DATE_POSTED_OPTIONS, 'date_posted').default('All')),
      company_names: blankAsAbsent(companyNames.optional()),
    },
    { error: 'body must be a JSON object' },
  )
  .transform((body) => ({
    job_title: body.job_title,
    location: body.location,
    seniority: SENIORITY_OF[body.seniority_level],
    date_posted: DATE_POSTED_OF[body.date_posted],
    company_names: body.company_names ?? [],
  }));
export type FetchJobsInput = z.infer<typeof fetchJobsBody>;

const requiredText = (field: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    plainText(field, MAX_SEARCH_TEXT).refine((value) => value !== '', `${field} is required`),
  );

const savedJob = z.object(
  {
    company_name: requiredText('company_name'),
    job_title: requiredText('job_title'),
    company_url: z.preprocess(
      (value) => (value === undefined || value === null ? '' : value),
      httpUrlField('company_url', MAX_URL),
    ),
  },
  { error: 'each job must be an object with company_name and job_title' },
);

export const updateSelectedJobsBody = z.object(
  {
    jobs: z
      .array(savedJob, { error: 'jobs must be a list of jobs' })
      .min(1, 'jobs must list at least one job')
      .max(MAX_JOBS_PER_UPDATE, `jobs may list at most ${MAX_JOBS_PER_UPDATE} jobs`),
  },
  { error: 'body must be a JSON object' },
);
export type UpdateSelectedJobsBody = z.infer<typeof updateSelectedJobsBody>;

export const deleteSelectedJobInput = z.object({
  job_title: requiredText('job_title'),
  company_name: requiredText('company_name'),
});
export type DeleteSelectedJobInput = z.infer<typeof deleteSelectedJobInput>;

/** outreach.md §3 "Job result": the posting's fields shown, with what the scorer matched and the user's marks. */
export interface ScoredJob extends Pick<
  JobPosting,
  'job_id' | 'company_name' | 'job_title' | 'job_link' | 'company_url' | 'location' | 'posted_at' | 'source'
> {
  /** 0 to 10, one decimal. */
  score: number;
  matches: Matches;
  /** Under the user's job_score_threshold. */
  below_threshold: boolean;
  /** Among the caller's saved jobs. */
  selected: boolean;
}

/** POST /jobsearch/fetch-jobs's answer. */
export interface FetchJobsResponse {
  scored_jobs: ScoredJob[];
  /** Jobs that passed the filters, before the cap of MAX_SCORED_JOBS. */
  total: number;
  threshold: number;
  /** Jobs each sponsor switch removed (0 when off); a job of a company sponsoring neither counts under both. */
  filtered_out: { h1b: number; j1: number };
  /** Some answered job comes from the bundled demo postings. */
  demo: boolean;
  /** false: the caller's profile holds only titles (no resume, skills…), so scores rest on the title alone. */
  profile_known: boolean;
}

/** outreach.md §3 "Saved job", plus when it was saved. */
export interface SavedJobView {
  company_name: string;
  job_title: string;
  company_url: string;
  saved_at: string;
}
