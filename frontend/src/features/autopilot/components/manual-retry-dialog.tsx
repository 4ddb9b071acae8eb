import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, fieldAria } from '../../../components/ui/field';
import { radioGroup } from '../../../components/ui/radio';
import { serverErrorMessage } from '../../../lib/error-detail';
import { useManualRetryMutation, useRetryWithStrategyMutation, type SessionView } from '../autopilot.api';
import {
  RETRY_DELAY_DAYS,
  retryableCompanies,
  retryCall,
  retryCountText,
  retryDaysProblem,
  type RetryTiming,
} from '../task-list-rules';

interface ManualRetryDialogProps {
  task: SessionView | null;
  onClose: () => void;
  /** The retry is started or scheduled: the task now counts as retrying. */
  onRetried: () => void;
}

const TIMINGS: readonly { value: RetryTiming; label: string }[] = [
  { value: 'now', label: 'Retry now' },
  { value: '1day', label: 'Retry in 1 day' },
  { value: 'delayed', label: 'Retry after a custom delay' },
];

/** 'Manual Retry Confirmation' (§2.1, §5): which companies, the retry's number of 3, and when it runs. */
export function ManualRetryDialog({ task, onClose, onRetried }: ManualRetryDialogProps) {
  return (
    <Dialog
      open={task !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Manual Retry Confirmation"
    >
      {task && <RetryForm key={task._id} task={task} onClose={onClose} onRetried={onRetried} />}
    </Dialog>
  );
}

function RetryForm({
  task,
  onClose,
  onRetried,
}: { task: SessionView } & Omit<ManualRetryDialogProps, 'task'>) {
  const [timing, setTiming] = useState<RetryTiming>('now');
  const [daysText, setDaysText] = useState(String(RETRY_DELAY_DAYS.default));
  const [manualRetry, manual] = useManualRetryMutation();
  const [retryWithStrategy, strategy] = useRetryWithStrategyMutation();
  const busy = manual.isLoading || strategy.isLoading;
  const ids = { days: useId() };
  const days = Number(daysText);
  const daysProblem = timing === 'delayed' ? retryDaysProblem(days) : null;
  const companies = retryableCompanies(task);
  const radio = radioGroup('retry-timing', timing, setTiming);

  const confirm = async () => {
    if (daysProblem) return;
    const call = retryCall(timing, days);
    try {
      if (call.call === 'manual-retry') {
        const answer = await manualRetry(task._id).unwrap();
        toast.success(`Manual retry #${answer.retry_count} started successfully`);
      } else {
        await retryWithStrategy({
          id: task._id,
          strategy: call.strategy,
          delay_hours: call.delay_hours,
        }).unwrap();
        toast.success('Manual retry scheduled for failed companies');
      }
      onRetried();
      onClose();
    } catch (error) {
      const fallback =
        call.call === 'manual-retry' ? 'Failed to start manual retry' : 'Failed to schedule manual retry';
      toast.error(serverErrorMessage(error, fallback));
    }
  };

  return (
    <div className="space-y-4 text-sm text-gray-700 dark:text-gray-300">
      <p>
        Retry {companies.length === 1 ? 'this company' : `these ${companies.length} companies`}:{' '}
        <span className="font-medium text-gray-900 dark:text-gray-100">{companies.join(', ')}</span>
      </p>
      <p>
        Manual retry{' '}
        <span className="font-semibold text-gray-900 dark:text-gray-100">{retryCountText(task)}</span>
      </p>
      <fieldset className="space-y-2">
        <legend className="mb-1 font-medium text-gray-900 dark:text-gray-100">When</legend>
        {TIMINGS.map(({ value, label }) => (
          <label key={value} className="flex items-center gap-2">
            <input {...radio(value)} className="h-4 w-4 accent-indigo-600" />
            {label}
          </label>
        ))}
      </fieldset>
      {timing === 'delayed' && (
        <div className="space-y-1">
          <label htmlFor={ids.days} className="block font-medium text-gray-900 dark:text-gray-100">
            Days to wait ({RETRY_DELAY_DAYS.min}-{RETRY_DELAY_DAYS.max})
          </label>
          <Input
            id={ids.days}
            type="number"
            inputMode="numeric"
            min={RETRY_DELAY_DAYS.min}
            max={RETRY_DELAY_DAYS.max}
            step={1}
            value={daysText}
            onChange={(event) => setDaysText(event.target.value)}
            className="w-24"
            {...fieldAria(ids.days, daysProblem ?? undefined)}
          />
          {daysProblem && (
            <p id={`${ids.days}-error`} role="alert" className="text-xs text-red-600 dark:text-red-400">
              {daysProblem}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} disabled={busy || daysProblem !== null} aria-busy={busy}>
          {timing === 'now' ? 'Start Retry' : 'Schedule Retry'}
        </Button>
      </div>
    </div>
  );
}
