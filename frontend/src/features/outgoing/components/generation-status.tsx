import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import {
  isRunning,
  progressPercent,
  savedCount,
  statusText,
  type GenerationPhase,
  type GenerationState,
} from '../generation-machine';

const PHASE_LABELS: Record<GenerationPhase, string> = {
  idle: 'Ready',
  initializing: 'Starting',
  streaming: 'Generating',
  complete: 'Complete',
  error: 'Stopped',
  cancelled: 'Cancelled',
};

/**
 * The generation status box: the phase, progress in percent, and each e-mail as it arrives (email_index of
 * total). Nothing shows before the first generation.
 */
export function GenerationStatus({
  generation,
  onCancel,
  onRetry,
}: {
  generation: GenerationState;
  onCancel: () => void;
  onRetry: () => void;
}) {
  if (generation.phase === 'idle') return null;
  const running = isRunning(generation);
  const percent = progressPercent(generation);
  const total = generation.total;
  const failed = generation.phase === 'error';
  return (
    <section
      aria-label="Generation status"
      data-phase={generation.phase}
      className={cn(
        'space-y-3 rounded-md border p-3',
        failed
          ? 'border-red-200 bg-red-50 dark:border-red-900 dark:bg-red-950/40'
          : 'border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-800/60',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-gray-900 dark:text-gray-100">
          {PHASE_LABELS[generation.phase]}
          {total !== null && total > 0 && ` · ${generation.emails.length} of ${total} · ${percent}%`}
        </p>
        {running && (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
        {failed && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        )}
      </div>
      <ProgressBar
        label="Generation progress"
        value={percent}
        valueText={`${percent}%`}
        percent={generation.phase === 'initializing' ? null : percent}
        status={generation.phase}
      />
      <p
        role={failed ? 'alert' : 'status'}
        className={cn(
          'text-sm',
          failed ? 'text-red-800 dark:text-red-300' : 'text-gray-700 dark:text-gray-300',
        )}
      >
        {statusText(generation)}
      </p>
      {!running && savedCount(generation) > 0 && generation.phase !== 'cancelled' && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {savedCount(generation)} saved as drafts: review them in Drafted Messages below.
        </p>
      )}
      {generation.emails.length > 0 && (
        <ol aria-label="Generated e-mails" className="max-h-64 space-y-1 overflow-y-auto text-sm">
          {generation.emails.map((email) => (
            <li key={email.index} className="flex gap-2 break-words">
              <span className="shrink-0 text-gray-500 dark:text-gray-400">
                Email {email.index}
                {total ? ` of ${total}` : ''}:
              </span>
              {email.status === 'saved' ? (
                <span className="min-w-0 text-gray-900 dark:text-gray-100">
                  {email.subject || '(no subject)'}
                </span>
              ) : (
                <span className="min-w-0 text-red-700 dark:text-red-400">{email.message}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
