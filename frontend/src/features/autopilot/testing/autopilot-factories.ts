import type { CompanySummaryEntry, RetryView } from '@outreach/backend/autopilot/autopilot.contract';
import type { SessionView } from '../autopilot.api';

let sequence = 0;

/** A task id as the server makes them (a UUID), distinct per call. */
export function aTaskId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function aCompany(overrides: Partial<CompanySummaryEntry> = {}): CompanySummaryEntry {
  return {
    status: 'completed',
    current_step: 'done',
    attempt: 1,
    started_at: '2026-11-20T10:00:00.000Z',
    jobs_found: 2,
    contacts_found: 2,
    drafts_generated: 2,
    job_score_threshold: 8,
    selected_job_ids: [],
    review_choice: null,
    failure_reason: null,
    permanently_failed: false,
    duration: 30,
    retry_scheduled: false,
    retry_scheduled_for: null,
    ...overrides,
  };
}

export function aRetry(overrides: Partial<RetryView> = {}): RetryView {
  return {
    id: 'task/retry-1',
    task_id: 'task',
    retry_id: 'retry-1',
    company: 'Acme',
    companies: ['Acme'],
    status: 'scheduled',
    retry_count: 1,
    retry_strategy: '1day',
    retry_reason: 'manual_1day_retry',
    scheduled_for: '2026-11-21T10:00:00.000Z',
    new_session_id: null,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A completed task for 'Engineer' at Acme, unless told otherwise. */
export function aSession(overrides: Partial<SessionView> = {}): SessionView {
  const companies = overrides.company_names ?? ['Acme'];
  return {
    _id: aTaskId(),
    status: 'completed',
    progress: 100,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:05:00.000Z',
    completed_at: '2026-11-20T10:05:00.000Z',
    error: null,
    draft_count: 2,
    performance_metrics: null,
    search_params: { company_names: companies, job_titles: ['Engineer'] },
    company_names: companies,
    user_settings: { job_score_threshold: 8 },
    company_statuses: Object.fromEntries(companies.map((name) => [name, aCompany()])),
    restart_count: 0,
    is_rerun: false,
    rerun_companies: [],
    retry_count: 0,
    is_retry: false,
    retry_company: null,
    retry_of: null,
    scheduled_retries: [],
    ...overrides,
  };
}
