import { UnknownCommand, type Decider } from '../platform/commands/decider';
import { UNLIMITED } from '../platform/plans/plan-limits.contract';
import {
  CompanyAttemptsUsed,
  CompanyNotAwaitingReview,
  CompanyNotInStep,
  CompanyNotInTask,
  InvalidContactCount,
  InvalidRetryDelay,
  InvalidScoreThreshold,
  NoCompaniesSelected,
  NoCompaniesToRerun,
  NoJobsSelected,
  NoJobTitles,
  NothingToRetry,
  RetryLimitReached,
  RetryNotDue,
  RetryNotFound,
  TaskAlreadyStarted,
  TaskNotFound,
  TaskNotInStatus,
  TooManyCompanies,
  UnknownJob,
} from './autopilot-task.errors';
import type {
  AutopilotTaskEvent,
  ChosenContact,
  CompanyCompleted,
  CompanyFailed,
  RetryCompaniesWithdrawn,
  RetryReason,
  RetryScheduled,
  ScoredJob,
  TaskCompleted,
  TaskFailed,
} from './autopilot-task.events';
import {
  distinctNames,
  isRetryableCompany,
  MAX_COMPANY_ATTEMPTS,
  MAX_MANUAL_RETRIES,
  RETRY_DELAY_DAYS,
} from './autopilot-rules.contract';

export { MAX_COMPANY_ATTEMPTS, MAX_MANUAL_RETRIES, RETRY_DELAY_DAYS };
/** §9: a company that yielded nothing is tried again automatically after 24 hours. */
export const AUTOMATIC_RETRY_HOURS = 24;
/** §5, §9: continue without jobs with 1-20 contacts (default 5). */
export const CONTACTS_WITHOUT_JOBS = { min: 1, max: 20, default: 5 } as const;
/** §9: the default job score threshold, on the slider's 1-10 scale. */
export const DEFAULT_JOB_SCORE_THRESHOLD = 8;

export type TaskStatus = 'none' | 'queued' | 'running' | 'completed' | 'failed' | 'deleted';

/**
 * §3.2's company statuses, with the two steps the flow needs between them: `pending` (not started, or waiting for a
 * retry or a restart) and `awaiting_review` (every job scored below the threshold: the user chooses).
 */
export type CompanyStatus =
  'pending' | 'searching' | 'awaiting_review' | 'processing' | 'completed' | 'failed';

export interface CompanyState {
  status: CompanyStatus;
  attempts: number;
  jobs: ScoredJob[];
  /** The jobs the drafts speak to: those at or above the threshold, or the user's selection after a review. */
  chosenJobIds: string[];
  /** After 'continue without jobs': how many contacts to draft for. */
  contactCount: number | null;
  contacts: ChosenContact[];
  /** Draft id by contact id: one draft per (company, contact). */
  drafts: Record<string, string>;
  failure: { step: string; reason: string; permanentlyFailed: boolean } | null;
  startedAt: string | null;
}

export interface RetryState {
  companies: string[];
  reason: RetryReason;
  scheduledFor: string;
  processedAs: string | null;
}

export interface AutopilotTaskState {
  status: TaskStatus;
  taskId: string;
  userId: string;
  jobTitles: string[];
  jobScoreThreshold: number;
  /** In the order the user gave them. */
  companies: Record<string, CompanyState>;
  order: string[];
  manualRetries: number;
  restartCount: number;
  retries: Record<string, RetryState>;
}

export const initialState = (): AutopilotTaskState => ({
  status: 'none',
  taskId: '',
  userId: '',
  jobTitles: [],
  jobScoreThreshold: DEFAULT_JOB_SCORE_THRESHOLD,
  companies: {},
  order: [],
  manualRetries: 0,
  restartCount: 0,
  retries: {},
});

const freshCompany = (attempts = 0): CompanyState => ({
  status: 'pending',
  attempts,
  jobs: [],
  chosenJobIds: [],
  contactCount: null,
  contacts: [],
  drafts: {},
  failure: null,
  startedAt: null,
});

