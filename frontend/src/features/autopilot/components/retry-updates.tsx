import { generatePath, Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { textLinkClasses } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import type { RetryUpdate } from '../use-retry-stream';

/** §2.1: the 'Retry Updates' stack: each retry the server processed, until Clear All. */
export function RetryUpdates({ updates, onClear }: { updates: readonly RetryUpdate[]; onClear: () => void }) {
  // The live region is always there, so the first update is read out; its content only once there is one.
  return (
    <section
      aria-labelledby={updates.length > 0 ? 'retry-updates-heading' : undefined}
      aria-live="polite"
      className={
        updates.length > 0
          ? 'fixed right-4 bottom-4 z-20 w-[min(22rem,calc(100vw-2rem))] space-y-2 rounded-lg border border-gray-200 bg-white p-3 text-sm shadow-lg dark:border-gray-800 dark:bg-gray-900'
          : undefined
      }
    >
      {updates.length > 0 && (
        <>
          <div className="flex items-center justify-between gap-2">
            <h2 id="retry-updates-heading" className="font-semibold text-gray-900 dark:text-gray-100">
              Retry Updates
            </h2>
            <Button size="sm" variant="ghost" onClick={onClear}>
              Clear All
            </Button>
          </div>
          <ul className="max-h-64 space-y-2 overflow-y-auto">
            {updates.map((update) => (
              <li key={update.key} className="rounded-md bg-gray-50 p-2 dark:bg-gray-800">
                <p className="text-gray-900 dark:text-gray-100">
                  A retry of {update.retry.company} has started.
                </p>
                <p className="flex flex-wrap items-center justify-between gap-2 text-xs text-gray-600 dark:text-gray-400">
                  <DateTime value={update.timestamp} />
                  {update.newSessionId && (
                    <Link
                      to={generatePath(paths.autopilotTask, { taskId: update.newSessionId })}
                      className={textLinkClasses}
                    >
                      View task
                    </Link>
                  )}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
