import { sql, type Transaction } from 'kysely';
import { taskProgress } from '@outreach/backend/autopilot/autopilot-progress.contract';
import {
  AUTOPILOT_TASK_EVENT_TYPES,
  type AutopilotTaskEvent,
  type RetryReason,
} from '@outreach/backend/autopilot/autopilot-task.events';
import type {
  CompanyStatusEntry,
  PerformanceMetricsView,
  RetryStrategyView,
  RetryView,
  TaskTotalsView,
} from '@outreach/backend/autopilot/autopilot.contract';
import type {
  AutopilotReadModels,
  AutopilotRetriesRow,
  AutopilotTasksRow,
} from '@outreach/backend/autopilot/queries/autopilot-tasks.row';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import { foldByKey, writeFolded } from '../runner/fold-by-key';
import {
  createTable,
  readStored,
  tombstonesOf,
  upsertGuarded,
  type KeyedTable,
  type TimestampsAsText,
} from '../runner/keyed-table';
import type { Projector } from '../runner/projector';

type TaskRow = TimestampsAsText<AutopilotTasksRow>;
type RetryRow = TimestampsAsText<AutopilotRetriesRow>;

export const autopilotTasksTable: KeyedTable<TaskRow> = {
  name: 'autopilot_tasks',
  key: 'task_id',
  columns: {
    task_id: 'text',
    user_id: 'text',
    status: 'text',
    progress: 'integer',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    completed_at: 'timestamptz NULL',
    error: 'text NULL',
    draft_count: 'integer',
    performance_metrics: 'jsonb NULL',
    search_params: 'jsonb',
    user_settings: 'jsonb',
    company_statuses: 'jsonb',
    draft_details: 'jsonb',
    restart_count: 'integer',
    is_rerun: 'boolean',
    rerun_companies: 'jsonb',
    retry_count: 'integer',
    retry_of: 'jsonb NULL',
    totals: 'jsonb NULL',
    retries: 'jsonb',
    position: 'text',
  },
  // Every query names one owner; the list reads newest first.
  indexes: [
    sql`CREATE INDEX autopilot_tasks_newest ON autopilot_tasks (user_id, created_at DESC, task_id DESC)`,
  ],
};

export const autopilotRetriesTable: KeyedTable<RetryRow> = {
  name: 'autopilot_retries',
  key: 'id',
  columns: {
    id: 'text',
    task_id: 'text',
    user_id: 'text',
    retry_id: 'text',
    company: 'text',
    companies: 'jsonb',
    status: 'text',
    retry_count: 'integer',
    retry_strategy: 'text',
    retry_reason: 'text',
    scheduled_for: 'timestamptz',
    new_session_id: 'text NULL',
    updated_at: 'timestamptz',
    position: 'text',
  },
  indexes: [
    sql`CREATE INDEX autopilot_retries_task ON autopilot_retries (task_id)`,
    sql`CREATE INDEX autopilot_retries_recent ON autopilot_retries (user_id, updated_at DESC, id)`,
  ],
};

const taskTombstones = tombstonesOf(autopilotTasksTable);

type TaskRecordedEvent = RecordedEvent & AutopilotTaskEvent;

const STRATEGY: Record<RetryReason, RetryStrategyView> = {
  automatic: 'automatic',
  manual: 'now',
  manual_1day_retry: '1day',
  manual_delayed_retry: 'delayed',
};

function withCompany(
  row: TaskRow,
  name: string,
  change: (company: CompanyStatusEntry) => CompanyStatusEntry,
): TaskRow {
  // A step for a company whose attempt has not begun (never sent by the decider) changes nothing.
  if (!Object.hasOwn(row.company_statuses, name)) return row;
  return {
    ...row,
    company_statuses: { ...row.company_statuses, [name]: change(row.company_statuses[name]) },
  };
}

function withoutCompanies(row: TaskRow, names: readonly string[]): TaskRow {
  const company_statuses = { ...row.company_statuses };
  for (const name of names) delete company_statuses[name];
  return { ...row, company_statuses };
}

function totalsOf(row: TaskRow): TaskTotalsView {
  const companies = Object.values(row.company_statuses);
  return {
    total_companies: row.search_params.company_names.length,
    total_jobs: companies.reduce((sum, company) => sum + company.jobs_found, 0),
    total_contacts: companies.reduce((sum, company) => sum + company.contacts_found, 0),
    total_drafts: companies.reduce((sum, company) => sum + company.drafts_generated, 0),
  };
}

