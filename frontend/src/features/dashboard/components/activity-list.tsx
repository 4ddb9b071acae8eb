import type { ActivityItem } from '../dashboard.api';
import { relativeTime } from '../dashboard-format';

/** One line of activity in words; machine opens and clicks never reach the feed. */
export function activityText(item: ActivityItem): string {
  const name = item.contactName || 'a contact';
  switch (item.kind) {
    case 'sent':
      return `Message sent to ${name}`;
    case 'opened':
      return `${name} opened your message`;
    case 'clicked':
      return `${name} clicked a link in your message`;
    case 'replied':
      return `${name} replied`;
    case 'failed':
      return `Message to ${name} failed`;
    case 'drafted':
      return `Draft saved for ${name}`;
    default: {
      const _never: never = item.kind;
      return _never;
    }
  }
}

export function ActivityList({ items, now }: { items: ActivityItem[]; now: number }) {
  return (
    <ul className="divide-y divide-gray-200 dark:divide-gray-800">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2 first:pt-0 last:pb-0"
        >
          <div className="min-w-0">
            <p className="text-sm font-medium text-gray-900 dark:text-gray-100">{activityText(item)}</p>
            {item.subject && (
              <p className="truncate text-sm text-gray-600 dark:text-gray-400">{item.subject}</p>
            )}
            {item.detail && (
              <p className="text-xs break-all text-gray-600 dark:text-gray-400">{item.detail}</p>
            )}
          </div>
          <time dateTime={item.at} className="shrink-0 text-xs text-gray-600 dark:text-gray-400">
            {relativeTime(item.at, now)}
          </time>
        </li>
      ))}
    </ul>
  );
}
