import { userHistoryQuery } from '@outreach/backend/users/users.contract';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { QueryError } from '../../../components/ui/fetch-error';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { type HistoryFilters as Filters, useUserHistoryQuery } from '../users.api';
import { HistoryEvent } from './history-event';
import { DEFAULT_HISTORY_FILTERS, HistoryFilters } from './history-filters';
import { useStayWithinPages } from './use-stay-within-pages';

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

  useStayWithinPages(page, data, setPage);

  const rangeError = dateRangeError(filters);
  const changeFilters = (next: Filters) => {
    setFilters(next);
    if (dateRangeError(next) !== null) return;
    setApplied(next);
    setPage(1);
  };

  const shownEmail = email ?? data?.user.email;

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
        <QueryError message="Failed to fetch user history" query={{ error, isFetching, refetch }} />
      ) : data.items.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">No events match these filters</p>
      ) : (
        <div className="space-y-3" aria-busy={isFetching}>
          <ol aria-label="Events" className="space-y-3">
            {data.items.map((item) => (
              <HistoryEvent key={item.event_id} item={item} userId={userId} />
            ))}
          </ol>
          <Pager label="History pages" shown={data} unit={['event', 'events']} onPageChange={setPage} />
        </div>
      )}
    </Dialog>
  );
}
