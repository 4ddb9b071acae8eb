import { userHistoryQuery } from '@outreach/backend/users/users.schemas';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { serverErrorMessage } from '../../../lib/error-detail';
import { type HistoryFilters as Filters, useUserHistoryQuery } from '../users.api';
import { HistoryEvent } from './history-event';
import { DEFAULT_HISTORY_FILTERS, HistoryFilters } from './history-filters';
import { pageCount, Pager } from './pager';

const FETCH_FAILED = 'Failed to fetch user history';

interface UserHistoryDialogProps {
  /** The user whose history is open; null closes the dialog. */
  userId: string | null;
  /** Known from the list, so the title need not wait for the history. */
  email: string | null;
  onClose: () => void;
}

export function UserHistoryDialog({ userId, email, onClose }: UserHistoryDialogProps) {
  if (userId === null) return null;
  return <UserHistory key={userId} userId={userId} email={email} onClose={onClose} />;
}

/** The server's own rule for the date range, so an impossible range is explained before any call. */
function dateRangeError({ from, to }: Filters): string | null {
  const parsed = userHistoryQuery.safeParse({ from: from || undefined, to: to || undefined });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid date range');
}

function UserHistory({
  userId,
  email,
  onClose,
}: {
  userId: string;
  email: string | null;
  onClose: () => void;
}) {
  // The inputs show `filters`; the query keeps the last valid ones, so an unfinished range does not blank the list.
  const [filters, setFilters] = useState<Filters>(DEFAULT_HISTORY_FILTERS);
  const [applied, setApplied] = useState<Filters>(DEFAULT_HISTORY_FILTERS);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isError, isFetching, refetch } = useUserHistoryQuery(
    { userId, page, ...applied },
    { refetchOnMountOrArgChange: true },
  );

  const lastPage = data ? pageCount(data.total, data.limit) : 1;
  useEffect(() => {
    // A push may shorten the history while a later page is shown; fall back to the page that still exists.
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const rangeError = dateRangeError(filters);
  const changeFilters = (next: Filters) => {
    setFilters(next);
    if (dateRangeError(next) !== null) return;
    setApplied(next);
    setPage(1);
  };

  const shownEmail = email ?? data?.user.email;
  const detail = isError ? serverErrorMessage(error, '') : '';

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={shownEmail ? `History of ${shownEmail}` : 'User history'}
      description="What happened to this account, who did it and when."
      wide
    >
      <HistoryFilters
        filters={filters}
        eventTypes={data?.event_types ?? []}
        rangeError={rangeError}
        onChange={changeFilters}
      />
      {isLoading ? (
        <Spinner label="Loading history..." />
      ) : isError || !data ? (
        <div role="alert" className="space-y-3 text-sm text-red-700 dark:text-red-400">
          <p className="font-medium">{FETCH_FAILED}</p>
          {detail && detail !== FETCH_FAILED && <p>{detail}</p>}
          <Button variant="secondary" size="sm" onClick={() => void refetch()} disabled={isFetching}>
            Retry
          </Button>
        </div>
      ) : data.items.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">No events match these filters</p>
      ) : (
        <div className="space-y-3" aria-busy={isFetching}>
          <ol aria-label="Events" className="space-y-3">
            {data.items.map((item) => (
              <HistoryEvent key={item.event_id} item={item} userId={userId} />
            ))}
          </ol>
          <Pager
            label="History pages"
            page={data.page}
            limit={data.limit}
            total={data.total}
            unit={['event', 'events']}
            onPageChange={setPage}
          />
        </div>
      )}
    </Dialog>
  );
}
