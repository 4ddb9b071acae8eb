import { Button } from '../../../components/ui/button';
import { QueryError, type RetryableQuery } from '../../../components/ui/fetch-error';
import { FilterChips } from '../../../components/ui/filter-chips';
import { radioGroup, RadioOptions } from '../../../components/ui/radio';
import { countOf } from '../../../lib/count-of';
import { filterText } from '../../../lib/contact-filters';
import type { ContactFilterChoice } from '../outgoing.api';
import type { ContactsScope } from '../outgoing-rules';

/** The page's contact filters and the ways to change them, as the panel and the mass e-mail take them. */
export interface ContactFilterControls {
  contactFilter: ContactFilterChoice;
  onEditFilters: () => void;
  onRemoveFilter: (index: number) => void;
}

interface ContactsChoiceProps extends ContactFilterControls {
  /** The radio group's name, unique on the page. */
  name: string;
  /** The default set's words, e.g. 'All contacts without a waiting draft'. */
  defaultLabel: string;
  scope: ContactsScope;
  onScope: (scope: ContactsScope) => void;
  /** The filters' matching contacts, as the query answers them. */
  matching: RetryableQuery & { data?: { ids: string[] }; isLoading: boolean; isError: boolean };
  disabled?: boolean;
  /** Why the chosen contacts do not allow the action (e.g. 'No contacts match your filters.'). */
  problem?: string | null;
}

/** Which contacts to take: the default set, or the contact list's filters with how many contacts they match. */
export function ContactsChoice({
  name,
  defaultLabel,
  scope,
  onScope,
  contactFilter,
  onEditFilters,
  onRemoveFilter,
  matching,
  disabled = false,
  problem = null,
}: ContactsChoiceProps) {
  const count = matching.data?.ids.length;
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">Contacts</legend>
      <div className="flex flex-col gap-2 text-sm text-gray-800 sm:flex-row sm:flex-wrap sm:gap-4 dark:text-gray-200">
        <RadioOptions
          radio={radioGroup(name, scope, onScope)}
          options={[
            { value: 'default', label: defaultLabel },
            { value: 'filtered', label: 'Filtered contacts' },
          ]}
          labelClassName="inline-flex items-center gap-2"
        />
      </div>
      {scope === 'filtered' && (
        <div className="space-y-2 rounded-md bg-gray-50 p-3 dark:bg-gray-800/60">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
              {matching.isLoading
                ? 'Counting contacts...'
                : count === undefined
                  ? ''
                  : contactFilter.filters.length === 0
                    ? `No filters: all ${countOf(count, 'contact')}`
                    : `${countOf(count, 'contact')} ${count === 1 ? 'matches' : 'match'} your filters`}
            </p>
            <Button variant="secondary" size="sm" onClick={onEditFilters}>
              {contactFilter.filters.length === 0 ? 'Add filters' : 'Edit filters'}
            </Button>
          </div>
          <FilterChips
            filters={contactFilter.filters}
            textOf={filterText}
            onRemove={onRemoveFilter}
            label={`Contact filters (match ${contactFilter.logic === 'AND' ? 'all' : 'any'})`}
          />
          {matching.isError && <QueryError message="Failed to fetch filtered contacts" query={matching} />}
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
