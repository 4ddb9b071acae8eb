import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Button, focusRing } from '../../../components/ui/button';
import { FetchError } from '../../../components/ui/fetch-error';
import { inputClasses } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { reportTourAction } from '../../../lib/tour-actions';
import { fullName, roleLine } from '../contact-display';
import {
  DEFAULT_SORT,
  filterText,
  footerText,
  listRequestFor,
  MAX_SEARCH_LENGTH,
  pageCount,
  SORT_OPTIONS,
  type ContactFilter,
  type ContactsListState,
  type FilterLogic,
  type SortValue,
  VIEW_LABELS,
  viewOf,
} from '../contact-list-query';
import { useContactsListQuery, type Contact, type ContactsPage } from '../contacts.api';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';
import { ContactAvatar } from './contact-avatar';
import { ContactFilterDialog } from './contact-filter-dialog';
import { FilterChips } from '../../../components/ui/filter-chips';

/** Spec section 9 (categories): typing settles for 300 ms before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 300;

const INITIAL_STATE: ContactsListState = {
  page: 1,
  search: '',
  filterLogic: 'AND',
  filters: [],
  sort: DEFAULT_SORT,
};

/** Spec section 2, Contacts page (left): ten contacts a page with search, filters, sort and paging. */
export function ContactList({ selectedId }: { selectedId: string | null }) {
  const [state, setState] = useState<ContactsListState>(INITIAL_STATE);
  const [searchText, setSearchText] = useState('');
  const [filterOpen, setFilterOpen] = useState(false);
  // Any change of what is listed starts again from page 1 (spec section 4).
  const change = (next: Partial<ContactsListState>) => setState((now) => ({ ...now, page: 1, ...next }));
  // Dropped on unmount: a search only changes this list's own view.
  const { schedule: applySearch } = useDebouncedCallback(
    (search: string) => change({ search }),
    SEARCH_DEBOUNCE_MS,
    {
      flushOnUnmount: false,
    },
  );
  // The dashboard's links narrow the list to contacts who answered or who have a draft waiting.
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('filter'));
  const list = useContactsListQuery(listRequestFor(state, view));
  const clearView = () => {
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.delete('filter');
        return next;
      },
      { replace: true },
    );
    change({});
  };

  const applyFilters = (filterLogic: FilterLogic, filters: ContactFilter[]) =>
    change({ filterLogic, filters });
  const total = list.currentData?.total ?? 0;
  const pages = pageCount(total);

  return (
    <section
      aria-labelledby="contacts-list-heading"
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
    >
      <h2 id="contacts-list-heading" className="sr-only">
        Contact list
      </h2>
      <input
        type="search"
        aria-label="Search contacts"
        placeholder="Search contacts..."
        maxLength={MAX_SEARCH_LENGTH}
        className={inputClasses}
        value={searchText}
        onChange={(event) => {
          setSearchText(event.target.value);
          applySearch(event.target.value);
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => setFilterOpen(true)} aria-haspopup="dialog">
          Filter{state.filters.length > 0 ? ` (${state.filters.length})` : ''}
        </Button>
        <label className="inline-flex items-center gap-2 text-xs text-gray-700 dark:text-gray-300">
          Sort
          <select
            className={cn(inputClasses, 'w-auto py-1.5 text-xs')}
            value={state.sort}
            onChange={(event) => change({ sort: event.target.value as SortValue })}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FilterChips
        label="View"
        filters={view ? [view] : []}
        textOf={(shown) => VIEW_LABELS[shown]}
        onRemove={clearView}
      />
      <FilterChips
        filters={state.filters}
        textOf={filterText}
        onRemove={(index) => change({ filters: state.filters.filter((_, at) => at !== index) })}
      />

      <ContactRows
        // currentData, not data: a new page or search shows the loading state, not the previous page's rows.
        shown={list.currentData}
        error={list.error}
        failed={list.isError}
        fetching={list.isFetching}
        selectedId={selectedId}
        onRetry={() => void list.refetch()}
      />

      {list.currentData && (
        <footer className="space-y-2 border-t border-gray-200 pt-3 dark:border-gray-700">
          <p role="status" className="text-xs text-gray-600 dark:text-gray-400">
            {footerText(state, total)}
          </p>
          <nav aria-label="Contact pages" className="flex items-center justify-between gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={state.page <= 1 || list.isFetching}
              onClick={() => setState((now) => ({ ...now, page: now.page - 1 }))}
            >
              Previous
            </Button>
            <span className="text-xs text-gray-600 dark:text-gray-400">
              Page {state.page} of {pages}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={state.page >= pages || list.isFetching}
              onClick={() => setState((now) => ({ ...now, page: now.page + 1 }))}
            >
              Next
            </Button>
          </nav>
        </footer>
      )}

      <ContactFilterDialog
        open={filterOpen}
        onOpenChange={setFilterOpen}
        logic={state.filterLogic}
        filters={state.filters}
        onApply={applyFilters}
      />
    </section>
  );
}

interface ContactRowsProps {
  /** The rows of the page asked for; undefined until they arrive. */
  shown: ContactsPage | undefined;
  error: unknown;
  failed: boolean;
  fetching: boolean;
  selectedId: string | null;
  onRetry: () => void;
}

function ContactRows({ shown, error, failed, fetching, selectedId, onRetry }: ContactRowsProps) {
  if (failed && !fetching) {
    return <FetchError message="Failed to fetch contacts" error={error} onRetry={onRetry} />;
  }
  if (!shown) return <Spinner label="Loading contacts..." />;
  if (shown.contacts.length === 0) {
    return <p className="py-6 text-center text-sm text-gray-600 dark:text-gray-400">No contacts found.</p>;
  }
  return (
    <ul aria-label="Contacts" aria-busy={fetching || undefined} className="-mx-1 space-y-1">
      {shown.contacts.map((contact) => (
        <li key={contact.id}>
          <ContactRow contact={contact} selected={contact.id === selectedId} />
        </li>
      ))}
    </ul>
  );
}

function ContactRow({ contact, selected }: { contact: Contact; selected: boolean }) {
  // Opening a contact keeps the list's view (?filter=responses) in the address.
  const { search } = useLocation();
  return (
    <Link
      to={{ pathname: paths.contactDetail.replace(':contactId?', encodeURIComponent(contact.id)), search }}
      aria-current={selected ? 'page' : undefined}
      onClick={() => reportTourAction({ type: 'contact-selected', contactId: contact.id })}
      className={cn(
        'flex items-center gap-3 rounded-md px-2 py-2 text-left',
        selected
          ? 'bg-indigo-50 ring-1 ring-indigo-200 dark:bg-indigo-950/60 dark:ring-indigo-800'
          : 'hover:bg-gray-50 dark:hover:bg-gray-800',
        focusRing,
      )}
    >
      <ContactAvatar contact={contact} />
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium text-gray-900 dark:text-gray-100">
          {fullName(contact)}
        </span>
        <span className="block truncate text-xs text-gray-600 dark:text-gray-400">{roleLine(contact)}</span>
      </span>
    </Link>
  );
}
