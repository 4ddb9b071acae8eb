import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { serverErrorMessage } from '../../../lib/error-detail';
import { useRerunSelectedMutation, type SessionView } from '../autopilot.api';
import { rerunChoices, rerunProblem } from '../task-list-rules';

interface RerunDialogProps {
  task: SessionView | null;
  onClose: () => void;
}

/** 'Rerun Selected Companies' (§2.1): a checkbox per company, at least one checked (§5). */
export function RerunDialog({ task, onClose }: RerunDialogProps) {
  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && onClose()} title="Rerun Selected Companies">
      {task && <RerunForm key={task._id} task={task} onClose={onClose} />}
    </Dialog>
  );
}

function RerunForm({ task, onClose }: { task: SessionView; onClose: () => void }) {
  const choices = rerunChoices(task);
  const [checked, setChecked] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [rerun, state] = useRerunSelectedMutation();
  const problem = tried ? rerunProblem(checked) : null;

  const toggle = (name: string, on: boolean) =>
    setChecked((now) => (on ? [...now, name] : now.filter((other) => other !== name)));

  const confirm = async () => {
    setTried(true);
    if (rerunProblem(checked)) return;
    try {
      const answer = await rerun({ id: task._id, companies: checked }).unwrap();
      toast.success(answer.message);
      onClose();
    } catch (error) {
      toast.error(serverErrorMessage(error, 'Failed to rerun the selected companies'));
    }
  };

  return (
    <div className="space-y-4 text-sm text-gray-700 dark:text-gray-300">
      <fieldset className="space-y-2" aria-describedby={problem ? 'rerun-problem' : undefined}>
        <legend className="mb-1 font-medium text-gray-900 dark:text-gray-100">Companies to run again</legend>
        {choices.map(({ name, available }) => (
          <label key={name} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="h-4 w-4 accent-indigo-600"
              checked={checked.includes(name)}
              disabled={!available}
              onChange={(event) => toggle(name, event.target.checked)}
            />
            <span>{name}</span>
            {!available && <span className="text-xs text-gray-500 dark:text-gray-400">(tried 3 times)</span>}
          </label>
        ))}
      </fieldset>
      {problem && (
        <p id="rerun-problem" role="alert" className="text-xs text-red-600 dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={state.isLoading}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} disabled={state.isLoading} aria-busy={state.isLoading}>
          Rerun Selected
        </Button>
      </div>
    </div>
  );
}
