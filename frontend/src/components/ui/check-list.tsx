import { cn } from '../../lib/cn';

interface CheckListProps {
  /** The list's accessible name, e.g. 'Pro features'. */
  label?: string;
  items: readonly string[];
  /** Closer together, each item one short line centred on its tick (a sign-up card's benefits). */
  dense?: boolean;
}

/** A list whose every item is ticked, such as a plan's features. */
export function CheckList({ label, items, dense = false }: CheckListProps) {
  return (
    <ul
      aria-label={label}
      className={cn(dense ? 'space-y-1' : 'space-y-2', 'text-sm text-gray-700 dark:text-gray-300')}
    >
      {items.map((item) => (
        <li key={item} className={dense ? 'flex items-center gap-2' : 'flex gap-2'}>
          <span aria-hidden="true" className="text-green-600 dark:text-green-400">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
