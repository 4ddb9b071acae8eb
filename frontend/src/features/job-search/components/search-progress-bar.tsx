import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import type { SearchProgress } from '../use-search-progress';

const LABELS = {
  running: 'Searching companies...',
  done: 'Search complete',
  failed: 'Company search failed',
} as const;

interface SearchProgressBarProps {
  progress: SearchProgress | null;
  /** Offered beside a failed bar: runs the failed search again. */
  onRetry?: () => void;
}

/** The AI search's progress bar; red once the search has failed. */
export function SearchProgressBar({ progress, onRetry }: SearchProgressBarProps) {
  if (!progress) return null;
  const label = LABELS[progress.status];
  return (
    <div className="space-y-1">
      <ProgressBar
        label="Company search progress"
        value={progress.value}
        valueText={`${progress.value}% ${label}`}
        status={progress.status}
        percent={progress.status === 'failed' ? 100 : progress.value}
        fillClassName={cn(
          'h-full rounded-full transition-[width] duration-300',
          progress.status === 'failed' ? 'bg-red-600 dark:bg-red-400' : 'bg-indigo-600 dark:bg-indigo-400',
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          className={cn(
            'text-xs',
            progress.status === 'failed'
              ? 'text-red-700 dark:text-red-400'
              : 'text-gray-600 dark:text-gray-400',
          )}
        >
          {label}
        </p>
        {progress.status === 'failed' && onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        )}
      </div>
    </div>
  );
}
