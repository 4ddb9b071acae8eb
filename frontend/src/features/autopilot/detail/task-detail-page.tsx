import { stageLabel, type TaskStatusView } from '@outreach/backend/autopilot/autopilot-progress.contract';
import type { DraftDetailView, TaskView } from '@outreach/backend/autopilot/autopilot.contract';
import { useEffect, useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateTime } from '../../../components/ui/date-time';
import { QueryError } from '../../../components/ui/fetch-error';
import { BackIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { toastFailure } from '../../../lib/toast-failure';
import { useAutopilotTaskQuery, useForceCompleteMutation } from '../autopilot.api';
import { CompanyProgressList } from './company-progress-list';
import { ContinueWithoutJobsDialog, ReviewJobsDialog } from './review-dialogs';
import { StageDetailsPanel } from './stage-details-panel';
import { TaskProgressCard } from './task-progress-card';
import { ALL_TASKS_PATH, companyNamesOf, pollingInterval, runningNotice } from './task-detail-rules';
import { useTaskStream } from './use-task-stream';

/** What the drafts modal the app plugs in is given: the task's drafts of one company, or all of them. */
export interface TaskDraftsModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  drafts: readonly Pick<DraftDetailView, 'draft_id' | 'was_existing'>[];
  /** The task's start: drafts created before it were already there (§3.5 was_existing, when the task does not say). */
  since: string;
}

interface TaskDetailPageProps {
  /** The drafts feature's modal (features do not import each other; app/ composes them). */
  DraftsModal: ComponentType<TaskDraftsModalProps>;
  /** Milliseconds since the epoch; tests pass a fixed one. */
  clock?: () => number;
}

const STATUS_TEXT: Record<TaskView['status'], string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
};

const STATUS_TONE = { queued: 'grey', running: 'blue', completed: 'green', failed: 'red' } as const;

/** How often the page looks at the clock again for the running notices. */
const CLOCK_TICK_MS = 15_000;

