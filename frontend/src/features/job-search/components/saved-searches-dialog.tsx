import { Button } from '../../../components/ui/button';
import { Dialog, type DialogOpenProps } from '../../../components/ui/dialog';
import { FetchError } from '../../../components/ui/fetch-error';
import { Spinner } from '../../../components/ui/spinner';
import { serverErrorMessage } from '../../../lib/error-detail';
import { formatDateTime } from '../../../lib/format-date';
import { useSavedSearchesQuery, type SavedSearch } from '../job-search.api';

interface SavedSearchesDialogProps extends DialogOpenProps {
  onLoad: (search: SavedSearch) => void;
}

/** Spec section 2: 'Saved Searches', at most 80% of the viewport high; choosing one runs it again. */
export function SavedSearchesDialog({ open, onOpenChange, onLoad }: SavedSearchesDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Saved Searches" maxHeightClassName="max-h-[80vh]">
      <SavedSearchesList onLoad={onLoad} />
    </Dialog>
  );
}

function SavedSearchesList({ onLoad }: { onLoad: (search: SavedSearch) => void }) {
  // The server saves each search as it runs; opening the dialog shows the newest list.
  const searches = useSavedSearchesQuery(undefined, { refetchOnMountOrArgChange: true });

  if (searches.isError) {
    return (
      <FetchError
        message={serverErrorMessage(searches.error, 'Error fetching saved searches.')}
        retrying={searches.isFetching}
        onRetry={() => void searches.refetch()}
      />
    );
  }
  if (!searches.data) return <Spinner label="Loading saved searches..." />;
  if (searches.data.length === 0) {
    return <p className="text-sm text-gray-600 dark:text-gray-400">No saved searches.</p>;
  }
  return (
    <ul aria-label="Saved searches" className="space-y-2">
      {searches.data.map((search) => (
        <li key={search.id}>
          <Button
            variant="secondary"
            onClick={() => onLoad(search)}
            className="w-full justify-between text-left"
          >
            <span className="min-w-0 break-words">{search.search_term}</span>
            <span aria-hidden="true" className="shrink-0 text-xs text-gray-500 dark:text-gray-400">
              {formatDateTime(search.created_at)}
            </span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
