import { z } from 'zod';
import {
  knownFieldsObject,
  plainText,
  queryWholeNumber,
  requiredText,
} from '../platform/http/request-fields';
import type { CompanyStatusView, CompanyStep, TaskStatusView } from './autopilot-progress.contract';
import type { RetryReason } from './autopilot-task.events';

/** Task ids are UUIDs made when a task starts. */
export const taskIdParams = z.object({ id: z.uuid({ error: 'id must be a task id' }) });
export type TaskIdParams = z.infer<typeof taskIdParams>;

/** §9: the list keeps at most 50 tasks. */
export const MAX_LISTED_SESSIONS = 50;

export const sessionsQuery = z.object({
  limit: queryWholeNumber('limit', MAX_LISTED_SESSIONS, MAX_LISTED_SESSIONS),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be at least 0')
    .default(0),
});
export type SessionsQuery = z.infer<typeof sessionsQuery>;

/** §3.3, with the terms of the profile it matched: why it scored as it did. */
export interface JobView {
  id: string;
  title: string;
  company: string;
  location: string;
  /** 0-10 against the user's profile. */
  score: number;
  matches: string[];
}

/** A contact the company's drafts went to, with the score (0-1) and the terms that chose them. */
export interface ContactView {
  contact_id: string;
  name: string;
  title: string;
  score: number;
  matches: string[];
}

/** How the user resolved a review: the jobs they chose, or the contacts to draft for without jobs. */
export type ReviewChoiceView =
  { mode: 'selected_jobs'; job_ids: string[] } | { mode: 'without_jobs'; contact_count: number };

/** §3.2, with what explains the company's outcome: its jobs and the threshold, its contacts, its failure. */
export interface CompanyStatusEntry {
  status: CompanyStatusView;
  current_step: CompanyStep;
  /** Of the company's at most 3 (counted across the task's retries and restarts). */
  attempt: number;
  started_at: string;
  jobs_found: number;
  contacts_found: number;
  drafts_generated: number;
  /** The threshold the jobs were scored against; null until scored. */
  job_score_threshold: number | null;
  jobs_data: JobView[];
  /** The jobs the drafts speak to: those at or above the threshold, or the user's choice after a review. */
  selected_job_ids: string[];
  review_choice: ReviewChoiceView | null;
  contacts: ContactView[];
  failure_reason: string | null;
  permanently_failed: boolean;
  /** Seconds from the attempt's start to its completion or failure; null while it runs. */
  duration: number | null;
  /** Set when the user stopped and completed the task while the company was under way: the step it was at. */
  stopped_at_step?: CompanyStep;
  /** §3.2: a retry of this company is scheduled and not yet processed. */
  retry_scheduled: boolean;
  retry_scheduled_for: string | null;
}

/** §3.5's fields the task knows; the draft itself is read through the drafts calls. */
export interface DraftDetailView {
  draft_id: string;
  company: string;
  contact_id: string;
  created_at: string;
  /** §3.5: the draft was already there for this contact before the task (the detail shows it under existing). */
  was_existing?: boolean;
}

export type RetryStrategyView = 'automatic' | 'now' | '1day' | 'delayed';

/** §3.4: a retry of some of a task's companies at a time; processed, it started `new_session_id`. */
export interface RetryView {
  /** `<task id>/<retry id>`. */
  id: string;
  task_id: string;
  retry_id: string;
  /** The companies it retries, joined with ', '. */
  company: string;
  companies: string[];
  status: 'scheduled' | 'processed' | 'cancelled';
  /** A manual retry's number among the task's (1-3); an automatic one's company's attempts so far. */
  retry_count: number;
  retry_strategy: RetryStrategyView;
  retry_reason: RetryReason;
  scheduled_for: string;
  new_session_id: string | null;
  updated_at: string;
}

/** Whole seconds, from the task's start to its end; set when it completes. */
export interface PerformanceMetricsView {
  total_duration_seconds: number;
  /** The mean duration of the companies that ended (0 when none did). */
  avg_time_per_company: number;
}

export interface TaskTotalsView {
  total_companies: number;
  total_jobs: number;
  total_contacts: number;
  total_drafts: number;
}

/** §3.1: GET /autopilot/{id}. Companies appear in company_statuses once their current attempt has begun. */
export interface TaskView extends Partial<TaskTotalsView> {
  _id: string;
  status: TaskStatusView;
  progress: number;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  /** Why a failed task failed. */
  error: string | null;
  draft_count: number;
  performance_metrics: PerformanceMetricsView | null;
  /** §3.1; `limit` caps the task's e-mails (absent or null: no limit set). */
  search_params: { company_names: string[]; job_titles: string[]; limit?: number | null };
  company_names: string[];
  user_settings: { job_score_threshold: number };
  company_statuses: Record<string, CompanyStatusEntry>;
  draft_details: DraftDetailView[];
  restart_count: number;
  is_rerun: boolean;
  rerun_companies: string[];
  /** The task's manual retries (at most 3). */
  retry_count: number;
  is_retry: boolean;
  /** A retry's session: the companies it retries, joined with ', '. */
  retry_company: string | null;
  retry_of: { task_id: string; retry_id: string } | null;
  scheduled_retries: RetryView[];
}

/** A company in the list: its outcome without the jobs and contacts that explain it. */
export type CompanySummaryEntry = Omit<CompanyStatusEntry, 'jobs_data' | 'contacts'>;

/** GET /autopilot/sessions: each task without the heavy explanation, newest first. */
export interface SessionView extends Omit<TaskView, 'company_statuses' | 'draft_details'> {
  company_statuses: Record<string, CompanySummaryEntry>;
}

