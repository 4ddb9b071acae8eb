import { QueryError } from '../../../components/ui/fetch-error';
import { TabLoading } from '../../../components/ui/tab-loading';
import { toastFailure } from '../../../lib/toast-failure';
import {
  useSaveSelectedDocumentsMutation,
  useSettingsDocumentsQuery,
  type SettingsDocument,
} from '../profile.api';

interface AttachableDocumentsProps {
  selected: readonly string[];
  onLoadingChange: (loading: boolean) => void;
}

/** Loaded when the tab first opens (spec section 2.3), so the tab's button shows a spinner meanwhile. */
export function AttachableDocuments({ selected, onLoadingChange }: AttachableDocumentsProps) {
  const { data, isLoading, isError, error, isFetching, refetch } = useSettingsDocumentsQuery();
  if (isLoading) return <TabLoading label="Loading documents..." onLoadingChange={onLoadingChange} />;
  if (isError || !data) {
    return <QueryError message="Failed to load documents" query={{ error, isFetching, refetch }} />;
  }
  return <DocumentChoices documents={data.documents} selected={selected} />;
}

function DocumentChoices({
  documents,
  selected,
}: {
  documents: SettingsDocument[];
  selected: readonly string[];
}) {
  const [saveSelection] = useSaveSelectedDocumentsMutation();

  const change = async (id: string, checked: boolean) => {
    const next = checked
      ? [...selected.filter((other) => other !== id), id]
      : selected.filter((other) => other !== id);
    try {
      await saveSelection(next).unwrap();
    } catch (failure) {
      toastFailure('Failed to update selected documents', failure);
    }
  };

  if (documents.length === 0) {
    return (
      <p className="text-sm text-gray-600 dark:text-gray-400">
        No documents yet. Upload them on the General tab to attach them.
      </p>
    );
  }
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">Documents to attach</legend>
      {documents.map((document) => (
        <label key={document.id} className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
          <input
            type="checkbox"
            checked={selected.includes(document.id)}
            onChange={(event) => void change(document.id, event.target.checked)}
            className="h-4 w-4 rounded border-gray-300 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-gray-600 dark:bg-gray-800"
          />
          <span className="break-words">{document.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
