import { useCallback, useState } from 'react';
import { QueryError } from '../../../components/ui/fetch-error';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { useListUsersQuery } from '../users.api';
import { UserHistoryDialog } from './user-history-dialog';
import { UserSearch } from './user-search';
import { UserStatsCards } from './user-stats-cards';
import { UsersTable } from './users-table';
import { useStayWithinPages } from './use-stay-within-pages';

interface UsersPanelProps {
  /** The user whose history is open; the admin page keeps it in the address so other screens can link to it. */
  historyUserId: string | null;
  onHistoryUserChange: (userId: string | null) => void;
}

export function UsersPanel({ historyUserId, onHistoryUserChange }: UsersPanelProps) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  // The admin screen reloads its data whenever the tab is shown (spec section 4, Admin).
  const { data, error, isLoading, isError, isFetching, refetch } = useListUsersQuery(
    { page, search },
    { refetchOnMountOrArgChange: true },
  );

  const changeSearch = useCallback((next: string) => {
    setSearch(next);
    setPage(1);
  }, []);

  useStayWithinPages(page, data, setPage);

  const historyEmail = data?.users.find((user) => user._id === historyUserId)?.email ?? null;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Users</h2>
        <UserSearch value={search} onSearch={changeSearch} />
      </div>

      {isLoading ? (
        <Spinner label="Loading users..." />
      ) : isError || !data ? (
        <QueryError message="Failed to fetch users" query={{ error, isFetching, refetch }} framed />
      ) : (
        <>
          <UserStatsCards stats={data.stats} />
          {data.users.length > 0 ? (
            <div className="space-y-3" aria-busy={isFetching}>
              <UsersTable users={data.users} onShowHistory={(user) => onHistoryUserChange(user._id)} />
              <Pager label="Users pages" shown={data} unit={['user', 'users']} onPageChange={setPage} />
            </div>
          ) : (
            <p className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-center text-sm text-gray-600 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-400">
              No users found
            </p>
          )}
        </>
      )}

      <UserHistoryDialog
        userId={historyUserId}
        email={historyEmail}
        onClose={() => onHistoryUserChange(null)}
      />
    </div>
  );
}
