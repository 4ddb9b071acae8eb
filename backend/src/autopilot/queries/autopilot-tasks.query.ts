import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Selectable } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { isoOrNull, isoTimestamp } from '../../platform/database/timestamps';
import { TaskNotFound } from '../autopilot-task.errors';
import type {
  CompanySummaryEntry,
  RetryView,
  SessionsPage,
  SessionsQuery,
  SessionView,
  TaskView,
} from '../autopilot.contract';
import type { AutopilotReadModels, AutopilotRetriesRow, AutopilotTasksRow } from './autopilot-tasks.row';

/** §9: the retries list keeps the 30 most recently updated. */
export const MAX_LISTED_RETRIES = 30;

function taskViewOf(row: Selectable<AutopilotTasksRow>): TaskView {
  return {
    _id: row.task_id,
    status: row.status,
    progress: row.progress,
    created_at: isoTimestamp(row.created_at),
    updated_at: isoTimestamp(row.updated_at),
    completed_at: isoOrNull(row.completed_at),
    ...row.totals,
    draft_count: row.draft_count,
    performance_metrics: row.performance_metrics,
    search_params: row.search_params,
    company_names: row.search_params.company_names,
    user_settings: row.user_settings,
    company_statuses: row.company_statuses,
    draft_details: row.draft_details,
    restart_count: row.restart_count,
    is_rerun: row.is_rerun,
    rerun_companies: row.rerun_companies,
    retry_count: row.retry_count,
    is_retry: row.retry_of !== null,
    retry_company: row.retry_of ? row.search_params.company_names.join(', ') : null,
    retry_of: row.retry_of,
    error: row.error,
    scheduled_retries: row.retries,
  };
}

function sessionViewOf(row: Selectable<AutopilotTasksRow>): SessionView {
  const { company_statuses, draft_details: _, ...task } = taskViewOf(row);
  const summaries: Record<string, CompanySummaryEntry> = {};
  for (const [name, { jobs_data: _jobs, contacts: _contacts, ...summary }] of Object.entries(
    company_statuses,
  )) {
    summaries[name] = summary;
  }
  return { ...task, company_statuses: summaries };
}

const retryViewOf = ({
  user_id: _,
  position: _position,
  ...row
}: Selectable<AutopilotRetriesRow>): RetryView => ({
  ...row,
  scheduled_for: isoTimestamp(row.scheduled_for),
  updated_at: isoTimestamp(row.updated_at),
});

/** Reads the caller's autopilot tasks and retries; every statement is scoped to one user. */
@Injectable()
export class AutopilotTasksQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<AutopilotReadModels>) {}

  /** Newest first; a page of `limit` from `offset`. */
  async sessions(userId: string, { limit, offset }: SessionsQuery): Promise<SessionsPage> {
    const rows = await this.db
      .selectFrom('autopilot_tasks')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('task_id', 'desc')
      .limit(limit + 1)
      .offset(offset)
      .execute();
    return { sessions: rows.slice(0, limit).map(sessionViewOf), has_more: rows.length > limit };
  }

  /** Another user's task, or a deleted one, is not found. */
  async task(userId: string, taskId: string): Promise<TaskView> {
    const task = await this.findTask(userId, taskId);
    if (!task) throw new TaskNotFound();
    return task;
  }

  /** The task as GET /autopilot/{id} answers it; null when the caller has no such task (yet, or any more). */
  async findTask(userId: string, taskId: string): Promise<TaskView | null> {
    const row = await this.taskRow(userId, taskId);
    return row ? taskViewOf(row) : null;
  }

  /** The task as the sessions list shows it; null when the caller has no such task. */
  async findSession(userId: string, taskId: string): Promise<SessionView | null> {
    const row = await this.taskRow(userId, taskId);
    return row ? sessionViewOf(row) : null;
  }

  /** The caller's processed retries, each with the session it started. */
  async processedRetries(userId: string): Promise<RetryView[]> {
    const rows = await this.db
      .selectFrom('autopilot_retries')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'processed')
      .orderBy('updated_at')
      .orderBy('id')
      .execute();
    return rows.map(retryViewOf);
  }

  private taskRow(userId: string, taskId: string) {
    return this.db
      .selectFrom('autopilot_tasks')
      .selectAll()
      .where('user_id', '=', userId)
      .where('task_id', '=', taskId)
      .executeTakeFirst();
  }

  /** The most recently updated first, scheduled or processed. */
  async scheduledRetries(userId: string): Promise<{ scheduled_retries: RetryView[] }> {
    const rows = await this.db
      .selectFrom('autopilot_retries')
      .selectAll()
      .where('user_id', '=', userId)
      // A retry whose every company a later decision took over will never run: it is not a scheduled retry.
      .where('status', '<>', 'cancelled')
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(MAX_LISTED_RETRIES)
      .execute();
    return { scheduled_retries: rows.map(retryViewOf) };
  }
}
