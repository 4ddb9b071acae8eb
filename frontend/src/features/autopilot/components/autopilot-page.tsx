import { MAX_LISTED_SESSIONS } from '@outreach/backend/autopilot/autopilot.contract';
import { companySelectionLimit } from '@outreach/backend/platform/plans/plan-limits.contract';
import * as Tabs from '@radix-ui/react-tabs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { api } from '../../../api/api';
import { useAppDispatch } from '../../../api/hooks';
import { planLimitOf, planLimitReached } from '../../../api/plan-limit.slice';
import { useSettingsAllQuery } from '../../../api/settings.api';
import { useRealtimeConnected } from '../../../api/use-realtime-connected';
import { Button, focusRing } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryError } from '../../../components/ui/fetch-error';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import {
  companyLimitReached,
  isTooManyCompanies,
  serverErrorMessage,
  toastCallFailure,
} from '../autopilot-failure';
import {
  useAutopilotSessionsQuery,
  useDeleteAutopilotTaskMutation,
  useRestartAutopilotTaskMutation,
  useStartAutopilotTaskMutation,
  type SessionView,
} from '../autopilot.api';
import {
  EMPTY_TAB_TEXT,
  groupTasks,
  manualRetryRefusal,
  pollingInterval,
  shownTab,
  shownTasks,
  stillPending,
  TAB_LABELS,
  taskName,
  TEMP_ID_PREFIX,
  visibleTabs,
  type PendingTask,
  type TaskTab,
} from '../task-list-rules';
import { useRetryStream, type RetryUpdate } from '../use-retry-stream';
import { CreateTaskPanel, emptyDraft, type TaskDraft } from './create-task-panel';
import { LaunchAnimation } from './launch-animation';
import { ManualRetryDialog } from './manual-retry-dialog';
import { ProfileStatusButton } from './profile-status';
import { RerunDialog } from './rerun-dialog';
import { RetryUpdates } from './retry-updates';
import { TaskTable } from './task-table';

const TASK_TAGS = [
  { type: 'AutopilotTask', id: 'LIST' },
  { type: 'AutopilotTask', id: 'RETRIES' },
] as const;

const triggerClasses = cn(
  '-mb-px border-b-2 border-transparent px-2.5 py-2 sm:px-4 text-sm font-medium text-gray-600 hover:text-gray-900 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 dark:text-gray-400 dark:hover:text-gray-100 dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-indigo-300',
  focusRing,
);

const withItem = (set: ReadonlySet<string>, id: string) => new Set(set).add(id);
const withoutItem = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  next.delete(id);
  return next;
};

