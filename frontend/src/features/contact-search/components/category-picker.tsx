import { useId, useState } from 'react';
import { focusRing } from '../../../components/ui/button';
import { QueryError } from '../../../components/ui/fetch-error';
import { InputField } from '../../../components/ui/field';
import { FilterChips } from '../../../components/ui/filter-chips';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';
import { useContactSearchCategoriesQuery } from '../contact-search.api';

/** outreach.md §9: the category list is asked for 300 ms after the last keystroke. */
const CATEGORY_DEBOUNCE_MS = 300;

interface CategoryPickerProps {
  id: string;
  selected: readonly string[];
  onChange: (categories: string[]) => void;
  error?: string;
}

/** Category chips: a filter box over the directory's industries, the chosen ones above it, removable. */
export function CategoryPicker({ id, selected, onChange, error }: CategoryPickerProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedCallback(setSearch, CATEGORY_DEBOUNCE_MS, { flushOnUnmount: false });
  const categories = useContactSearchCategoriesQuery(search);
  const listId = useId();

  const toggle = (name: string) =>
    onChange(selected.includes(name) ? selected.filter((chosen) => chosen !== name) : [...selected, name]);

  return (
    <div className="space-y-2">
      <InputField
        id={id}
        label="Categories"
        error={error}
        hint="Type to filter the categories, then choose one or more."
        type="search"
        value={typed}
        autoComplete="off"
        placeholder="e.g. Software"
        aria-controls={listId}
        onChange={(event) => {
          setTyped(event.target.value);
          debounced.schedule(event.target.value.trim());
        }}
      />
      <FilterChips
        filters={selected}
        textOf={(name) => name}
        onRemove={(index) => onChange(selected.filter((_, at) => at !== index))}
        label="Selected categories"
      />
      {categories.isError ? (
        <QueryError message="Failed to load categories" query={categories} />
      ) : categories.isFetching && !categories.data ? (
        <Spinner label="Loading categories..." />
      ) : (
        <ul
          id={listId}
          aria-label="Categories found"
          className="flex max-h-40 flex-wrap gap-2 overflow-y-auto p-0.5"
        >
          {(categories.data ?? []).map((name) => {
            const chosen = selected.includes(name);
            return (
              <li key={name}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => toggle(name)}
                  className={cn(
                    'rounded-full border px-3 py-1 text-xs font-medium',
                    chosen
                      ? 'border-indigo-600 bg-indigo-600 text-white dark:border-indigo-400 dark:bg-indigo-500'
                      : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700',
                    focusRing,
                  )}
                >
                  {name}
                </button>
              </li>
            );
          })}
          {categories.data?.length === 0 && (
            <li className="text-sm text-gray-600 dark:text-gray-400">No categories match.</li>
          )}
        </ul>
      )}
    </div>
  );
}
