import type { TaskStatusView } from '../autopilot-progress.contract';
import type { RetryView, TaskTotalsView, TaskView } from '../autopilot.contract';

/**
 * The autopilot_tasks read model as the queries see it: one row per task not deleted, the view's fields under the
 * same names (the id as task_id), its retries kept whole so autopilot_retries can be written from the row alone.
 */
export interface AutopilotTasksRow extends Pick<
  TaskView,
  | 'progress'
  | 'draft_count'
  | 'search_params'
  | 'user_settings'
  | 'company_statuses'
  | 'draft_details'
  | 'restart_count'
  | 'is_rerun'
  | 'rerun_companies'
  | 'retry_count'
  | 'retry_of'
  | 'error'
  | 'performance_metrics'
> {
  task_id: string;
  user_id: string;
  status: TaskStatusView;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  /** TaskCompleted's totals, or the task's own at a stop-and-complete; null while it runs. */
  totals: TaskTotalsView | null;
  retries: RetryView[];
  /** Position of the last event applied to the row; re-applied older events are skipped. */
  position: string;
}

/** The autopilot_retries read model: each retry of a task not deleted, written whole from its task's row. */
export interface AutopilotRetriesRow extends Omit<RetryView, 'scheduled_for' | 'updated_at'> {
  user_id: string;
  scheduled_for: Date;
  updated_at: Date;
  /** The position of its task's row when written. */
  position: string;
}

export interface AutopilotReadModels {
  autopilot_tasks: AutopilotTasksRow;
  autopilot_retries: AutopilotRetriesRow;
}