/** Route /autopilot (spec §2.1): the user's autopilot tasks by tab, with their actions and a new task's panel. */
export function AutopilotPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const [offset, setOffset] = useState(0);
  const [requestedTab, setRequestedTab] = useState<TaskTab | null>(null);
  const [pending, setPending] = useState<PendingTask[]>([]);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const [restarting, setRestarting] = useState<ReadonlySet<string>>(new Set());
  const [deleteTarget, setDeleteTarget] = useState<SessionView | null>(null);
  const [retryTarget, setRetryTarget] = useState<SessionView | null>(null);
  const [rerunTarget, setRerunTarget] = useState<SessionView | null>(null);
  const [createOpen, setCreateOpen] = useState(false);
  const [draft, setDraft] = useState<TaskDraft>(emptyDraft);
  const [startError, setStartError] = useState<string | null>(null);
  const [launching, setLaunching] = useState(false);
  const [updates, setUpdates] = useState<RetryUpdate[]>([]);
  const temporaryIds = useRef(0);

  const pushes = useRealtimeConnected();
  const retryStreamDown = useRetryStream(
    useCallback(
      (update: RetryUpdate) => {
        setUpdates((now) => [update, ...now.filter((other) => other.key !== update.key)]);
        dispatch(api.util.invalidateTags([...TASK_TAGS]));
      },
      [dispatch],
    ),
  );

  const settings = useSettingsAllQuery();
  const [lastPolled, setLastPolled] = useState<readonly SessionView[]>([]);
  const sessions = useAutopilotSessionsQuery(offset > 0 ? { offset } : undefined, {
    pollingInterval: pollingInterval(lastPolled, { pushes, retryStream: !retryStreamDown }),
  });
  const listed = sessions.data?.sessions;
  useEffect(() => {
    if (listed) setLastPolled(listed);
  }, [listed]);
  // A new task the server lists is its own from then on, whether its id came before or after the list did.
  useEffect(() => {
    if (listed) setPending((now) => stillPending(now, listed));
  }, [listed, pending]);

  // §2.1: ?refresh=true (the detail page's 'View All Tasks') drops what is cached, then leaves the address.
  const refreshRequested = params.get('refresh') === 'true';
  useEffect(() => {
    if (!refreshRequested) return;
    dispatch(api.util.invalidateTags([...TASK_TAGS]));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('refresh');
        return next;
      },
      { replace: true },
    );
  }, [refreshRequested, dispatch, setParams]);

  const [startTask] = useStartAutopilotTaskMutation();
  const [deleteTask] = useDeleteAutopilotTaskMutation();
  const [restartTask] = useRestartAutopilotTaskMutation();

  const tasks = shownTasks(listed ?? [], offset === 0 ? pending : [], deleting);
  const groups = groupTasks(tasks);
  const tab = shownTab(requestedTab, groups);

  const start = async (company_names: string[], job_titles: string[]) => {
    temporaryIds.current += 1;
    const key = `${TEMP_ID_PREFIX}${Date.now()}_${temporaryIds.current}`;
    setPending((now) => [
      { key, id: key, company_names, job_titles, created_at: new Date().toISOString() },
      ...now,
    ]);
    setStartError(null);
    setCreateOpen(false);
    setOffset(0);
    setRequestedTab('in_progress');
    setLaunching(true);
    try {
      const answer = await startTask({ company_names, job_titles }).unwrap();
      setPending((now) => now.map((task) => (task.key === key ? { ...task, id: answer.session_id } : task)));
      setDraft(emptyDraft);
    } catch (error) {
      setPending((now) => now.filter((task) => task.key !== key));
      setStartError(serverErrorMessage(error, 'Failed to start the autopilot task'));
      if (isTooManyCompanies(error)) {
        const plan = settings.data?.plan_name ?? '';
        const limit = companySelectionLimit(plan);
        const detail = serverErrorMessage(error, '');
        dispatch(planLimitReached(companyLimitReached(plan, limit, company_names.length, detail)));
      } else if (!planLimitOf(error)) {
        // The upgrade dialog speaks for a limit; any other refusal is said in the panel, reopened as it was.
        setCreateOpen(true);
      }
    } finally {
      setLaunching(false);
    }
  };

  const remove = async (task: SessionView) => {
    setDeleteTarget(null);
    setDeleting((now) => withItem(now, task._id));
    try {
      await deleteTask(task._id).unwrap();
      toast.success('Task deleted');
    } catch (error) {
      setDeleting((now) => withoutItem(now, task._id));
      toastCallFailure(error, 'Failed to delete task');
    }
  };

  const restart = async (task: SessionView) => {
    setRestarting((now) => withItem(now, task._id));
    try {
      const answer = await restartTask(task._id).unwrap();
      toast.success(answer.message);
    } catch (error) {
      toastCallFailure(error, 'Failed to restart task');
    } finally {
      setRestarting((now) => withoutItem(now, task._id));
    }
  };

  const askManualRetry = (task: SessionView) => {
    const refusal = manualRetryRefusal(task);
    if (refusal) toast.error(refusal);
    else setRetryTarget(task);
  };

  const hasOlder = sessions.data?.has_more ?? false;

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Autopilot Tasks</h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            Monitor your AI-powered job search automation.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void sessions.refetch()} disabled={sessions.isFetching}>
            {sessions.isFetching && !sessions.isLoading ? 'Refreshing…' : 'Refresh'}
          </Button>
          <ProfileStatusButton status={settings.data?.profile_status} query={settings} />
          <Button onClick={() => setCreateOpen(true)} aria-haspopup="dialog">
            + Create New Task
          </Button>
        </div>
      </div>

      {sessions.isError && <QueryError framed message="Failed to fetch tasks" query={sessions} />}
      {sessions.isLoading && <Spinner label="Loading tasks..." />}
      {(sessions.data || pending.length > 0) && (
        <Tabs.Root
          value={tab}
          onValueChange={(value) => setRequestedTab(value as TaskTab)}
          className="space-y-4"
        >
          <Tabs.List
            aria-label="Task groups"
            className="flex flex-wrap border-b border-gray-200 dark:border-gray-800"
          >
            {visibleTabs(groups).map((shown) => (
              <Tabs.Trigger key={shown} value={shown} className={triggerClasses}>
                {TAB_LABELS[shown]} ({groups[shown].length})
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {visibleTabs(groups).map((shown) => (
            <Tabs.Content key={shown} value={shown} className={cn('rounded', focusRing)}>
              {groups[shown].length === 0 ? (
                <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-sm text-gray-600 dark:border-gray-700 dark:text-gray-400">
                  {EMPTY_TAB_TEXT[shown]}
                </p>
              ) : (
                <TaskTable
                  tab={shown}
                  tasks={groups[shown]}
                  actions={{
                    onRestart: (task) => void restart(task),
                    onManualRetry: askManualRetry,
                    onRerun: setRerunTarget,
                    onDelete: setDeleteTarget,
                    restarting,
                  }}
                />
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      {(offset > 0 || hasOlder) && (
        <nav aria-label="Task pages" className="flex justify-between gap-2">
          {offset > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={sessions.isFetching}
              onClick={() => setOffset(Math.max(0, offset - MAX_LISTED_SESSIONS))}
            >
              Newer tasks
            </Button>
          ) : (
            <span />
          )}
          {hasOlder && (
            <Button
              variant="secondary"
              size="sm"
              disabled={sessions.isFetching}
              onClick={() => setOffset(offset + MAX_LISTED_SESSIONS)}
            >
              Older tasks
            </Button>
          )}
        </nav>
      )}

      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => !open && setDeleteTarget(null)}
        title="Delete task?"
        confirmLabel="Delete"
        busy={false}
        onConfirm={() => deleteTarget && void remove(deleteTarget)}
      >
        <p>
          {deleteTarget && <span className="font-medium">{taskName(deleteTarget)}</span>} will be removed from
          your tasks.
        </p>
      </ConfirmDialog>
      <ManualRetryDialog
        task={retryTarget}
        onClose={() => setRetryTarget(null)}
        onRetried={() => setRequestedTab('retrying')}
      />
      <RerunDialog task={rerunTarget} onClose={() => setRerunTarget(null)} />
      <CreateTaskPanel
        open={createOpen}
        onOpenChange={setCreateOpen}
        draft={draft}
        onDraftChange={setDraft}
        planName={settings.data?.plan_name}
        startError={startError}
        onStart={(companies, titles) => void start(companies, titles)}
      />
      {launching && <LaunchAnimation />}
      <RetryUpdates updates={updates} onClear={() => setUpdates([])} />
    </section>
  );
}
