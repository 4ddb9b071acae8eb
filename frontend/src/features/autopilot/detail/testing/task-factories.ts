import type { CompanyStatusEntry, TaskView } from '@outreach/backend/autopilot/autopilot.contract';

export const TASK_ID = '3f1c2b4a-0000-4000-8000-000000000001';

export function aCompany(overrides: Partial<CompanyStatusEntry> = {}): CompanyStatusEntry {
  return {
    status: 'searching',
    current_step: 'search',
    attempt: 1,
    started_at: '2026-01-10T10:00:10Z',
    jobs_found: 0,
    contacts_found: 0,
    drafts_generated: 0,
    job_score_threshold: null,
    jobs_data: [],
    selected_job_ids: [],
    review_choice: null,
    contacts: [],
    failure_reason: null,
    permanently_failed: false,
    duration: null,
    retry_scheduled: false,
    retry_scheduled_for: null,
    ...overrides,
  };
}

export function aTask(overrides: Partial<TaskView> = {}): TaskView {
  const companyNames = overrides.search_params?.company_names ?? ['Acme'];
  return {
    _id: TASK_ID,
    status: 'running',
    progress: 30,
    created_at: '2026-01-10T10:00:00Z',
    updated_at: '2026-01-10T10:01:00Z',
    completed_at: null,
    error: null,
    draft_count: 0,
    performance_metrics: null,
    search_params: { company_names: companyNames, job_titles: ['Data Analyst'] },
    company_names: companyNames,
    user_settings: { job_score_threshold: 8 },
    company_statuses: {},
    draft_details: [],
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