const secondsBetween = (from: string, to: string): number =>
  Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));

function performanceOf(row: TaskRow, completedAt: string): PerformanceMetricsView {
  const durations = Object.values(row.company_statuses).flatMap((company) =>
    company.duration === null ? [] : [company.duration],
  );
  return {
    total_duration_seconds: secondsBetween(row.created_at, completedAt),
    avg_time_per_company:
      durations.length === 0 ? 0 : Math.round(durations.reduce((sum, d) => sum + d, 0) / durations.length),
  };
}

/**
 * Stopped and completed (as the decider folds it): each company under way ends completed with what it had, and
 * says the step it was stopped at; a company not begun stays out of company_statuses.
 */
function stoppedCompanies(row: TaskRow, at: string): TaskRow {
  const company_statuses = Object.fromEntries(
    Object.entries(row.company_statuses).map(([name, entry]): [string, CompanyStatusEntry] => [
      name,
      entry.status === 'completed' || entry.status === 'failed'
        ? entry
        : {
            ...entry,
            status: 'completed',
            current_step: 'done',
            stopped_at_step: entry.current_step,
            duration: secondsBetween(entry.started_at, at),
          },
    ]),
  );
  return { ...row, company_statuses };
}

/** Reopened by a restart or a rerun: the end it had is no longer its end. */
const reopened = (row: TaskRow): TaskRow => ({
  ...row,
  status: 'queued',
  completed_at: null,
  performance_metrics: null,
  totals: null,
  error: null,
});