export interface SessionsPage {
  sessions: SessionView[];
  has_more: boolean;
}

// ---- Commands (§7.1). Every answer carries the checkpoint of what it recorded (read-your-writes). ----

/** A task takes at most this many companies whatever the plan (Pro's unlimited is bounded by the request). */
export const MAX_TASK_COMPANIES = 500;
export const MAX_TASK_JOB_TITLES = 20;
const NAME_MAX = 200;

/** A company's name the call must name: absent or blank is '<field> is required', not a type error. */
const requiredName = (field: string) =>
  requiredText(field)
    .trim()
    .min(1, `${field} is required`)
    .max(NAME_MAX, `${field} must be at most ${NAME_MAX} characters`);

const names = (field: string, max: number) =>
  z
    .array(plainText(`${field}[]`, NAME_MAX), { error: `${field} must be a list of names` })
    .max(max, `${field} may hold at most ${max} names`);

/** POST /autopilot/start: the companies and job titles (the decider trims, deduplicates and refuses empty lists). */
export const startTaskBody = knownFieldsObject(
  'The body',
  {
    search_params: knownFieldsObject(
      'search_params',
      {
        company_names: names('search_params.company_names', MAX_TASK_COMPANIES),
        job_titles: names('search_params.job_titles', MAX_TASK_JOB_TITLES),
      },
      'search_params must be an object',
    ),
  },
  'The body must be an object',
);
export type StartTaskBody = z.infer<typeof startTaskBody>;

/** POST /autopilot/{id}/rerun-selected: the task's companies to run again (at least one). */
export const rerunSelectedBody = knownFieldsObject(
  'The body',
  { companies: names('companies', MAX_TASK_COMPANIES) },
  'The body must be an object',
);
export type RerunSelectedBody = z.infer<typeof rerunSelectedBody>;

/** POST /autopilot/{id}/retry-with-strategy: in a day (delay_hours 24), or after 1-5 days (delay_hours days × 24). */
export const retryWithStrategyBody = knownFieldsObject(
  'The body',
  {
    strategy: z.enum(['1day', 'delayed'], { error: "strategy must be '1day' or 'delayed'" }),
    delay_hours: z
      .number({ error: 'delay_hours must be a number' })
      .int('delay_hours must be a whole number')
      .optional(),
  },
  'The body must be an object',
);
export type RetryWithStrategyBody = z.infer<typeof retryWithStrategyBody>;

/** POST /autopilot/{id}/continue-with-selected-jobs: the ids of the target company's jobs to draft for. */
export const continueWithSelectedJobsBody = knownFieldsObject(
  'The body',
  {
    selected_jobs: z
      .array(plainText('selected_jobs[]', NAME_MAX), { error: 'selected_jobs must be a list of job ids' })
      .max(200, 'selected_jobs may hold at most 200 jobs'),
    selected_companies: names('selected_companies', MAX_TASK_COMPANIES).optional(),
    company_specific: z.boolean({ error: 'company_specific must be true or false' }).optional(),
    target_company: requiredName('target_company'),
  },
  'The body must be an object',
);
export type ContinueWithSelectedJobsBody = z.infer<typeof continueWithSelectedJobsBody>;

/** POST /autopilot/{id}/continue-without-jobs: draft for 1-20 contacts (default 5) without jobs. */
export const continueWithoutJobsBody = knownFieldsObject(
  'The body',
  {
    company: requiredName('company'),
    contact_count: z.number({ error: 'contact_count must be a number' }).optional(),
    company_specific: z.boolean({ error: 'company_specific must be true or false' }).optional(),
  },
  'The body must be an object',
);
export type ContinueWithoutJobsBody = z.infer<typeof continueWithoutJobsBody>;

/** POST /autopilot/{taskId}/retry-with-new-settings: a new task for the same companies and titles, today's settings. */
export const retryWithNewSettingsBody = knownFieldsObject('The body', {}, 'The body must be an object');

/** What every command answers: the spec's message and the checkpoint of what it recorded. */
export interface CommandAnswer {
  message: string;
  /** The task the call acted on or started (a new one for start and retry-with-new-settings). */
  session_id: string;
  checkpoint: string;
}

export interface StartAnswer extends CommandAnswer {
  status: 'queued';
}

/** manual-retry and retry-with-strategy: the retry scheduled, and the session it will start (its id is known now). */
export interface RetryAnswer extends CommandAnswer {
  retry_id: string;
  /** The task's manual retries, this one included (1-3). */
  retry_count: number;
  scheduled_for: string;
  new_session_id: string;
}

export interface ContinueAnswer extends CommandAnswer {
  success: true;
}

// ---- Streams (§4.4): GET /autopilot/{id}/stream?token= and GET /autopilot/retries/stream?token= ----

/** Seconds between heartbeats on an open stream. */
export const STREAM_HEARTBEAT_SECONDS = 15;

export type TaskStreamMessage =
  | { type: 'connected'; session_id: string; timestamp: string }
  | { type: 'heartbeat'; timestamp: string }
  /** The task as GET /autopilot/{id} answers it, after each change. */
  | { type: 'status_update'; session: TaskView; timestamp: string }
  /** The task reached completed or failed; the server closes the stream after it. */
  | { type: 'session_complete'; session: TaskView; timestamp: string }
  | { type: 'error'; message: string; timestamp: string };

export type RetryStreamMessage =
  | { type: 'connected'; timestamp: string }
  | { type: 'heartbeat'; timestamp: string }
  /** A retry was processed: the retry and the session it started (null until that session is readable). */
  | { type: 'retry_processed'; retry: RetryView; new_session: SessionView | null; timestamp: string }
  | { type: 'error'; message: string; timestamp: string };
