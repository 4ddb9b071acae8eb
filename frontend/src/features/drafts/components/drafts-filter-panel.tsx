import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { FilterChips } from '../../../components/ui/filter-chips';
import { radioGroup, RadioOptions } from '../../../components/ui/radio';
import {
  FILTER_FIELD_LABELS,
  FILTER_FIELDS,
  type DraftFilter,
  type FilterField,
  type MatchMode,
} from '../draft-list-view';

interface DraftsFilterPanelProps {
  filters: readonly DraftFilter[];
  mode: MatchMode;
  onFilters: (filters: DraftFilter[]) => void;
  onMode: (mode: MatchMode) => void;
}

const MODE_OPTIONS = [
  { value: 'all', label: 'Match all' },
  { value: 'any', label: 'Match any' },
] as const satisfies readonly { value: MatchMode; label: string }[];

/** Spec section 2: match all or any; a value is added by typing it and pressing Enter; 'Clear All'. */
export function DraftsFilterPanel({ filters, mode, onFilters, onMode }: DraftsFilterPanelProps) {
  const modeName = useId();
  const [typed, setTyped] = useState<Record<FilterField, string>>({
    company: '',
    contact_email: '',
    subject: '',
    status: '',
  });

  const add = (field: FilterField) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const value = typed[field].trim();
    if (!value) return;
    if (!filters.some((filter) => filter.field === field && filter.value === value)) {
      onFilters([...filters, { field, value }]);
    }
    setTyped((current) => ({ ...current, [field]: '' }));
  };

  return (
    <div className="space-y-3 rounded-md border border-gray-200 p-3 dark:border-gray-700">
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">Filter logic</legend>
        <RadioOptions
          radio={radioGroup(modeName, mode, onMode)}
          options={MODE_OPTIONS}
          labelClassName="flex items-center gap-2"
        />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        {FILTER_FIELDS.map((field) => {
          const id = `drafts-filter-${field}`;
          return (
            <div key={field} className="space-y-1">
              <label htmlFor={id} className="block text-xs font-medium text-gray-700 dark:text-gray-300">
                {FILTER_FIELD_LABELS[field]}
              </label>
              <Input
                id={id}
                value={typed[field]}
                placeholder="Type a value, press Enter"
                onChange={(event) => setTyped((current) => ({ ...current, [field]: event.target.value }))}
                onKeyDown={add(field)}
              />
            </div>
          );
        })}
      </div>
      {filters.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <FilterChips
            label="Active filters"
            filters={filters}
            textOf={(filter) => `${FILTER_FIELD_LABELS[filter.field]}: ${filter.value}`}
            onRemove={(index) => onFilters(filters.filter((_, at) => at !== index))}
          />
          <Button variant="ghost" size="sm" onClick={() => onFilters([])}>
            Clear All
          </Button>
        </div>
      )}
    </div>
  );
}
