import { domainError } from '../platform/errors/domain-error';
import {
  NOTHING_TO_RETRY_MESSAGE,
  RERUN_NEEDS_COMPANY_MESSAGE,
  RETRY_LIMIT_REACHED_MESSAGE,
  tooManyCompaniesMessage,
} from './autopilot-rules.contract';

/** §8: the detail page's wording; another user's task is not found either. */
export class TaskNotFound extends domainError('AUTOPILOT.TASK_NOT_FOUND', 'Task not found', 'id') {}

export class TaskAlreadyStarted extends domainError(
  'AUTOPILOT.TASK_ALREADY_STARTED',
  'This task has already been started.',
  'id',
) {}

/** §5: the side panel's hint, also the server's answer when the list is empty. */
export class NoCompaniesSelected extends domainError(
  'AUTOPILOT.NO_COMPANIES',
  'Please select at least one company to continue',
  'company_names',
) {}

export class NoJobTitles extends domainError(
  'AUTOPILOT.NO_JOB_TITLES',
  'Please add at least one job title to continue',
  'job_titles',
) {}

export class TooManyCompanies extends domainError(
  'AUTOPILOT.TOO_MANY_COMPANIES',
  tooManyCompaniesMessage,
  'company_names',
) {}

export class InvalidScoreThreshold extends domainError(
  'AUTOPILOT.INVALID_THRESHOLD',
  'The job score threshold must be a whole number from 1 to 10.',
  'job_score_threshold',
) {}

/** §8: 'No data found for company: ...'. */
export class CompanyNotInTask extends domainError(
  'AUTOPILOT.COMPANY_NOT_IN_TASK',
  (company: string) => `No data found for company: ${company}`,
  'company',
) {}

export class CompanyNotAwaitingReview extends domainError(
  'AUTOPILOT.COMPANY_NOT_AWAITING_REVIEW',
  (company: string) => `${company} is not waiting for a review of its jobs.`,
  'company',
) {}

export class CompanyAttemptsUsed extends domainError(
  'AUTOPILOT.COMPANY_ATTEMPTS_USED',
  (company: string, attempts: number) => `${company} has already been tried ${attempts} times.`,
  'company',
) {}

export class CompanyNotInStep extends domainError(
  'AUTOPILOT.COMPANY_NOT_IN_STEP',
  (company: string, step: string) => `${company} is not at the ${step} step.`,
  'company',
) {}

export class NoJobsSelected extends domainError(
  'AUTOPILOT.NO_JOBS_SELECTED',
  'Please select at least one job to continue',
  'selected_jobs',
) {}

export class UnknownJob extends domainError(
  'AUTOPILOT.UNKNOWN_JOB',
  (jobId: string) => `Job ${jobId} was not found for this company.`,
  'selected_jobs',
) {}

/** §5: the toast's wording for a count out of 1-20. */
export class InvalidContactCount extends domainError(
  'AUTOPILOT.INVALID_CONTACT_COUNT',
  'Please enter a valid number of contacts',
  'contact_count',
) {}

/** §5: the toast's wording. */
export class RetryLimitReached extends domainError(
  'AUTOPILOT.RETRY_LIMIT_REACHED',
  RETRY_LIMIT_REACHED_MESSAGE,
) {}

/** §5: the toast's wording. */
export class NothingToRetry extends domainError('AUTOPILOT.NOTHING_TO_RETRY', NOTHING_TO_RETRY_MESSAGE) {}

export class InvalidRetryDelay extends domainError(
  'AUTOPILOT.INVALID_RETRY_DELAY',
  'A custom retry delay is 1 to 5 days (24 to 120 hours, in whole days).',
  'delay_hours',
) {}

export class RetryNotFound extends domainError('AUTOPILOT.RETRY_NOT_FOUND', 'Retry not found', 'retry_id') {}

export class RetryNotDue extends domainError(
  'AUTOPILOT.RETRY_NOT_DUE',
  (scheduledFor: string) => `This retry is scheduled for ${scheduledFor}.`,
  'retry_id',
) {}

export class NoCompaniesToRerun extends domainError(
  'AUTOPILOT.NO_COMPANIES_TO_RERUN',
  RERUN_NEEDS_COMPANY_MESSAGE,
  'companies',
) {}

export class TaskNotInStatus extends domainError(
  'AUTOPILOT.TASK_NOT_IN_STATUS',
  (action: string, allowed: string) => `Only ${allowed} task can be ${action}.`,
  'status',
) {}

export const autopilotErrorStatus: Record<string, number> = {
  'AUTOPILOT.TASK_NOT_FOUND': 404,
  'AUTOPILOT.TASK_ALREADY_STARTED': 409,
  'AUTOPILOT.NO_COMPANIES': 400,
  'AUTOPILOT.NO_JOB_TITLES': 400,
  'AUTOPILOT.TOO_MANY_COMPANIES': 422,
  'AUTOPILOT.INVALID_THRESHOLD': 400,
  'AUTOPILOT.COMPANY_NOT_IN_TASK': 404,
  'AUTOPILOT.COMPANY_NOT_AWAITING_REVIEW': 409,
  'AUTOPILOT.COMPANY_ATTEMPTS_USED': 409,
  'AUTOPILOT.COMPANY_NOT_IN_STEP': 409,
  'AUTOPILOT.NO_JOBS_SELECTED': 400,
  'AUTOPILOT.UNKNOWN_JOB': 422,
  'AUTOPILOT.INVALID_CONTACT_COUNT': 400,
  'AUTOPILOT.RETRY_LIMIT_REACHED': 422,
  'AUTOPILOT.NOTHING_TO_RETRY': 422,
  'AUTOPILOT.INVALID_RETRY_DELAY': 400,
  'AUTOPILOT.RETRY_NOT_FOUND': 404,
  'AUTOPILOT.RETRY_NOT_DUE': 409,
  'AUTOPILOT.NO_COMPANIES_TO_RERUN': 400,
  'AUTOPILOT.TASK_NOT_IN_STATUS': 409,
};