function applyEvent(row: TaskRow | null, event: TaskRecordedEvent): TaskRow | null {
  if (event.type === 'TaskStarted') {
    // A task starts once; the decider records nothing for a repeated start.
    if (row) return row;
    const { data } = event;
    return {
      task_id: data.taskId,
      user_id: data.userId,
      status: 'queued',
      progress: 0,
      created_at: data.at,
      updated_at: data.at,
      completed_at: null,
      error: null,
      draft_count: 0,
      performance_metrics: null,
      search_params: { company_names: data.companyNames, job_titles: data.jobTitles },
      user_settings: { job_score_threshold: data.jobScoreThreshold },
      company_statuses: {},
      draft_details: [],
      restart_count: 0,
      is_rerun: false,
      rerun_companies: [],
      // A retry's session counts its task's manual retries on (§9: at most 3 per task).
      retry_count: data.priorManualRetries ?? 0,
      retry_of: data.retryOf ? { task_id: data.retryOf.taskId, retry_id: data.retryOf.retryId } : null,
      totals: null,
      retries: [],
      position: event.position,
    };
  }
  if (!row) return null;
  switch (event.type) {
    case 'CompanySearchStarted': {
      const { company, attempt, at } = event.data;
      const entry: CompanyStatusEntry = {
        status: 'searching',
        current_step: 'search',
        attempt,
        started_at: at,
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
      };
      return { ...row, status: 'running', company_statuses: { ...row.company_statuses, [company]: entry } };
    }
    case 'JobsFound': {
      const { company, jobs } = event.data;
      return withCompany(row, company, (entry) => ({
        ...entry,
        jobs_found: jobs.length,
        jobs_data: jobs.map((job) => ({
          id: job.id,
          title: job.title,
          company,
          location: job.location,
          score: job.score,
          matches: job.matches,
        })),
      }));
    }
    case 'CompanyScored': {
      const { threshold, jobsAboveThreshold } = event.data;
      return withCompany(row, event.data.company, (entry) => {
        const scored = {
          ...entry,
          job_score_threshold: threshold,
          selected_job_ids: entry.jobs_data.filter((job) => job.score >= threshold).map((job) => job.id),
        };
        // As the decider: jobs above the threshold (or none at all, completed next) go on to contacts.
        return jobsAboveThreshold > 0 || entry.jobs_found === 0
          ? { ...scored, status: 'processing', current_step: 'contacts' }
          : scored;
      });
    }
    case 'CompanyAwaitingReview':
      return withCompany(row, event.data.company, (entry) => ({
        ...entry,
        status: 'processing',
        current_step: 'review',
      }));
    case 'CompanyReviewResolved': {
      const resolution = event.data;
      return withCompany(row, resolution.company, (entry) => ({
        ...entry,
        status: 'processing',
        current_step: 'contacts',
        selected_job_ids: resolution.mode === 'selected_jobs' ? resolution.jobIds : [],
        review_choice:
          resolution.mode === 'selected_jobs'
            ? { mode: 'selected_jobs', job_ids: resolution.jobIds }
            : { mode: 'without_jobs', contact_count: resolution.contactCount },
      }));
    }
    case 'ContactsFound': {
      const { company, contacts } = event.data;
      return withCompany(row, company, (entry) => ({
        ...entry,
        current_step: 'drafting',
        contacts_found: contacts.length,
        contacts: contacts.map((contact) => ({
          contact_id: contact.contactId,
          name: contact.name,
          title: contact.title,
          score: contact.score,
          matches: contact.matches,
        })),
      }));
    }
    case 'DraftGenerated': {
      const { company, contactId, draftId, at } = event.data;
      const next = withCompany(row, company, (entry) => ({
        ...entry,
        drafts_generated: entry.drafts_generated + 1,
      }));
      // Drafts outlive a rerun of their company: they are the user's drafts, listed until the task is deleted.
      if (next.draft_details.some((draft) => draft.draft_id === draftId)) return next;
      const draft_details = [
        ...next.draft_details,
        { draft_id: draftId, company, contact_id: contactId, created_at: at },
      ];
      return { ...next, draft_details, draft_count: draft_details.length };
    }
    case 'CompanyCompleted': {
      const { company, jobsFound, contactsFound, draftsGenerated, at } = event.data;
      return withCompany(row, company, (entry) => ({
        ...entry,
        duration: secondsBetween(entry.started_at, at),
        status: 'completed',
        current_step: 'done',
        jobs_found: jobsFound,
        contacts_found: contactsFound,
        drafts_generated: draftsGenerated,
      }));
    }
    case 'CompanyFailed': {
      const { company, step, reason, permanentlyFailed, at } = event.data;
      return withCompany(row, company, (entry) => ({
        ...entry,
        duration: secondsBetween(entry.started_at, at),
        status: 'failed',
        current_step: step,
        failure_reason: reason,
        permanently_failed: permanentlyFailed,
      }));
    }
    case 'RetryScheduled': {
      const { taskId, retryId, companies, reason, retryNumber, scheduledFor, at } = event.data;
      const id = `${taskId}/${retryId}`;
      if (row.retries.some((retry) => retry.id === id)) return row;
      const attempts = Math.max(
        0,
        ...companies.map((name) =>
          Object.hasOwn(row.company_statuses, name) ? row.company_statuses[name].attempt : 0,
        ),
      );
      const retry: RetryView = {
        id,
        task_id: taskId,
        retry_id: retryId,
        company: companies.join(', '),
        companies,
        status: 'scheduled',
        retry_count: reason === 'automatic' ? attempts : retryNumber,
        retry_strategy: STRATEGY[reason],
        retry_reason: reason,
        scheduled_for: scheduledFor,
        new_session_id: null,
        updated_at: at,
      };
      return {
        ...row,
        retry_count: reason === 'automatic' ? row.retry_count : retryNumber,
        retries: [...row.retries, retry],
      };
    }
    case 'RetryCompaniesWithdrawn': {
      const { taskId, retryId, companies, at } = event.data;
      const id = `${taskId}/${retryId}`;
      const withdrawn = new Set(companies);
      const retries = row.retries.map((retry) => {
        if (retry.id !== id) return retry;
        const left = retry.companies.filter((name) => !withdrawn.has(name));
        return {
          ...retry,
          companies: left,
          company: left.join(', '),
          status: left.length === 0 ? ('cancelled' as const) : retry.status,
          updated_at: at,
        };
      });
      return { ...row, retries };
    }
    case 'RetryProcessed': {
      const { taskId, retryId, newTaskId, at } = event.data;
      const id = `${taskId}/${retryId}`;
      const retries = row.retries.map((retry) =>
        retry.id === id
          ? { ...retry, status: 'processed' as const, new_session_id: newTaskId, updated_at: at }
          : retry,
      );
      return { ...row, retries };
    }
    case 'TaskCompleted': {
      const { totalCompanies, totalJobs, totalContacts, totalDrafts, at } = event.data;
      return {
        ...row,
        status: 'completed',
        completed_at: at,
        performance_metrics: performanceOf(row, at),
        totals: {
          total_companies: totalCompanies,
          total_jobs: totalJobs,
          total_contacts: totalContacts,
          total_drafts: totalDrafts,
        },
      };
    }
    case 'TaskForceCompleted': {
      const stopped = stoppedCompanies(row, event.data.at);
      return {
        ...stopped,
        status: 'completed',
        completed_at: event.data.at,
        performance_metrics: performanceOf(stopped, event.data.at),
        totals: totalsOf(stopped),
      };
    }
    case 'TaskFailed':
      return { ...row, status: 'failed', error: event.data.reason };
    case 'TaskRestarted':
      return {
        ...withoutCompanies(reopened(row), event.data.companies),
        restart_count: event.data.restartCount,
      };
    case 'TaskRerunRequested':
      return {
        ...withoutCompanies(reopened(row), event.data.companies),
        is_rerun: true,
        rerun_companies: event.data.companies,
      };
    case 'TaskDeleted':
      return null;
    default: {
      const _never: never = event;
      return row;
    }
  }
}

