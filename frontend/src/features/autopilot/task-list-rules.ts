import {
  distinctNames,
  isRetryableCompany,
  MAX_COMPANY_ATTEMPTS,
  MAX_MANUAL_RETRIES,
  NOTHING_TO_RETRY_MESSAGE,
  RERUN_NEEDS_COMPANY_MESSAGE,
  RETRY_DELAY_DAYS,
  RETRY_LIMIT_REACHED_MESSAGE,
} from '@outreach/backend/autopilot/autopilot-rules.contract';
import type { SessionView } from './autopilot.api';

export { MAX_MANUAL_RETRIES, RETRY_DELAY_DAYS };

export type TaskTab = 'in_progress' | 'completed' | 'retrying';

export interface TaskGroups {
  in_progress: SessionView[];
  retrying: SessionView[];
  completed: SessionView[];
}

/** §2.1's words when a tab has no task. */
export const EMPTY_TAB_TEXT: Record<TaskTab, string> = {
  in_progress: 'No autopilot tasks are currently running.',
  retrying: 'No tasks currently retrying or scheduled for retry.',
  completed: 'No completed tasks without retries scheduled.',
};

export const TAB_LABELS: Record<TaskTab, string> = {
  in_progress: 'In Progress',
  completed: 'Completed',
  retrying: 'Retrying',
};

// §2.1 names in_progress beside running and queued; the read model says running, but an older row may not.
const ACTIVE: readonly string[] = ['running', 'queued', 'in_progress'];

export const isActive = (task: Pick<SessionView, 'status'>): boolean => ACTIVE.includes(task.status);

const hasWaitingRetry = (task: SessionView): boolean =>
  task.scheduled_retries.some((retry) => retry.status === 'scheduled');

/**
 * §2.1's grouping: a retry's session that runs, waits or failed is Retrying, as is a task with a retry still
 * scheduled (§4.1: completed goes to retrying, and back once none remains); other running or queued tasks are In
 * Progress; the rest have ended and are Completed (a failed task too, which is where Restart is offered).
 */
export function tabOf(task: SessionView): TaskTab {
  if (task.is_retry && (isActive(task) || task.status === 'failed')) return 'retrying';
  if (isActive(task)) return 'in_progress';
  if (hasWaitingRetry(task)) return 'retrying';
  return 'completed';
}

export function groupTasks(tasks: readonly SessionView[]): TaskGroups {
  const groups: TaskGroups = { in_progress: [], retrying: [], completed: [] };
  for (const task of tasks) groups[tabOf(task)].push(task);
  return groups;
}

/** In Progress and Retrying show only when they hold a task; Completed always shows. */
export function visibleTabs(groups: TaskGroups): TaskTab[] {
  return (['in_progress', 'completed', 'retrying'] as const).filter(
    (tab) => tab === 'completed' || groups[tab].length > 0,
  );
}

/** The tab to show: the one asked for while it shows, else In Progress when it has tasks, else Completed. */
export function shownTab(requested: TaskTab | null, groups: TaskGroups): TaskTab {
  const tabs = visibleTabs(groups);
  if (requested && tabs.includes(requested)) return requested;
  return groups.in_progress.length > 0 ? 'in_progress' : 'completed';
}

/** §5: the task's companies a manual retry would take (completed without jobs, or failed, with attempts left). */
export function retryableCompanies(task: Pick<SessionView, 'company_statuses'>): string[] {
  return Object.entries(task.company_statuses)
    .filter(([, company]) => isRetryableCompany(company))
    .map(([name]) => name);
}

/** §2.1: manual retry is offered on a completed task with retryable companies. */
export const offersManualRetry = (task: SessionView): boolean =>
  task.status === 'completed' && retryableCompanies(task).length > 0;

/** §2.1: restart is offered on a failed task. */
export const offersRestart = (task: SessionView): boolean => task.status === 'failed';

/** §4.1: completed tasks can be rerun for selected companies; the server takes failed ones too. */
export const offersRerun = (task: SessionView): boolean =>
  task.status === 'completed' || task.status === 'failed';

/** §5's toast when a manual retry cannot start, or null when it can. */
export function manualRetryRefusal(task: SessionView): string | null {
  if (task.retry_count >= MAX_MANUAL_RETRIES) return RETRY_LIMIT_REACHED_MESSAGE;
  if (retryableCompanies(task).length === 0) return NOTHING_TO_RETRY_MESSAGE;
  return null;
}

/** The confirmation's 'N / 3': the number the retry about to start would be. */
export const retryCountText = (task: Pick<SessionView, 'retry_count'>): string =>
  `${Math.min(task.retry_count + 1, MAX_MANUAL_RETRIES)} / ${MAX_MANUAL_RETRIES}`;

export type RetryTiming = 'now' | '1day' | 'delayed';

export const RETRY_DAYS_MESSAGE = `Choose a delay of ${RETRY_DELAY_DAYS.min} to ${RETRY_DELAY_DAYS.max} days.`;

/** §5: a custom delay is a whole number of days from 1 to 5. */
export function retryDaysProblem(days: number): string | null {
  return Number.isInteger(days) && days >= RETRY_DELAY_DAYS.min && days <= RETRY_DELAY_DAYS.max
    ? null
    : RETRY_DAYS_MESSAGE;
}

/** §7.1: now is the manual-retry call; later is retry-with-strategy with delay_hours (24, or days × 24). */
export function retryCall(
  timing: RetryTiming,
  days: number,
):
  | { call: 'manual-retry' }
  | { call: 'retry-with-strategy'; strategy: '1day' | 'delayed'; delay_hours: number } {
  if (timing === 'now') return { call: 'manual-retry' };
  if (timing === '1day') return { call: 'retry-with-strategy', strategy: '1day', delay_hours: 24 };
  return { call: 'retry-with-strategy', strategy: 'delayed', delay_hours: days * 24 };
}

