import { domainError } from '../platform/errors/domain-error';

/** The spec's wording; another user's saved job is not found either, since each list is its owner's alone. */
export class SavedJobNotFound extends domainError(
  'JOB_SEARCH.SAVED_JOB_NOT_FOUND',
  'Job not found in saved jobs.',
  'job_title',
) {}

export class TooManySavedJobs extends domainError(
  'JOB_SEARCH.TOO_MANY_SAVED_JOBS',
  (limit: number) => `You can save at most ${limit} jobs. Remove some saved jobs first.`,
  'jobs',
) {}

export const savedJobErrorStatus: Record<string, number> = {
  'JOB_SEARCH.SAVED_JOB_NOT_FOUND': 404,
  'JOB_SEARCH.TOO_MANY_SAVED_JOBS': 422,
};
