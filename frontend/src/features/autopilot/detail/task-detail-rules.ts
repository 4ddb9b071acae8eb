import {
  companyProgress,
  stageLabel,
  type StageLabel,
  type TaskStatusView,
} from '@outreach/backend/autopilot/autopilot-progress.contract';
import type { CompanyStatusEntry, TaskView } from '@outreach/backend/autopilot/autopilot.contract';
import { generatePath } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** Spec §2.2: the Task Progress card's five stages, each the §4.3 label it stands for. */
export const STAGES = [
  { name: 'Initialization', label: 'Initializing' },
  { name: 'Finding Data', label: 'Searching' },
  { name: 'Score', label: 'Scoring' },
  { name: 'Saving', label: 'Saving' },
  { name: 'Done', label: 'Done' },
] as const satisfies readonly { name: string; label: StageLabel }[];

export type StageName = (typeof STAGES)[number]['name'];

/** Spec §4.2: a stage's state on the detail progress. */
export type StepState = 'completed' | 'current' | 'error' | 'upcoming';

const stageIndexOf = (label: StageLabel): number => STAGES.findIndex((stage) => stage.label === label);

/**
 * The stage a failed company stopped at: its failing step placed on the progress scale as if it were still running
 * there (the same placement as the read model's), then read as a §4.3 label.
 */
function failedStageIndex(company: CompanyStatusEntry): number {
  const progress = companyProgress({
    status: company.current_step === 'search' ? 'searching' : 'processing',
    current_step: company.current_step,
    contacts_found: company.contacts_found,
    drafts_generated: company.drafts_generated,
  });
  return stageIndexOf(stageLabel('running', progress));
}

/**
 * Each stage's state. Running and queued tasks are at the §4.3 stage of their progress; a completed task has every
 * stage completed; a failed task shows the error at the furthest stage a failed company reached (Initialization when
 * none began), since its progress reads 100 once it is over.
 */
export function stageStates(
  task: Pick<TaskView, 'status' | 'progress' | 'company_statuses'>,
): Record<StageName, StepState> {
  let current: number;
  let failed = false;
  if (task.status === 'completed') {
    current = STAGES.length;
  } else if (task.status === 'failed') {
    failed = true;
    const reached = Object.values(task.company_statuses)
      .filter((company) => company.status === 'failed')
      .map(failedStageIndex);
    current = Math.max(0, ...reached);
  } else {
    current = stageIndexOf(stageLabel(task.status, task.progress));
  }
  return Object.fromEntries(
    STAGES.map((stage, index) => [
      stage.name,
      index < current ? 'completed' : index > current ? 'upcoming' : failed ? 'error' : 'current',
    ]),
  ) as Record<StageName, StepState>;
}

/** Spec §4.1/§9: polled every 5 s while running, 10 s while queued; completed and failed tasks are not polled. */
export function pollingInterval(status: TaskStatusView): number {
  if (status === 'running') return 5_000;
  if (status === 'queued') return 10_000;
  return 0;
}

/** Spec §4.4: the live stream is open while the task is running or queued. */
export function isLive(status: TaskStatusView): boolean {
  return status === 'running' || status === 'queued';
}

/** Spec §9: after a stream error, polling takes over after 5 s. */
export const STREAM_FALLBACK_MS = 5_000;

const MINUTE_MS = 60_000;
/** Spec §2.2/§9: the stop-and-complete banner after more than 10 minutes or at progress 90 or more. */
export const STOP_BANNER_AFTER_MS = 10 * MINUTE_MS;
export const STOP_BANNER_PROGRESS = 90;
/** Spec §2.2/§9: a note after 5 minutes. */
export const LONG_RUN_NOTE_AFTER_MS = 5 * MINUTE_MS;

export type RunningNotice = 'none' | 'note' | 'stop-banner';

/** What a running task shows about its length, counted from its start; the banner replaces the note. */
export function runningNotice(
  task: Pick<TaskView, 'status' | 'progress' | 'created_at'>,
  nowMs: number,
): RunningNotice {
  if (task.status !== 'running') return 'none';
  const elapsed = nowMs - Date.parse(task.created_at);
  if (elapsed > STOP_BANNER_AFTER_MS || task.progress >= STOP_BANNER_PROGRESS) return 'stop-banner';
  if (elapsed > LONG_RUN_NOTE_AFTER_MS) return 'note';
  return 'none';
}

/** Spec §3.2: a company waiting for the user's review is processing at the step 'review'. */
export function isAwaitingReview(company: Pick<CompanyStatusEntry, 'status' | 'current_step'>): boolean {
  return company.status === 'processing' && company.current_step === 'review';
}

/** Spec §5: a job is below threshold when its score is under the threshold the company was scored against. */
export function thresholdOf(company: CompanyStatusEntry, task: Pick<TaskView, 'user_settings'>): number {
  return company.job_score_threshold ?? task.user_settings.job_score_threshold;
}

/** Spec §5/§9: continue without jobs drafts for 1-20 contacts, 5 by default. */
export const CONTACT_COUNT = { min: 1, max: 20, default: 5 } as const;

/** The typed number of contacts when it is a whole number from 1 to 20, else null. */
export function parseContactCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= CONTACT_COUNT.min && count <= CONTACT_COUNT.max ? count : null;
}

/** Spec §3.1: the task's companies, in the order they were given, then any the statuses add. */
export function companyNamesOf(task: Pick<TaskView, 'search_params' | 'company_statuses'>): string[] {
  const names = [...task.search_params.company_names];
  for (const name of Object.keys(task.company_statuses)) if (!names.includes(name)) names.push(name);
  return names;
}

/** The path of a task's detail page. */
export function taskDetailPath(taskId: string): string {
  return generatePath(paths.autopilotTask, { taskId });
}

/** Spec §2.2: 'Adjust score threshold in settings' and 'Adjust Threshold' lead to the Autopilot tab in retry mode. */
export function adjustThresholdPath(taskId: string): string {
  return `${paths.settings}?${new URLSearchParams({ tab: 'Autopilot', retry_task: taskId })}`;
}

/** Spec §2.2: 'View All Tasks' clears the list's cache. */
export const ALL_TASKS_PATH = `${paths.autopilot}?refresh=true`;
