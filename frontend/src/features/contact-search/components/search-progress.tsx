import { ProgressBar } from '../../../components/ui/progress-bar';
import type { ContactSearchProgress } from '../contact-search.api';
import { progressLabel } from '../contact-search-rules';

/** The server's phases as they are pushed; a live region, so a screen reader hears each phase. */
export function SearchProgress({ progress }: { progress: ContactSearchProgress | null }) {
  const share = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : null;
  const label = progressLabel(progress);
  return (
    <div className="space-y-1 rounded-lg border border-indigo-200 bg-indigo-50 p-3 dark:border-indigo-900 dark:bg-indigo-950/40">
      <ProgressBar
        label="Contact search progress"
        value={share ?? undefined}
        valueText={label}
        percent={share}
        trackClassName="h-1.5 overflow-hidden rounded-full bg-indigo-100 dark:bg-indigo-900"
        fillClassName={
          share === null
            ? 'h-full w-1/3 animate-pulse rounded-full bg-indigo-600 dark:bg-indigo-400'
            : undefined
        }
      />
      <p role="status" aria-live="polite" className="text-sm text-indigo-900 dark:text-indigo-200">
        {label}
      </p>
    </div>
  );
}
