import { serverErrorMessage } from '../../lib/error-detail';
import { cn } from '../../lib/cn';
import { Button } from './button';

interface FetchErrorProps {
  /** What could not be loaded, e.g. "Failed to fetch users". */
  message: string;
  /** The failed request's error; its server detail shows under the message when it says more. */
  error?: unknown;
  /** Disables Retry while the request runs again. */
  retrying?: boolean;
  onRetry: () => void;
  /** A panel of its own on a page; plain inside a dialog, which frames it already. */
  framed?: boolean;
}

export function FetchError({ message, error, retrying = false, onRetry, framed = false }: FetchErrorProps) {
  const detail = error === undefined ? '' : serverErrorMessage(error, '');
  return (
    <div
      role="alert"
      className={cn(
        'text-sm',
        framed
          ? 'flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300'
          : 'space-y-3 text-red-700 dark:text-red-400',
      )}
    >
      <div>
        <p className="font-medium">{message}</p>
        {detail && detail !== message && <p className="mt-0.5">{detail}</p>}
      </div>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
        Retry
      </Button>
    </div>
  );
}

/** What an RTK Query hook returns, as far as a Retry needs it. */
export interface RetryableQuery {
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A query that failed: its error, and Retry fetching it again (held while it runs). */
export function QueryError({
  query,
  ...shown
}: Pick<FetchErrorProps, 'message' | 'framed'> & { query: RetryableQuery }) {
  return (
    <FetchError
      {...shown}
      error={query.error}
      retrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}
