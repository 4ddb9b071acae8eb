import { cn } from '../../lib/cn';
import { focusRing } from './button';

interface FilterChipsProps<Filter> {
  filters: readonly Filter[];
  /** The chip's text, e.g. 'Company: Acme'; its remove button is named 'Remove filter <text>'. */
  textOf: (filter: Filter) => string;
  onRemove: (index: number) => void;
  /** The list's accessible name. */
  label?: string;
}

/** Applied filters as removable chips; nothing when there are none. */
export function FilterChips<Filter>({
  filters,
  textOf,
  onRemove,
  label = 'Filters',
}: FilterChipsProps<Filter>) {
  if (filters.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {filters.map((filter, index) => {
        const text = textOf(filter);
        return (
          <li
            key={text}
            className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-3 text-xs font-medium text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200"
          >
            {text}
            <button
              type="button"
              aria-label={`Remove filter ${text}`}
              onClick={() => onRemove(index)}
              className={cn(
                'rounded-full px-1.5 text-indigo-600 hover:bg-indigo-100 dark:text-indigo-300 dark:hover:bg-indigo-900',
                focusRing,
              )}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
