import { useSearchParams } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button, focusRing } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { QueryError } from '../../../components/ui/fetch-error';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useOutboxMessagesQuery, type OutboxMessageSummary } from '../outbox.api';
import { OutboxMessageView } from './outbox-message-view';

export const NOT_DELIVERED_BANNER =
  'Not delivered: this development outbox captures e-mails instead of sending them.';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Route /outbox: the e-mails the embedded mail transport captured, for checking what would have gone out. */
export function OutboxPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const selected = params.get('message');
  const list = useOutboxMessagesQuery(page);

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Outbox</h1>
      <p
        role="note"
        className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
      >
        {NOT_DELIVERED_BANNER}
      </p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-3">
          {list.isLoading && <Spinner label="Loading messages" />}
          {list.isError && <QueryError framed message="Failed to fetch messages" query={list} />}
          {list.data && list.data.messages.length === 0 && (
            <p className="text-sm text-gray-600 dark:text-gray-400">No e-mails captured yet.</p>
          )}
          {list.data && list.data.messages.length > 0 && (
            <ul aria-label="Captured e-mails" className="space-y-2">
              {list.data.messages.map((message) => (
                <li key={message.id}>
                  <MessageRow
                    message={message}
                    current={message.id === selected}
                    onOpen={() => update({ message: message.id })}
                  />
                </li>
              ))}
            </ul>
          )}
          {list.data && pages > 1 && (
            <nav aria-label="Outbox pages" className="flex items-center justify-between gap-2 text-sm">
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => update({ page: String(page - 1) })}
              >
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pages}
                onClick={() => update({ page: String(page + 1) })}
              >
                Next
              </Button>
            </nav>
          )}
        </div>
        <div className="min-w-0">
          {selected ? (
            <OutboxMessageView id={selected} onClose={() => update({ message: null })} />
          ) : (
            list.data &&
            list.data.messages.length > 0 && (
              <p className="text-sm text-gray-600 dark:text-gray-400">Choose an e-mail to see it.</p>
            )
          )}
        </div>
      </div>
    </section>
  );
}

function MessageRow({
  message,
  current,
  onOpen,
}: {
  message: OutboxMessageSummary;
  current: boolean;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={current ? 'true' : undefined}
      className={cn(
        'block w-full rounded-lg border p-3 text-left text-sm',
        current
          ? 'border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950/40'
          : 'border-gray-200 bg-white hover:bg-gray-50 dark:border-gray-800 dark:bg-gray-900 dark:hover:bg-gray-800',
        focusRing,
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="min-w-0 truncate font-medium text-gray-900 dark:text-gray-100">
          {message.subject || '(no subject)'}
        </span>
        {message.has_reply && <Badge tone="green">Replied</Badge>}
      </span>
      <span className="block truncate text-gray-600 dark:text-gray-400">To {message.to}</span>
      <span className="block text-xs text-gray-500 dark:text-gray-400">
        <DateTime value={message.created_at} />
      </span>
    </button>
  );
}
