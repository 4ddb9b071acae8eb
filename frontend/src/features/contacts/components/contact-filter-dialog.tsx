import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, type DialogOpenProps } from '../../../components/ui/dialog';
import { QueryError } from '../../../components/ui/fetch-error';
import { Field, inputClasses } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { columnLabel, filterText, type ContactFilter, type FilterLogic } from '../contact-list-query';
import { useContactColumnsQuery, useContactFieldValuesQuery } from '../contacts.api';
import { FilterChips } from '../../../components/ui/filter-chips';
import { radioGroup, RadioOptions } from '../../../components/ui/radio';

interface ContactFilterDialogProps extends DialogOpenProps {
  logic: FilterLogic;
  filters: ContactFilter[];
  onApply: (logic: FilterLogic, filters: ContactFilter[]) => void;
}

const LOGIC_OPTIONS = [
  { value: 'AND', label: 'Match All' },
  { value: 'OR', label: 'Match Any' },
] as const satisfies readonly { value: FilterLogic; label: string }[];

/** Spec section 2, Contact filter popup: edits a copy, which the list takes on Apply Filters. */
export function ContactFilterDialog({
  open,
  onOpenChange,
  logic,
  filters,
  onApply,
}: ContactFilterDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Filter Contacts">
      {open && (
        <FilterEditor
          initialLogic={logic}
          initialFilters={filters}
          onApply={(nextLogic, nextFilters) => {
            onApply(nextLogic, nextFilters);
            onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}

function FilterEditor({
  initialLogic,
  initialFilters,
  onApply,
}: {
  initialLogic: FilterLogic;
  initialFilters: ContactFilter[];
  onApply: (logic: FilterLogic, filters: ContactFilter[]) => void;
}) {
  const [logic, setLogic] = useState(initialLogic);
  const [filters, setFilters] = useState(initialFilters);
  const [field, setField] = useState('');
  const [value, setValue] = useState('');
  const columns = useContactColumnsQuery();
  const values = useContactFieldValuesQuery(field, { skip: !field });

  const add = () => {
    if (!field || !value) return;
    const exists = filters.some((filter) => filter.column === field && filter.value === value);
    if (!exists) setFilters([...filters, { column: field, operator: 'contains', value }]);
    setValue('');
  };

  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">Match</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <RadioOptions
            radio={radioGroup('contact-filter-logic', logic, setLogic)}
            options={LOGIC_OPTIONS}
            labelClassName="inline-flex items-center gap-2"
          />
        </div>
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="contact-filter-field" label="Field">
          <select
            id="contact-filter-field"
            className={inputClasses}
            value={field}
            onChange={(event) => {
              setField(event.target.value);
              setValue('');
            }}
          >
            <option value="">Choose a field</option>
            {columns.data?.columns.map((column) => (
              <option key={column} value={column}>
                {columnLabel(column)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="contact-filter-value" label="Value">
          <select
            id="contact-filter-value"
            className={inputClasses}
            value={value}
            disabled={!field || values.isFetching}
            onChange={(event) => setValue(event.target.value)}
          >
            <option value="">{field ? 'Choose a value' : 'Choose a field first'}</option>
            {field &&
              values.data?.map((option) => (
                <option key={String(option)} value={String(option)}>
                  {String(option)}
                </option>
              ))}
          </select>
        </Field>
      </div>
      {columns.isLoading && <Spinner label="Loading fields..." />}
      {columns.isError && <QueryError message="Failed to load the fields to filter by." query={columns} />}
      {values.isError && (
        <QueryError message={`Failed to load the values of ${columnLabel(field)}.`} query={values} />
      )}

      <Button variant="secondary" size="sm" onClick={add} disabled={!field || !value}>
        Add Filter
      </Button>

      <FilterChips
        filters={filters}
        textOf={filterText}
        onRemove={(index) => setFilters(filters.filter((_, at) => at !== index))}
      />

      <div className="flex flex-col-reverse gap-2 border-t border-gray-200 pt-4 sm:flex-row sm:justify-end dark:border-gray-700">
        <Button variant="secondary" onClick={() => setFilters([])} disabled={filters.length === 0}>
          Clear All
        </Button>
        <Button onClick={() => onApply(logic, filters)}>Apply Filters</Button>
      </div>
    </div>
  );
}