const FINAL: readonly CompanyStatus[] = ['completed', 'failed'];
export const isFinal = (company: CompanyState): boolean => FINAL.includes(company.status);

function withCompany(
  state: AutopilotTaskState,
  name: string,
  change: (company: CompanyState) => CompanyState,
): AutopilotTaskState {
  return { ...state, companies: { ...state.companies, [name]: change(state.companies[name]) } };
}

export function evolve(state: AutopilotTaskState, event: AutopilotTaskEvent): AutopilotTaskState {
  switch (event.type) {
    case 'TaskStarted': {
      const { taskId, userId, companyNames, jobTitles, jobScoreThreshold, priorAttempts } = event.data;
      return {
        ...initialState(),
        status: 'queued',
        taskId,
        userId,
        jobTitles,
        jobScoreThreshold,
        manualRetries: event.data.priorManualRetries ?? 0,
        companies: Object.fromEntries(
          companyNames.map((name) => [name, freshCompany(priorAttempts[name] ?? 0)]),
        ),
        order: companyNames,
      };
    }
    case 'CompanySearchStarted':
      return {
        ...withCompany(state, event.data.company, (company) => ({
          ...freshCompany(event.data.attempt),
          // One draft per (company, contact) for the whole task: a new attempt keeps the drafts made before.
          drafts: company.drafts,
          status: 'searching',
          startedAt: event.data.at,
        })),
        status: 'running',
      };
    case 'JobsFound':
      return withCompany(state, event.data.company, (company) => ({ ...company, jobs: event.data.jobs }));
    case 'CompanyScored':
      return withCompany(state, event.data.company, (company) => ({
        ...company,
        status:
          event.data.jobsAboveThreshold > 0 || company.jobs.length === 0 ? 'processing' : company.status,
        chosenJobIds: company.jobs.filter((job) => job.score >= event.data.threshold).map((job) => job.id),
      }));
    case 'CompanyAwaitingReview':
      return withCompany(state, event.data.company, (company) => ({ ...company, status: 'awaiting_review' }));
    case 'CompanyReviewResolved': {
      const resolution = event.data;
      return withCompany(state, resolution.company, (company) => ({
        ...company,
        status: 'processing',
        chosenJobIds: resolution.mode === 'selected_jobs' ? resolution.jobIds : [],
        contactCount: resolution.mode === 'without_jobs' ? resolution.contactCount : null,
      }));
    }
    case 'ContactsFound':
      return withCompany(state, event.data.company, (company) => ({
        ...company,
        contacts: event.data.contacts,
      }));
    case 'DraftGenerated':
      return withCompany(state, event.data.company, (company) => ({
        ...company,
        drafts: { ...company.drafts, [event.data.contactId]: event.data.draftId },
      }));
    case 'CompanyCompleted':
      return withCompany(state, event.data.company, (company) => ({ ...company, status: 'completed' }));
    case 'CompanyFailed': {
      const { step, reason, permanentlyFailed } = event.data;
      return withCompany(state, event.data.company, (company) => ({
        ...company,
        status: 'failed',
        failure: { step, reason, permanentlyFailed },
      }));
    }
    case 'RetryScheduled': {
      const { retryId, companies, reason, scheduledFor, retryNumber } = event.data;
      return {
        ...state,
        manualRetries: reason === 'automatic' ? state.manualRetries : retryNumber,
        retries: { ...state.retries, [retryId]: { companies, reason, scheduledFor, processedAs: null } },
      };
    }
    case 'RetryCompaniesWithdrawn': {
      const retry = state.retries[event.data.retryId];
      const withdrawn = new Set(event.data.companies);
      return {
        ...state,
        retries: {
          ...state.retries,
          [event.data.retryId]: {
            ...retry,
            companies: retry.companies.filter((name) => !withdrawn.has(name)),
          },
        },
      };
    }
    case 'RetryProcessed': {
      const retry = state.retries[event.data.retryId];
      return {
        ...state,
        retries: { ...state.retries, [event.data.retryId]: { ...retry, processedAs: event.data.newTaskId } },
      };
    }
    case 'TaskCompleted':
      return { ...state, status: 'completed' };
    case 'TaskForceCompleted': {
      // Stopped and completed: a company under way ends completed with what it had (a retry can take it if that was
      // no jobs); one not begun stays not begun, for a rerun.
      let stopped: AutopilotTaskState = { ...state, status: 'completed' };
      for (const name of state.order) {
        const { status } = state.companies[name];
        if (status === 'pending' || FINAL.includes(status)) continue;
        stopped = withCompany(stopped, name, (company) => ({ ...company, status: 'completed' }));
      }
      return stopped;
    }
    case 'TaskFailed':
      return { ...state, status: 'failed' };
    case 'TaskRestarted':
    case 'TaskRerunRequested': {
      let next: AutopilotTaskState = { ...state, status: 'queued' };
      if (event.type === 'TaskRestarted') next = { ...next, restartCount: event.data.restartCount };
      for (const name of event.data.companies) {
        next = withCompany(next, name, (company) => ({
          ...freshCompany(company.attempts),
          drafts: company.drafts,
        }));
      }
      return next;
    }
    case 'TaskDeleted':
      return { ...state, status: 'deleted' };
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

interface Timed {
  taskId: string;
  now: string;
}

export interface StartTask {
  type: 'StartTask';
  data: Timed & {
    userId: string;
    companyNames: string[];
    jobTitles: string[];
    jobScoreThreshold: number;
    /** The plan's company-selection limit (UNLIMITED for none) and its display name for the refusal. */
    companyLimit: number;
    planName: string;
    /**
     * A retry's session: the task it retries, the attempts its companies have had there and the task's manual
     * retries, which the session counts on from (§9: at most 3 per task, across its retries).
     */
    retryOf?: {
      taskId: string;
      retryId: string;
      priorAttempts: Record<string, number>;
      priorManualRetries: number;
    };
  };
}
export interface BeginCompany {
  type: 'BeginCompany';
  data: Timed & { company: string };
}
export interface RecordScoredJobs {
  type: 'RecordScoredJobs';
  data: Timed & { company: string; jobs: ScoredJob[] };
}
/** A command the task's user sends: another user's task is not found. */
type ByUser = Timed & { userId: string };

export interface ContinueWithSelectedJobs {
  type: 'ContinueWithSelectedJobs';
  data: ByUser & { company: string; jobIds: string[] };
}
export interface ContinueWithoutJobs {
  type: 'ContinueWithoutJobs';
  data: ByUser & { company: string; contactCount: number };
}
export interface RecordContacts {
  type: 'RecordContacts';
  data: Timed & { company: string; contacts: ChosenContact[] };
}
export interface RecordDraft {
  type: 'RecordDraft';
  data: Timed & { company: string; contactId: string; draftId: string };
}
export interface CompleteCompany {
  type: 'CompleteCompany';
  data: Timed & { company: string };
}
export interface FailCompany {
  type: 'FailCompany';
  data: Timed & { company: string; step: string; reason: string };
}
/** §7.1 manual-retry (now) and retry-with-strategy ('1day', or 'delayed' with delay_hours). */
export interface ScheduleManualRetry {
  type: 'ScheduleManualRetry';
  data: ByUser & { retryId: string; strategy: 'now' | '1day' | 'delayed'; delayHours?: number };
}
export interface ProcessRetry {
  type: 'ProcessRetry';
  data: Timed & { retryId: string; newTaskId: string };
}
export interface ForceComplete {
  type: 'ForceComplete';
  data: ByUser;
}
export interface RestartTask {
  type: 'RestartTask';
  data: ByUser;
}
export interface RerunCompanies {
  type: 'RerunCompanies';
  data: ByUser & { companies: string[] };
}
export interface DeleteTask {
  type: 'DeleteTask';
  data: ByUser;
}

export type AutopilotTaskCommand =
  | StartTask
  | BeginCompany
  | RecordScoredJobs
  | ContinueWithSelectedJobs
  | ContinueWithoutJobs
  | RecordContacts
  | RecordDraft
  | CompleteCompany
  | FailCompany
  | ScheduleManualRetry
  | ProcessRetry
  | ForceComplete
  | RestartTask
  | RerunCompanies
  | DeleteTask;

export { distinctNames };

const hoursAfter = (iso: string, hours: number): string =>
  new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

function requireCompany(state: AutopilotTaskState, name: string): CompanyState {
  if (!Object.hasOwn(state.companies, name)) throw new CompanyNotInTask(name);
  return state.companies[name];
}

function requireStep(
  state: AutopilotTaskState,
  name: string,
  step: CompanyStatus,
  label: string,
): CompanyState {
  const company = requireCompany(state, name);
  if (company.status !== step) throw new CompanyNotInStep(name, label);
  return company;
}

/** Steps arrive from jobs after the task may have been stopped, deleted or restarted: those record nothing. */
const acceptsSteps = (state: AutopilotTaskState): boolean =>
  state.status === 'queued' || state.status === 'running';

/**
 * A company that ended with nothing (no jobs, or failed) is tried again after 24 hours while it has attempts left;
 * the retry's id derives from the company and the attempt, so a repeated decision schedules the same retry.
 */
function automaticRetry(
  state: AutopilotTaskState,
  company: string,
  attempts: number,
  now: string,
): RetryScheduled[] {
  if (attempts >= MAX_COMPANY_ATTEMPTS) return [];
  return [
    {
      type: 'RetryScheduled',
      data: {
        taskId: state.taskId,
        userId: state.userId,
        retryId: `auto:${company}:${attempts}`,
        companies: [company],
        reason: 'automatic',
        retryNumber: 0,
        scheduledFor: hoursAfter(now, AUTOMATIC_RETRY_HOURS),
        at: now,
      },
    },
  ];
}

/** When the last company reaches a final state the task ends: completed if any company completed, else failed. */
function endIfDone(
  state: AutopilotTaskState,
  finished: AutopilotTaskEvent[],
  now: string,
): (TaskCompleted | TaskFailed)[] {
  const after = finished.reduce(evolve, state);
  const companies = after.order.map((name) => after.companies[name]);
  if (!companies.every(isFinal)) return [];
  const { taskId, userId } = state;
  if (!companies.some((company) => company.status === 'completed')) {
    return [{ type: 'TaskFailed', data: { taskId, userId, reason: 'Every company failed.', at: now } }];
  }
  return [
    {
      type: 'TaskCompleted',
      data: {
        taskId,
        userId,
        totalCompanies: companies.length,
        totalJobs: companies.reduce((sum, company) => sum + company.jobs.length, 0),
        totalContacts: companies.reduce((sum, company) => sum + company.contacts.length, 0),
        totalDrafts: companies.reduce((sum, company) => sum + Object.keys(company.drafts).length, 0),
        at: now,
      },
    },
  ];
}

/** The companies a new decision takes from retries still waiting (not processed, companies left). */
function withdrawFromWaitingRetries(
  state: AutopilotTaskState,
  companies: readonly string[],
  now: string,
): RetryCompaniesWithdrawn[] {
  const taken = new Set(companies);
  const withdrawn: RetryCompaniesWithdrawn[] = [];
  for (const [retryId, retry] of Object.entries(state.retries)) {
    if (retry.processedAs !== null) continue;
    const overlap = retry.companies.filter((name) => taken.has(name));
    if (overlap.length === 0) continue;
    withdrawn.push({
      type: 'RetryCompaniesWithdrawn',
      data: { taskId: state.taskId, userId: state.userId, retryId, companies: overlap, at: now },
    });
  }
  return withdrawn;
}

/** §5: a completed company with zero jobs found, or a failed one, with attempts left. */
export function retryableCompanies(state: AutopilotTaskState): string[] {
  return state.order.filter((name) => {
    const company = state.companies[name];
    return isRetryableCompany({
      status: company.status,
      jobs_found: company.jobs.length,
      attempt: company.attempts,
    });
  });
}

export function decide(command: AutopilotTaskCommand, state: AutopilotTaskState): AutopilotTaskEvent[] {
  if (command.type === 'StartTask') return start(command, state);
  if (state.status === 'none' || state.status === 'deleted') throw new TaskNotFound();
  // A command the user sends names them: another user's task is not found, as the read side answers it.
  if ('userId' in command.data && command.data.userId !== state.userId) throw new TaskNotFound();
  const { taskId, userId } = state;
  const { now } = command.data;
  const base = { taskId, userId, at: now };
  switch (command.type) {
    case 'BeginCompany': {
      if (!acceptsSteps(state)) return [];
      const company = requireCompany(state, command.data.company);
      // A repeated step (a job run twice) finds the company already under way and records nothing.
      if (company.status !== 'pending') return [];
      if (company.attempts >= MAX_COMPANY_ATTEMPTS) {
        throw new CompanyAttemptsUsed(command.data.company, company.attempts);
      }
      return [
        {
          type: 'CompanySearchStarted',
          data: { ...base, company: command.data.company, attempt: company.attempts + 1 },
        },
      ];
    }
    case 'RecordScoredJobs': {
      if (!acceptsSteps(state)) return [];
      const name = command.data.company;
      const company = requireCompany(state, name);
      if (company.status !== 'searching') return [];
      const { jobs } = command.data;
      const threshold = state.jobScoreThreshold;
      const above = jobs.filter((job) => job.score >= threshold).length;
      const found: AutopilotTaskEvent[] = [
        { type: 'JobsFound', data: { ...base, company: name, jobs } },
        { type: 'CompanyScored', data: { ...base, company: name, threshold, jobsAboveThreshold: above } },
      ];
      if (jobs.length === 0) {
        const completed: CompanyCompleted = {
          type: 'CompanyCompleted',
          data: { ...base, company: name, jobsFound: 0, contactsFound: 0, draftsGenerated: 0 },
        };
        const ended = [...found, completed];
        return [
          ...ended,
          ...automaticRetry(state, name, company.attempts, now),
          ...endIfDone(state, ended, now),
        ];
      }
      if (above === 0) {
        return [
          ...found,
          { type: 'CompanyAwaitingReview', data: { ...base, company: name, reason: 'jobs_below_threshold' } },
        ];
      }
      return found;
    }
    case 'ContinueWithSelectedJobs': {
      if (!acceptsSteps(state)) throw new TaskNotInStatus('continued', 'a running');
      const name = command.data.company;
      const company = requireCompany(state, name);
      if (company.status !== 'awaiting_review') throw new CompanyNotAwaitingReview(name);
      const jobIds = [...new Set(command.data.jobIds)];
      if (jobIds.length === 0) throw new NoJobsSelected();
      const known = new Set(company.jobs.map((job) => job.id));
      const unknown = jobIds.find((id) => !known.has(id));
      if (unknown !== undefined) throw new UnknownJob(unknown);
      return [
        { type: 'CompanyReviewResolved', data: { ...base, company: name, mode: 'selected_jobs', jobIds } },
      ];
    }
    case 'ContinueWithoutJobs': {
      const name = command.data.company;
      const { contactCount } = command.data;
      if (
        !Number.isInteger(contactCount) ||
        contactCount < CONTACTS_WITHOUT_JOBS.min ||
        contactCount > CONTACTS_WITHOUT_JOBS.max
      ) {
        throw new InvalidContactCount();
      }
      if (!acceptsSteps(state)) throw new TaskNotInStatus('continued', 'a running');
      const company = requireCompany(state, name);
      if (company.status !== 'awaiting_review') throw new CompanyNotAwaitingReview(name);
      return [
        {
          type: 'CompanyReviewResolved',
          data: { ...base, company: name, mode: 'without_jobs', contactCount },
        },
      ];
    }
    case 'RecordContacts': {
      if (!acceptsSteps(state)) return [];
      const name = command.data.company;
      const company = requireStep(state, name, 'processing', 'contacts');
      if (company.contacts.length > 0) return [];
      return [{ type: 'ContactsFound', data: { ...base, company: name, contacts: command.data.contacts } }];
    }
    case 'RecordDraft': {
      if (!acceptsSteps(state)) return [];
      const { company: name, contactId, draftId } = command.data;
      const company = requireStep(state, name, 'processing', 'drafting');
      // One draft per (company, contact): a second draft for the pair is never recorded.
      if (Object.hasOwn(company.drafts, contactId)) return [];
      if (!company.contacts.some((contact) => contact.contactId === contactId)) {
        throw new CompanyNotInStep(name, 'drafting');
      }
      return [{ type: 'DraftGenerated', data: { ...base, company: name, contactId, draftId } }];
    }
    case 'CompleteCompany': {
      if (!acceptsSteps(state)) return [];
      const name = command.data.company;
      const company = requireCompany(state, name);
      if (isFinal(company)) return [];
      if (company.status !== 'processing') throw new CompanyNotInStep(name, 'drafting');
      const completed: CompanyCompleted = {
        type: 'CompanyCompleted',
        data: {
          ...base,
          company: name,
          jobsFound: company.jobs.length,
          contactsFound: company.contacts.length,
          draftsGenerated: Object.keys(company.drafts).length,
        },
      };
      return [completed, ...endIfDone(state, [completed], now)];
    }
    case 'FailCompany': {
      if (!acceptsSteps(state)) return [];
      const { company: name, step, reason } = command.data;
      const company = requireCompany(state, name);
      if (isFinal(company)) return [];
      // A failure belongs to an attempt: one not begun would be retried for ever without counting.
      if (company.status === 'pending') throw new CompanyNotInStep(name, 'search');
      const permanentlyFailed = company.attempts >= MAX_COMPANY_ATTEMPTS;
      const failed: CompanyFailed = {
        type: 'CompanyFailed',
        data: { ...base, company: name, step, reason, attempt: company.attempts, permanentlyFailed },
      };
      return [
        failed,
        ...automaticRetry(state, name, company.attempts, now),
        ...endIfDone(state, [failed], now),
      ];
    }
    case 'ScheduleManualRetry': {
      if (state.status !== 'completed') throw new TaskNotInStatus('retried', 'a completed');
      if (Object.hasOwn(state.retries, command.data.retryId)) return [];
      if (state.manualRetries >= MAX_MANUAL_RETRIES) throw new RetryLimitReached();
      const companies = retryableCompanies(state);
      if (companies.length === 0) throw new NothingToRetry();
      const { strategy } = command.data;
      let hours = 0;
      let reason: RetryReason = 'manual';
      if (strategy === '1day') {
        hours = 24;
        reason = 'manual_1day_retry';
      } else if (strategy === 'delayed') {
        const delay = command.data.delayHours ?? RETRY_DELAY_DAYS.default * 24;
        const days = delay / 24;
        if (!Number.isInteger(days) || days < RETRY_DELAY_DAYS.min || days > RETRY_DELAY_DAYS.max) {
          throw new InvalidRetryDelay();
        }
        hours = delay;
        reason = 'manual_delayed_retry';
      }
      return [
        ...withdrawFromWaitingRetries(state, companies, now),
        {
          type: 'RetryScheduled',
          data: {
            ...base,
            retryId: command.data.retryId,
            companies,
            reason,
            retryNumber: state.manualRetries + 1,
            scheduledFor: hoursAfter(now, hours),
          },
        },
      ];
    }
    case 'ProcessRetry': {
      const retry = state.retries[command.data.retryId];
      if (!retry) throw new RetryNotFound();
      // Processed already, or every company was taken over by a later decision: nothing to start.
      if (retry.processedAs !== null || retry.companies.length === 0) return [];
      if (Date.parse(now) < Date.parse(retry.scheduledFor)) throw new RetryNotDue(retry.scheduledFor);
      return [
        {
          type: 'RetryProcessed',
          data: { ...base, retryId: command.data.retryId, newTaskId: command.data.newTaskId },
        },
      ];
    }
    case 'ForceComplete': {
      if (state.status === 'completed') return [];
      if (!acceptsSteps(state)) throw new TaskNotInStatus('stopped and completed', 'a queued or running');
      return [{ type: 'TaskForceCompleted', data: base }];
    }
    case 'RestartTask': {
      if (state.status !== 'failed') throw new TaskNotInStatus('restarted', 'a failed');
      const companies = state.order.filter((name) => {
        const company = state.companies[name];
        return company.status === 'failed' && !company.failure?.permanentlyFailed;
      });
      if (companies.length === 0) throw new NothingToRetry();
      return [
        ...withdrawFromWaitingRetries(state, companies, now),
        { type: 'TaskRestarted', data: { ...base, companies, restartCount: state.restartCount + 1 } },
      ];
    }
    case 'RerunCompanies': {
      if (state.status !== 'completed' && state.status !== 'failed') {
        throw new TaskNotInStatus('rerun', 'a completed or failed');
      }
      const companies = distinctNames(command.data.companies);
      if (companies.length === 0) throw new NoCompaniesToRerun();
      const byKey = new Map(state.order.map((name) => [name.toLowerCase(), name]));
      const named = companies.map((name) => {
        const known = byKey.get(name.toLowerCase());
        if (known === undefined) throw new CompanyNotInTask(name);
        return known;
      });
      for (const name of named) {
        const company = state.companies[name];
        if (company.attempts >= MAX_COMPANY_ATTEMPTS) throw new CompanyAttemptsUsed(name, company.attempts);
      }
      return [
        ...withdrawFromWaitingRetries(state, named, now),
        { type: 'TaskRerunRequested', data: { ...base, companies: named } },
      ];
    }
    case 'DeleteTask':
      return [{ type: 'TaskDeleted', data: base }];
    default: {
      const _never: never = command;
      throw new UnknownCommand(_never);
    }
  }
}

function start(command: StartTask, state: AutopilotTaskState): AutopilotTaskEvent[] {
  if (state.status !== 'none') {
    // The same start repeated (a retried request or job) records nothing; another start on this id is refused.
    if (state.userId === command.data.userId && state.taskId === command.data.taskId) return [];
    throw new TaskAlreadyStarted();
  }
  const { taskId, userId, jobScoreThreshold, companyLimit, planName, now } = command.data;
  const companyNames = distinctNames(command.data.companyNames);
  const jobTitles = distinctNames(command.data.jobTitles);
  if (companyNames.length === 0) throw new NoCompaniesSelected();
  if (jobTitles.length === 0) throw new NoJobTitles();
  if (companyLimit !== UNLIMITED && companyNames.length > companyLimit) {
    throw new TooManyCompanies(planName, companyLimit);
  }
  if (!Number.isInteger(jobScoreThreshold) || jobScoreThreshold < 1 || jobScoreThreshold > 10) {
    throw new InvalidScoreThreshold();
  }
  return [
    {
      type: 'TaskStarted',
      data: {
        taskId,
        userId,
        companyNames,
        jobTitles,
        jobScoreThreshold,
        retryOf: command.data.retryOf
          ? { taskId: command.data.retryOf.taskId, retryId: command.data.retryOf.retryId }
          : null,
        priorAttempts: Object.fromEntries(
          companyNames.map((name) => [name, command.data.retryOf?.priorAttempts[name] ?? 0]),
        ),
        priorManualRetries: command.data.retryOf?.priorManualRetries ?? 0,
        at: now,
      },
    },
  ];
}

/**
 * §7.1 retry-with-new-settings: a new task for the same companies and job titles, scored against the threshold the
 * user has now. It starts afresh (attempts and manual retries from zero); the task it came from is left as it is.
 */
export function retryWithNewSettings(
  previous: AutopilotTaskState,
  data: Omit<StartTask['data'], 'companyNames' | 'jobTitles' | 'retryOf'>,
): StartTask {
  if (previous.status === 'none' || previous.status === 'deleted' || previous.userId !== data.userId) {
    throw new TaskNotFound();
  }
  return {
    type: 'StartTask',
    data: { ...data, companyNames: previous.order, jobTitles: previous.jobTitles },
  };
}

export const autopilotTaskDecider: Decider<AutopilotTaskCommand, AutopilotTaskEvent, AutopilotTaskState> = {
  initialState,
  evolve,
  decide,
};
