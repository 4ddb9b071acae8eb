import { generatePath, Link, useNavigate } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { textLinkClasses } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import type { SessionView } from '../autopilot.api';
import {
  isTemporary,
  offersManualRetry,
  offersRerun,
  offersRestart,
  statusLabel,
  taskName,
  type TaskTab,
} from '../task-list-rules';

export interface TaskActions {
  onRestart: (task: SessionView) => void;
  onManualRetry: (task: SessionView) => void;
  onRerun: (task: SessionView) => void;
  onDelete: (task: SessionView) => void;
  /** Tasks whose restart call runs. */
  restarting: ReadonlySet<string>;
}

const taskPath = (task: SessionView) => generatePath(paths.autopilotTask, { taskId: task._id });

function TaskNameCell({ task }: { task: SessionView }) {
  const name = taskName(task);
  if (isTemporary(task)) return <span className="font-medium">{name}</span>;
  return (
    <Link to={taskPath(task)} className={textLinkClasses}>
      {name}
    </Link>
  );
}

function StatusBadge({ task }: { task: SessionView }) {
  if (isTemporary(task)) return <Badge tone="grey">Starting…</Badge>;
  const { text, tone } = statusLabel(task);
  return <Badge tone={tone}>{text}</Badge>;
}

function columnsFor(tab: TaskTab): TableColumn<SessionView>[] {
  return [
    { header: 'Task Name', cell: (task) => <TaskNameCell task={task} />, className: 'min-w-48' },
    { header: 'Start Time', cell: (task) => <DateTime value={task.created_at} />, inCard: true },
    ...(tab === 'completed'
      ? [
          {
            header: 'End Time',
            cell: (task: SessionView) => <DateTime value={task.completed_at ?? task.updated_at} />,
            inCard: true as const,
          },
        ]
      : []),
    { header: 'Status', cell: (task) => <StatusBadge task={task} /> },
  ];
}

/** One tab's tasks (§2.1): a table in a wide box, cards in a narrow one; a row opens the task. */
export function TaskTable({
  tab,
  tasks,
  actions,
}: {
  tab: TaskTab;
  tasks: readonly SessionView[];
  actions: TaskActions;
}) {
  const navigate = useNavigate();
  return (
    <ResponsiveTable
      label="Autopilot tasks"
      items={tasks}
      itemKey={(task) => task._id}
      columns={columnsFor(tab)}
      actionsHeader="Actions"
      tableFrom="@2xl"
      cardHeading={(task) => <TaskNameCell task={task} />}
      cardBadges={(task) => <StatusBadge task={task} />}
      actions={(task) => <RowActions task={task} actions={actions} />}
      onItemClick={(task) => {
        if (!isTemporary(task)) navigate(taskPath(task));
      }}
    />
  );
}

function RowActions({ task, actions }: { task: SessionView; actions: TaskActions }) {
  if (isTemporary(task)) return null;
  const name = taskName(task);
  const restarting = actions.restarting.has(task._id);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {offersRestart(task) && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => actions.onRestart(task)}
          disabled={restarting}
          aria-busy={restarting}
          aria-label={`Restart ${name}`}
        >
          {restarting ? 'Restarting…' : 'Restart'}
        </Button>
      )}
      {offersManualRetry(task) && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => actions.onManualRetry(task)}
          aria-label={`Manual retry ${name}`}
        >
          Manual Retry
        </Button>
      )}
      {offersRerun(task) && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => actions.onRerun(task)}
          aria-label={`Rerun companies of ${name}`}
        >
          Rerun
        </Button>
      )}
      <Button size="sm" variant="danger" onClick={() => actions.onDelete(task)} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </div>
  );
}
