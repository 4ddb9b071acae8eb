import { Button, focusRing } from '../../../components/ui/button';
import { Field, Input, inputClasses, InputField } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import type { HistoryFilters as Filters, HistoryOrder } from '../users.api';

export const DEFAULT_HISTORY_FILTERS: Filters = { type: '', from: '', to: '', order: 'desc' };

const ORDERS: { value: HistoryOrder; label: string }[] = [
  { value: 'desc', label: 'Newest first' },
  { value: 'asc', label: 'Oldest first' },
];

interface HistoryFiltersProps {
  filters: Filters;
  /** Types present in the user's whole history. */
  eventTypes: string[];
  /** Why the date range is not applied, if it is not. */
  rangeError: string | null;
  onChange: (filters: Filters) => void;
}

export function HistoryFilters({ filters, eventTypes, rangeError, onChange }: HistoryFiltersProps) {
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  const isDefault = (Object.keys(DEFAULT_HISTORY_FILTERS) as (keyof Filters)[]).every(
    (key) => filters[key] === DEFAULT_HISTORY_FILTERS[key],
  );
  // The chosen type stays selectable even when the user's history no longer lists it.
  const types =
    filters.type && !eventTypes.includes(filters.type) ? [filters.type, ...eventTypes] : eventTypes;

  return (
    <div className="mb-4 space-y-3 rounded-md border border-gray-200 p-3 dark:border-gray-700">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="history-type" label="Event type">
          <select
            id="history-type"
            className={inputClasses}
            value={filters.type}
            onChange={(event) => set({ type: event.target.value })}
          >
            <option value="">All events</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        <fieldset className="space-y-1">
          <legend className="block text-sm font-medium text-gray-800 dark:text-gray-200">Order</legend>
          <div className="flex rounded-md border border-gray-300 p-0.5 dark:border-gray-600">
            {ORDERS.map(({ value, label }) => (
              <button
                key={value}
                type="button"
                aria-pressed={filters.order === value}
                onClick={() => set({ order: value })}
                className={cn(
                  'flex-1 rounded px-3 py-1.5 text-sm font-medium',
                  filters.order === value
                    ? 'bg-indigo-600 text-white dark:bg-indigo-500'
                    : 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800',
                  focusRing,
                )}
              >
                {label}
              </button>
            ))}
          </div>
        </fieldset>
        <InputField
          id="history-from"
          label="From"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
        <Field id="history-to" label="To" error={rangeError ?? undefined}>
          <Input
            id="history-to"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            aria-invalid={rangeError !== null}
            aria-describedby={rangeError ? 'history-to-error' : undefined}
            onChange={(event) => set({ to: event.target.value })}
          />
        </Field>
      </div>
      <div className="flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          disabled={isDefault}
          onClick={() => onChange(DEFAULT_HISTORY_FILTERS)}
        >
          Reset filters
        </Button>
      </div>
    </div>
  );
}
