import type { DomainEvent } from '../platform/commands/decider';

/** A job found at a company, with its score against the user's profile (0-10) and the terms that matched. */
export interface ScoredJob {
  id: string;
  title: string;
  location: string;
  score: number;
  matches: string[];
}

/** A contact chosen at a company, with the score that chose them (0-1) and the terms that matched. */
export interface ChosenContact {
  contactId: string;
  name: string;
  title: string;
  score: number;
  matches: string[];
}

/** Why a retry was scheduled: by the process after 24 hours, or by the user now, in a day or after a delay. */
export type RetryReason = 'automatic' | 'manual' | 'manual_1day_retry' | 'manual_delayed_retry';

type TaskEvent<Type extends string, Data> = DomainEvent<Type, Data & { taskId: string; userId: string }>;

export type TaskStarted = TaskEvent<
  'TaskStarted',
  {
    companyNames: string[];
    jobTitles: string[];
    jobScoreThreshold: number;
    /** Set when the task was started by a retry of another task. */
    retryOf: { taskId: string; retryId: string } | null;
    /** Attempts each company had before this task (a retry's session counts on from its task's). */
    priorAttempts: Record<string, number>;
    /** The manual retries of the task a retry's session retries (§9: at most 3 across its sessions); absent before it was recorded: 0. */
    priorManualRetries?: number;
    at: string;
  }
>;
export type CompanySearchStarted = TaskEvent<
  'CompanySearchStarted',
  { company: string; attempt: number; at: string }
>;
export type JobsFound = TaskEvent<'JobsFound', { company: string; jobs: ScoredJob[]; at: string }>;
export type CompanyScored = TaskEvent<
  'CompanyScored',
  { company: string; threshold: number; jobsAboveThreshold: number; at: string }
>;
export type CompanyAwaitingReview = TaskEvent<
  'CompanyAwaitingReview',
  { company: string; reason: 'jobs_below_threshold'; at: string }
>;
export type CompanyReviewResolved = TaskEvent<
  'CompanyReviewResolved',
  | { company: string; mode: 'selected_jobs'; jobIds: string[]; at: string }
  | { company: string; mode: 'without_jobs'; contactCount: number; at: string }
>;
export type ContactsFound = TaskEvent<
  'ContactsFound',
  { company: string; contacts: ChosenContact[]; at: string }
>;
export type DraftGenerated = TaskEvent<
  'DraftGenerated',
  { company: string; contactId: string; draftId: string; at: string }
>;
export type CompanyCompleted = TaskEvent<
  'CompanyCompleted',
  { company: string; jobsFound: number; contactsFound: number; draftsGenerated: number; at: string }
>;
export type CompanyFailed = TaskEvent<
  'CompanyFailed',
  { company: string; step: string; reason: string; attempt: number; permanentlyFailed: boolean; at: string }
>;
export type RetryScheduled = TaskEvent<
  'RetryScheduled',
  {
    retryId: string;
    companies: string[];
    reason: RetryReason;
    /** The task's manual retries so far, this one included (0 for an automatic retry). */
    retryNumber: number;
    scheduledFor: string;
    at: string;
  }
>;
/**
 * A later decision (a manual retry, a restart, a rerun) takes these companies over from a retry still waiting, so no
 * company runs in two sessions; a retry left with no company is not processed.
 */
export type RetryCompaniesWithdrawn = TaskEvent<
  'RetryCompaniesWithdrawn',
  { retryId: string; companies: string[]; at: string }
>;
export type RetryProcessed = TaskEvent<'RetryProcessed', { retryId: string; newTaskId: string; at: string }>;
export type TaskCompleted = TaskEvent<
  'TaskCompleted',
  { totalCompanies: number; totalJobs: number; totalContacts: number; totalDrafts: number; at: string }
>;
export type TaskFailed = TaskEvent<'TaskFailed', { reason: string; at: string }>;
export type TaskForceCompleted = TaskEvent<'TaskForceCompleted', { at: string }>;
export type TaskRestarted = TaskEvent<
  'TaskRestarted',
  { companies: string[]; restartCount: number; at: string }
>;
export type TaskRerunRequested = TaskEvent<'TaskRerunRequested', { companies: string[]; at: string }>;
export type TaskDeleted = TaskEvent<'TaskDeleted', { at: string }>;

export type AutopilotTaskEvent =
  | TaskStarted
  | CompanySearchStarted
  | JobsFound
  | CompanyScored
  | CompanyAwaitingReview
  | CompanyReviewResolved
  | ContactsFound
  | DraftGenerated
  | CompanyCompleted
  | CompanyFailed
  | RetryScheduled
  | RetryCompaniesWithdrawn
  | RetryProcessed
  | TaskCompleted
  | TaskFailed
  | TaskForceCompleted
  | TaskRestarted
  | TaskRerunRequested
  | TaskDeleted;

export const AUTOPILOT_TASK_EVENT_TYPES = [
  'TaskStarted',
  'CompanySearchStarted',
  'JobsFound',
  'CompanyScored',
  'CompanyAwaitingReview',
  'CompanyReviewResolved',
  'ContactsFound',
  'DraftGenerated',
  'CompanyCompleted',
  'CompanyFailed',
  'RetryScheduled',
  'RetryCompaniesWithdrawn',
  'RetryProcessed',
  'TaskCompleted',
  'TaskFailed',
  'TaskForceCompleted',
  'TaskRestarted',
  'TaskRerunRequested',
  'TaskDeleted',
] as const satisfies readonly AutopilotTaskEvent['type'][];

export const autopilotTaskStreamId = (taskId: string): string => `autopilot-task-${taskId}`;
