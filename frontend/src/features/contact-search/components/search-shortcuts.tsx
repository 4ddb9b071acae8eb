import { useEffect, useId, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { focusRing } from '../../../components/ui/button';
import { QueryError, type RetryableQuery } from '../../../components/ui/fetch-error';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format-date';
import {
  useContactSearchCategoriesQuery,
  useContactSearchHistoryQuery,
  useContactSearchSavedSearchesQuery,
  type SearchMode,
} from '../contact-search.api';
import {
  formFromHistory,
  formFromSavedSearch,
  historyLabel,
  type CompanySearchForm,
} from '../contact-search-rules';

interface SearchShortcutsProps {
  onLoad: (mode: SearchMode, form: CompanySearchForm) => void;
}

interface ShortcutPanelProps<Item> {
  /** The panel's heading and its list's name. */
  title: string;
  query: RetryableQuery & { isError: boolean; isLoading: boolean };
  items: readonly Item[] | undefined;
  texts: { failed: string; loading: string; empty: string };
  children: (item: Item) => ReactNode;
}

/** A panel of searches to load again: its read's failure with Retry, its loading, its list, or its empty text. */
function ShortcutPanel<Item>({ title, query, items, texts, children }: ShortcutPanelProps<Item>) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-2 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <h3 id={headingId} className="text-sm font-semibold text-gray-900 dark:text-gray-100">
        {title}
      </h3>
      {query.isError ? (
        <QueryError message={texts.failed} query={query} />
      ) : query.isLoading ? (
        <Spinner label={texts.loading} />
      ) : items?.length ? (
        <ul aria-label={title} className="max-h-64 space-y-1 overflow-y-auto">
          {items.map(children)}
        </ul>
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">{texts.empty}</p>
      )}
    </section>
  );
}

function Shortcut({ label, detail, onClick }: { label: string; detail: string; onClick: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className={cn(
          'w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-gray-100 dark:hover:bg-gray-800',
          focusRing,
        )}
      >
        <span className="block truncate text-gray-900 dark:text-gray-100">{label}</span>
        <span className="block text-xs text-gray-600 dark:text-gray-400">{detail}</span>
      </button>
    </li>
  );
}

/** The last 10 searches and the saved searches; choosing one puts it back in the form. */
export function SearchShortcuts({ onLoad }: SearchShortcutsProps) {
  const history = useContactSearchHistoryQuery();
  const saved = useContactSearchSavedSearchesQuery();
  // The category picker's first list (shared cache): tells a saved category search from a company one.
  const categories = useContactSearchCategoriesQuery('');

  useEffect(() => {
    if (saved.isError)
      toast.error('Failed to fetch saved searches.', { id: 'contact-search-saved-searches' });
  }, [saved.isError]);

  return (
    <div className="space-y-4">
      <ShortcutPanel
        title="Recent searches"
        query={history}
        items={history.data?.slice(0, 10)}
        texts={{
          failed: 'Failed to load search history',
          loading: 'Loading search history...',
          empty: 'No searches yet.',
        }}
      >
        {(entry) => {
          const { mode, form } = formFromHistory(entry);
          return (
            <Shortcut
              key={entry.id}
              label={historyLabel(entry)}
              detail={`${entry.result_count} companies · ${formatDateTime(entry.created_at)}`}
              onClick={() => onLoad(mode, form)}
            />
          );
        }}
      </ShortcutPanel>
      <ShortcutPanel
        title="Saved searches"
        query={saved}
        items={saved.data}
        texts={{
          failed: 'Failed to fetch saved searches.',
          loading: 'Loading saved searches...',
          empty: 'No saved searches.',
        }}
      >
        {(search) => (
          <Shortcut
            key={search.id}
            label={search.search_term}
            detail={[search.location, search.company_size && `${search.company_size} employees`]
              .filter(Boolean)
              .join(' · ')}
            onClick={() => {
              const { mode, form } = formFromSavedSearch(search, categories.data ?? []);
              onLoad(mode, form);
            }}
          />
        )}
      </ShortcutPanel>
    </div>
  );
}