function useNow(clock: () => number, ticking: boolean): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (!ticking) return;
    setNow(clock());
    const timer = setInterval(() => setNow(clock()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [clock, ticking]);
  return now;
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/** Spec §2.2: /autopilot/task/{taskId}. A different task starts afresh (its own stream and fallback). */
export function TaskDetailPage(props: TaskDetailPageProps) {
  const { taskId = '' } = useParams();
  return <TaskDetailScreen key={taskId} taskId={taskId} {...props} />;
}

function TaskDetailScreen({
  taskId,
  DraftsModal,
  clock = Date.now,
}: TaskDetailPageProps & { taskId: string }) {
  // The stream needs the loaded status and the query its polling, so the status is mirrored for the next render.
  const [status, setStatus] = useState<TaskStatusView>();
  const { polling } = useTaskStream(taskId, status);
  const query = useAutopilotTaskQuery(taskId, {
    pollingInterval: polling && status ? pollingInterval(status) : 0,
  });
  const loadedStatus = query.data?.status;
  useEffect(() => setStatus(loadedStatus), [loadedStatus]);

  if (query.isLoading) return <Spinner label="Loading task..." />;
  if (isNotFound(query.error)) {
    return (
      <div className="mx-auto max-w-md space-y-4 py-12 text-center">
        <h1 className="text-xl font-semibold text-gray-900 dark:text-gray-100">Task not found</h1>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          It may have been deleted, or it belongs to another account.
        </p>
        <Link to={paths.autopilot} className={buttonClasses('primary')}>
          Back to Autopilot Tasks
        </Link>
      </div>
    );
  }
  if (query.isError || !query.data) {
    return <QueryError message="Failed to load the task" query={query} framed />;
  }
  return <TaskDetail task={query.data} DraftsModal={DraftsModal} clock={clock} />;
}

interface DraftsShown {
  title: string;
  drafts: TaskDraftsModalProps['drafts'];
}

function TaskDetail({ task, DraftsModal, clock }: { task: TaskView } & Required<TaskDetailPageProps>) {
  const now = useNow(clock, task.status === 'running');
  const notice = runningNotice(task, now);
  const [draftsShown, setDraftsShown] = useState<DraftsShown | null>(null);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [withoutJobs, setWithoutJobs] = useState<string | null>(null);
  const [confirmingStop, setConfirmingStop] = useState(false);
  const [forceComplete, stopping] = useForceCompleteMutation();

  const companies = companyNamesOf(task);
  const ended = Object.values(task.company_statuses).filter(
    (company) => company.status === 'completed' || company.status === 'failed',
  ).length;
  const over = task.status === 'completed' || task.status === 'failed';

  const openDrafts = (company: string | null) =>
    setDraftsShown({
      title: company ? `Drafts for ${company}` : 'Generated Drafts',
      drafts: company ? task.draft_details.filter((draft) => draft.company === company) : task.draft_details,
    });

  const stop = async () => {
    try {
      const answer = await forceComplete(task._id).unwrap();
      toast.success(answer.message);
    } catch (error) {
      toastFailure('Failed to stop and complete task', error);
    }
    setConfirmingStop(false);
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="space-y-3">
        <Link to={paths.autopilot} className={buttonClasses('ghost', 'sm')}>
          <BackIcon aria-hidden="true" className="h-4 w-4" />
          Back
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold text-gray-900 dark:text-gray-100">Task Details</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
            <Badge tone={STATUS_TONE[task.status]}>{STATUS_TEXT[task.status]}</Badge>
            <span>
              Last updated <DateTime value={task.updated_at} />
            </span>
          </p>
        </div>
      </div>

      {notice === 'stop-banner' && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
        >
          <p>
            {task.progress >= 90
              ? 'This task is nearly done. You can stop it now and keep the drafts generated so far.'
              : 'This task has been running for more than 10 minutes. You can stop it now and keep the drafts generated so far.'}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setConfirmingStop(true)}>
            Stop and Complete
          </Button>
        </div>
      )}
      {notice === 'note' && (
        <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
          This task has been running for more than 5 minutes. Larger tasks take longer; this page updates as
          each company finishes.
        </p>
      )}

      <section
        aria-labelledby="task-summary-heading"
        className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
      >
        <h2 id="task-summary-heading" className="font-semibold break-words text-gray-900 dark:text-gray-100">
          Outreach to {task.search_params.company_names.length} Companies for{' '}
          {task.search_params.job_titles.join(', ')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {(
            [
              ['Companies', task.search_params.company_names.length],
              ['Drafts Generated', task.draft_count],
              ['Status', STATUS_TEXT[task.status]],
            ] as const
          ).map(([label, value]) => (
            <div
              key={label}
              // Two counts a row on a phone, the status under them: a status word does not fit a third.
              className={cn(
                'rounded-md bg-gray-50 p-3 dark:bg-gray-800',
                label === 'Status' && 'col-span-2 sm:col-span-1',
              )}
            >
              <dt className="text-xs font-medium text-gray-600 uppercase dark:text-gray-400">{label}</dt>
              <dd className="mt-1 text-lg font-semibold break-words text-gray-900 dark:text-gray-100">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {task.status === 'failed' && task.error && (
          <p className="text-sm text-red-700 dark:text-red-400">This task failed: {task.error}</p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {task.draft_details.length > 0 && (
            <Button size="sm" variant="secondary" onClick={() => openDrafts(null)}>
              View All Drafts
            </Button>
          )}
          {over && <TextLink to={ALL_TASKS_PATH}>View All Tasks</TextLink>}
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <TaskProgressCard task={task} />
          <p aria-live="polite" className="text-sm text-gray-700 dark:text-gray-300">
            {stageLabel(task.status, task.progress)}: {ended} of {companies.length} companies finished,{' '}
            {task.draft_count} drafts generated.
          </p>
          <CompanyProgressList task={task} onOpenDrafts={openDrafts} onReview={setReviewing} />
        </div>
        <StageDetailsPanel task={task} />
      </div>

      <ReviewJobsDialog
        task={task}
        company={reviewing}
        onClose={() => setReviewing(null)}
        onWithoutJobs={(company) => {
          setReviewing(null);
          setWithoutJobs(company);
        }}
      />
      <ContinueWithoutJobsDialog
        taskId={task._id}
        company={withoutJobs}
        onClose={() => setWithoutJobs(null)}
      />
      <DraftsModal
        open={draftsShown !== null}
        onOpenChange={(open) => !open && setDraftsShown(null)}
        title={draftsShown?.title ?? 'Generated Drafts'}
        drafts={draftsShown?.drafts ?? []}
        since={task.created_at}
      />
      <ConfirmDialog
        open={confirmingStop}
        onOpenChange={setConfirmingStop}
        title="Stop and Complete"
        confirmLabel="Stop and Complete"
        busyLabel="Stopping..."
        busy={stopping.isLoading}
        onConfirm={() => void stop()}
      >
        <p>
          Stop this task now? Companies not finished yet get no drafts; the drafts generated so far are kept.
        </p>
      </ConfirmDialog>
    </div>
  );
}
