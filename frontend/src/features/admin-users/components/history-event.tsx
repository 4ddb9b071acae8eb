import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { DateTime } from '../../../components/ui/date-time';
import { textLinkClasses } from '../../../components/ui/text-link';
import { cn } from '../../../lib/cn';
import { formatValue } from '../../../lib/format-value';
import type { UserHistoryItem } from '../users.api';

/** Who caused the event, as seen from the history of `userId`. */
export function actorText(actor: UserHistoryItem['actor'], userId: string): string {
  if (actor === null) return 'by the system';
  if (actor.user_id === userId) return 'by the user';
  if (actor.email === null) return `by an unknown user (${actor.user_id})`;
  return `by ${actor.email}`;
}

export function HistoryEvent({ item, userId }: { item: UserHistoryItem; userId: string }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const summaryId = useId();
  const details = Object.entries(item.data ?? {});

  return (
    <li className="rounded-md border border-gray-200 p-3 text-sm dark:border-gray-700">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={summaryId} className="min-w-0 font-medium break-words text-gray-900 dark:text-gray-100">
          {item.summary}
        </p>
        <Badge tone="grey">{item.type}</Badge>
      </div>
      <p className="mt-0.5 text-xs text-gray-600 dark:text-gray-400">
        <DateTime value={item.recorded_at} /> · {actorText(item.actor, userId)}
      </p>
      {details.length > 0 && (
        <>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            // Every event has a Details button; its summary tells a screen reader user which one this is.
            aria-describedby={summaryId}
            onClick={() => setExpanded((open) => !open)}
            className={cn(textLinkClasses, 'mt-2 text-xs')}
          >
            Details
          </button>
          <dl
            id={detailsId}
            hidden={!expanded}
            className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 rounded bg-gray-50 p-2 text-xs dark:bg-gray-800/60"
          >
            {details.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-medium break-all text-gray-700 dark:text-gray-300">{key}</dt>
                <dd className="break-all text-gray-900 dark:text-gray-100">{formatValue(value)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </li>
  );
}