export interface RerunChoice {
  name: string;
  /** False once the company has had its 3 attempts: the server refuses to run it again. */
  available: boolean;
}

/** The task's companies for 'Rerun Selected Companies', each checkable while it has attempts left. */
export function rerunChoices(task: Pick<SessionView, 'company_names' | 'company_statuses'>): RerunChoice[] {
  return task.company_names.map((name) => {
    const company = Object.hasOwn(task.company_statuses, name) ? task.company_statuses[name] : undefined;
    return { name, available: (company?.attempt ?? 0) < MAX_COMPANY_ATTEMPTS };
  });
}

/** §5: a rerun needs at least one company checked. */
export const rerunProblem = (checked: readonly string[]): string | null =>
  checked.length === 0 ? RERUN_NEEDS_COMPANY_MESSAGE : null;

/** §5: titles typed are split at commas, trimmed, and kept once whatever their case. */
export function addJobTitles(titles: readonly string[], typed: string): string[] {
  return distinctNames([...titles, ...typed.split(',')]);
}

export const NO_COMPANY_MESSAGE = 'Please select at least one company to continue';
export const NO_JOB_TITLE_MESSAGE = 'Please add at least one job title to continue';

/** §5: the start button's hint, or null once a company and a title are given. */
export function startProblem(companies: readonly string[], titles: readonly string[]): string | null {
  if (companies.length === 0) return NO_COMPANY_MESSAGE;
  if (titles.length === 0) return NO_JOB_TITLE_MESSAGE;
  return null;
}

/** -1 is unlimited (Pro). */
export const isAtSelectionLimit = (selected: number, limit: number): boolean =>
  limit >= 0 && selected >= limit;

/**
 * §4.1 and §9: poll every 5 s while a task runs and every 10 s while one waits in the queue, only while no push
 * can tell (the socket is down); completed and failed tasks are never polled. While the retry stream is down
 * (§4.4's fallback), tasks with a retry to come are polled every 10 s too.
 */
export function pollingInterval(
  tasks: readonly SessionView[],
  { pushes, retryStream }: { pushes: boolean; retryStream: boolean },
): number {
  if (!pushes && tasks.some((task) => isActive(task) && task.status !== 'queued')) return 5000;
  if (!pushes && tasks.some((task) => task.status === 'queued')) return 10_000;
  if (!retryStream && tasks.some((task) => tabOf(task) === 'retrying')) return 10_000;
  return 0;
}

/** A task made in this page that the server has not listed yet: a temporary id until the start call answers. */
export interface PendingTask {
  key: string;
  /** temp_… until the start call answers, then the server's session id. */
  id: string;
  company_names: string[];
  job_titles: string[];
  created_at: string;
}

export const TEMP_ID_PREFIX = 'temp_';

/** §4.1: a new task shows at once as a queued item at progress 0. */
export function pendingSession(pending: PendingTask): SessionView {
  return {
    _id: pending.id,
    status: 'queued',
    progress: 0,
    created_at: pending.created_at,
    updated_at: pending.created_at,
    completed_at: null,
    error: null,
    draft_count: 0,
    performance_metrics: null,
    search_params: { company_names: pending.company_names, job_titles: pending.job_titles },
    company_names: pending.company_names,
    user_settings: { job_score_threshold: 8 },
    company_statuses: {},
    restart_count: 0,
    is_rerun: false,
    rerun_companies: [],
    retry_count: 0,
    is_retry: false,
    retry_company: null,
    retry_of: null,
    scheduled_retries: [],
  };
}

export const isTemporary = (task: Pick<SessionView, '_id'>): boolean => task._id.startsWith(TEMP_ID_PREFIX);

/**
 * What the list shows: this page's new tasks the server has not listed yet (newest first), then the server's
 * tasks, without those deleted here whose delete has not failed.
 */
export function shownTasks(
  listed: readonly SessionView[],
  pending: readonly PendingTask[],
  deleting: ReadonlySet<string>,
): SessionView[] {
  const ids = new Set(listed.map((task) => task._id));
  const fresh = pending.filter((task) => !ids.has(task.id)).map(pendingSession);
  return [...fresh, ...listed].filter((task) => !deleting.has(task._id));
}

/** The pending tasks the server now lists are its own: they leave the page's list of new ones. */
export function stillPending(pending: readonly PendingTask[], listed: readonly SessionView[]): PendingTask[] {
  const ids = new Set(listed.map((task) => task._id));
  const kept = pending.filter((task) => !ids.has(task.id));
  return kept.length === pending.length ? (pending as PendingTask[]) : kept;
}

/** A task's name in the list: its job titles at its companies. */
export function taskName(
  task: Pick<SessionView, 'search_params' | 'company_names' | 'retry_company'>,
): string {
  const companies = task.retry_company ?? task.company_names.join(', ');
  const titles = task.search_params.job_titles.join(', ');
  return titles ? `${titles} at ${companies}` : companies;
}

export type StatusTone = 'green' | 'grey' | 'blue' | 'red';

export function statusLabel(task: Pick<SessionView, 'status' | 'progress'>): {
  text: string;
  tone: StatusTone;
} {
  switch (task.status) {
    case 'completed':
      return { text: 'Completed', tone: 'green' };
    case 'failed':
      return { text: 'Failed', tone: 'red' };
    case 'queued':
      return { text: 'Queued', tone: 'grey' };
    default:
      return { text: `Running · ${task.progress}%`, tone: 'blue' };
  }
}
