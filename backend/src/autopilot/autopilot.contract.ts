import { z } from 'zod';
import { queryWholeNumber } from '../platform/http/request-fields';
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
  search_params: { company_names: string[]; job_titles: string[] };
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
