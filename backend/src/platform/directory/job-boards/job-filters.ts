import type { DatePosted, JobPosting, JobQuery } from '../directory.port';
import { titleWords } from './job-text';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far back each date_posted choice reaches from `now`; 'all' has no bound. */
export const DATE_POSTED_DAYS: Record<DatePosted, number | null> = {
  all: null,
  today: 1,
  '3days': 3,
  week: 7,
  month: 30,
};

/**
 * Every word of the asked title must begin a word of the job's title ("engineer" finds "Engineering Manager"),
 * the location must contain the asked text, and the posting must be recent enough and of the asked seniority.
 */
export function matchesJobQuery(
  posting: JobPosting,
  query: Omit<JobQuery, 'company_names' | 'limit'>,
): boolean {
  const wanted = titleWords(query.job_title ?? '');
  if (wanted.length > 0) {
    const words = titleWords(posting.job_title);
    if (!wanted.every((word) => words.some((candidate) => candidate.startsWith(word)))) return false;
  }
  const location = query.location?.trim().toLowerCase();
  if (location && !posting.location.toLowerCase().includes(location)) return false;
  if (query.seniority && posting.seniority !== query.seniority) return false;
  const days = DATE_POSTED_DAYS[query.date_posted];
  if (days !== null && Date.parse(posting.posted_at) < query.now.getTime() - days * DAY_MS) return false;
  return true;
}

/** Newest first, then ties by id so the order is stable. */
export function newestFirst(a: JobPosting, b: JobPosting): number {
  return Date.parse(b.posted_at) - Date.parse(a.posted_at) || a.job_id.localeCompare(b.job_id);
}

/** The postings the query asks for, newest first, at most `limit`. */
export function applyJobQuery(postings: JobPosting[], query: JobQuery): JobPosting[] {
  return postings
    .filter((posting) => matchesJobQuery(posting, query))
    .sort(newestFirst)
    .slice(0, Math.max(0, query.limit));
}