/** What every event updates: each company's pending retry, the progress, the time and the position. */
function settled(row: TaskRow, event: TaskRecordedEvent): TaskRow {
  const pending = new Map<string, string>();
  for (const retry of row.retries) {
    if (retry.status !== 'scheduled') continue;
    for (const name of retry.companies) {
      const known = pending.get(name);
      if (known === undefined || retry.scheduled_for < known) pending.set(name, retry.scheduled_for);
    }
  }
  const company_statuses = Object.fromEntries(
    Object.entries(row.company_statuses).map(([name, entry]) => [
      name,
      { ...entry, retry_scheduled: pending.has(name), retry_scheduled_for: pending.get(name) ?? null },
    ]),
  );
  return {
    ...row,
    company_statuses,
    progress: taskProgress(row.status, row.search_params.company_names, company_statuses),
    updated_at: event.data.at,
    position: event.position,
  };
}

function evolveRow(row: TaskRow | null, event: TaskRecordedEvent): TaskRow | null {
  const next = applyEvent(row, event);
  return next && next !== row ? settled(next, event) : next;
}

const retryRowsOf = (task: TaskRow): RetryRow[] =>
  task.retries.map((retry) => ({ ...retry, user_id: task.user_id, position: task.position }));

/**
 * Each user's autopilot tasks, one row per task with its companies' outcomes and why (jobs with scores and
 * matches, the threshold, contacts chosen, the failing step), and the tasks' retries.
 */
export const autopilotTasksProjector: Projector<AutopilotReadModels> = {
  name: 'autopilot-tasks',
  // 2: a stop-and-complete ends the companies under way; a retry's session counts its task's manual retries on.
  version: 2,
  description:
    "Each user's autopilot tasks (status, progress, companies and why each ended as it did, drafts) and retries",
  handles: AUTOPILOT_TASK_EVENT_TYPES,
  tables: ['autopilot_tasks', 'autopilot_retries'],

  async migrate(trx) {
    await createTable(trx, autopilotTasksTable);
    await createTable(trx, taskTombstones);
    await createTable(trx, autopilotRetriesTable);
  },

  async apply(trx: Transaction<AutopilotReadModels>, recorded: RecordedEvent[]) {
    // The runner hands a projector only the events of the types it handles.
    const events = recorded as TaskRecordedEvent[];
    const keyOfEvent = (event: TaskRecordedEvent) => event.data.taskId;
    const keys = [...new Set(events.map(keyOfEvent))];
    const stored = await readStored(trx, autopilotTasksTable, keys, taskTombstones);
    const folded = foldByKey(events, {
      table: autopilotTasksTable,
      stored: stored.rows,
      tombstones: stored.tombstones,
      keyOfEvent,
      evolve: evolveRow,
      removes: (event) => event.type === 'TaskDeleted',
    });
    await writeFolded(trx, autopilotTasksTable, folded);
    await upsertGuarded(
      trx,
      taskTombstones,
      folded.deletes.map(({ key, position }) => ({ task_id: key, position })),
    );
    // A task's retries are its row's: rewritten whole with it, removed with it.
    const written = [...folded.inserts, ...folded.updates];
    const touched = [...written.map((row) => row.task_id), ...folded.deletes.map((removal) => removal.key)];
    if (touched.length > 0) {
      await sql`DELETE FROM autopilot_retries WHERE task_id = ANY(${touched}::text[])`.execute(trx);
      await upsertGuarded(trx, autopilotRetriesTable, written.flatMap(retryRowsOf));
    }
    // Pushes go to owners' rooms.
    return [...new Set(events.map((event) => event.data.userId))];
  },
};
