import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FetchError } from '../../../components/ui/fetch-error';
import { Spinner } from '../../../components/ui/spinner';
import { type Club, useListClubsQuery } from '../clubs.api';
import { ClubHistoryDialog } from './club-history-dialog';
import { ClubLinkDialog } from './club-link-dialog';
import { ClubStatsCards } from './club-stats-cards';
import { type ClubAction, ClubsTable } from './clubs-table';
import { CreateClubDialog } from './create-club-dialog';
import { DeleteClubDialog } from './delete-club-dialog';
import { EditClubDialog } from './edit-club-dialog';

interface Selection {
  action: ClubAction;
  club: Club;
}

export function ClubsPanel() {
  // The admin screen reloads its data whenever the tab is shown (spec section 4, Admin).
  const {
    data: clubs,
    isLoading,
    isError,
    isFetching,
    refetch,
  } = useListClubsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [creating, setCreating] = useState(false);
  const [selection, setSelection] = useState<Selection | null>(null);
  const selected = (action: ClubAction) => (selection?.action === action ? selection.club : null);
  const close = () => setSelection(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Clubs</h2>
        <Button onClick={() => setCreating(true)}>New Club</Button>
      </div>

      {isLoading ? (
        <Spinner label="Loading clubs..." />
      ) : isError ? (
        <FetchError
          message="Failed to fetch clubs"
          retrying={isFetching}
          onRetry={() => void refetch()}
          framed
        />
      ) : (
        <>
          <ClubStatsCards clubs={clubs ?? []} />
          {clubs && clubs.length > 0 ? (
            <ClubsTable clubs={clubs} onAction={(action, club) => setSelection({ action, club })} />
          ) : (
            <p className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-center text-sm text-gray-600 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-400">
              No clubs found
            </p>
          )}
        </>
      )}

      <CreateClubDialog open={creating} onOpenChange={setCreating} />
      <EditClubDialog club={selected('edit')} onClose={close} />
      <DeleteClubDialog club={selected('delete')} onClose={close} />
      <ClubLinkDialog club={selected('link')} onClose={close} />
      <ClubHistoryDialog club={selected('history')} onClose={close} />
    </div>
  );
}
