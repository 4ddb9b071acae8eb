import { stageLabel } from '@outreach/backend/autopilot/autopilot-progress.contract';
import type { TaskView } from '@outreach/backend/autopilot/autopilot.contract';
import { useId, useState, type ReactNode } from 'react';
import { focusRing } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import { STAGES, stageStates, type StepState } from './task-detail-rules';

const STATE_TEXT: Record<StepState, string> = {
  completed: 'completed',
  current: 'in progress',
  error: 'failed',
  upcoming: 'upcoming',
};

const DOT_CLASSES: Record<StepState, string> = {
  completed: 'border-green-600 bg-green-600 text-white dark:border-green-500 dark:bg-green-500',
  current:
    'border-indigo-600 bg-white text-indigo-700 dark:border-indigo-400 dark:bg-gray-900 dark:text-indigo-300',
  error: 'border-red-600 bg-red-600 text-white dark:border-red-500 dark:bg-red-500',
  upcoming: 'border-gray-300 bg-white text-gray-400 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-500',
};

const DOT_MARK: Record<StepState, string> = { completed: '✓', current: '•', error: '!', upcoming: '' };

/** Opens on hover and on keyboard focus, closes on leaving, blur or Escape. */
function InfoTooltip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span
      className="relative inline-flex"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        className={cn(
          'inline-flex h-6 w-6 items-center justify-center rounded-full border border-gray-300 text-xs font-semibold text-gray-600 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-300 dark:hover:bg-gray-800',
          focusRing,
        )}
      >
        <span aria-hidden="true">i</span>
      </button>
      <div
        id={id}
        role="tooltip"
        hidden={!open}
        className="absolute top-full right-0 z-20 mt-2 w-64 max-w-[calc(100vw-3rem)] rounded-md border border-gray-200 bg-white p-3 text-xs text-gray-700 shadow-lg dark:border-gray-700 dark:bg-gray-800 dark:text-gray-200"
      >
        {children}
      </div>
    </span>
  );
}

/** Spec §2.2: the five stages with their states, the progress bar, the §4.3 label and the task's particulars. */
export function TaskProgressCard({ task }: { task: TaskView }) {
  const states = stageStates(task);
  const label = stageLabel(task.status, task.progress);
  const limit = task.search_params.limit;
  return (
    <section
      aria-labelledby="task-progress-heading"
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="task-progress-heading" className="font-semibold text-gray-900 dark:text-gray-100">
            Task Progress
          </h2>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {label} · {task.progress}%
          </p>
        </div>
        <InfoTooltip label="Task particulars">
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
            <dt className="font-medium">Started</dt>
            <dd>
              <DateTime value={task.created_at} />
            </dd>
            <dt className="font-medium">Completed</dt>
            <dd>{task.completed_at ? <DateTime value={task.completed_at} /> : 'Not yet'}</dd>
            <dt className="font-medium">Job titles</dt>
            <dd className="break-words">{task.search_params.job_titles.join(', ')}</dd>
            <dt className="font-medium">Email limit</dt>
            <dd>{limit ? limit : 'No limit set'}</dd>
          </dl>
        </InfoTooltip>
      </div>
      <ProgressBar
        label="Task progress"
        value={task.progress}
        valueText={`${label}, ${task.progress}%`}
        percent={task.progress}
        status={task.status}
        trackClassName="h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
        fillClassName={cn(
          'h-full rounded-full transition-[width]',
          task.status === 'failed' ? 'bg-red-600 dark:bg-red-500' : 'bg-indigo-600 dark:bg-indigo-400',
        )}
      />
      <ol aria-label="Stages" className="grid grid-cols-5 gap-1">
        {STAGES.map(({ name }) => {
          const state = states[name];
          return (
            <li
              key={name}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex min-w-0 flex-col items-center gap-1 text-center"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex h-7 w-7 items-center justify-center rounded-full border-2 text-xs font-bold',
                  DOT_CLASSES[state],
                  state === 'current' && 'animate-pulse motion-reduce:animate-none',
                )}
              >
                {DOT_MARK[state]}
              </span>
              <span className="text-[11px] leading-tight break-words text-gray-800 sm:text-xs dark:text-gray-200">
                {name}
              </span>
              <span className="sr-only">{STATE_TEXT[state]}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
