import type { MouseEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TableColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  className?: string;
  /**
   * Also listed on the item's card, labelled with the header; 'wrap' for free text that may be long; 'row' for a
   * value that must not share a narrow column (an e-mail address, a description): it gets the card's full width.
   */
  inCard?: true | 'wrap' | 'row';
}

interface ResponsiveTableProps<T> {
  /** Names the table and the card list alike. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  columns: readonly TableColumn<T>[];
  /** The top of an item's card: its name over a second line. */
  cardHeading: (item: T) => ReactNode;
  /** Beside the card's heading. */
  cardBadges: (item: T) => ReactNode;
  /** The table's last column, and the foot of the card. */
  actions: (item: T) => ReactNode;
  /** A visible header for the actions column; without one it is named 'Actions' for screen readers only. */
  actionsHeader?: string;
  /**
   * The width of its own box from which it is a table (a Tailwind container size): a wide table in a narrow column
   * stays cards on a wide screen. Default '@xl' (36rem), about a phone turned sideways.
   */
  tableFrom?: TableFrom;
  /**
   * A click anywhere on an item's row or card that is not on a control of its own. A mouse convenience only: the
   * item must also offer a link or button that does the same, for the keyboard.
   */
  onItemClick?: (item: T) => void;
}

function clickHandler<T>(item: T, onItemClick: ((item: T) => void) | undefined) {
  if (!onItemClick) return undefined;
  return (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a, button, input, select, textarea, label')) return;
    onItemClick(item);
  };
}

/** Literal classes per container size, so Tailwind sees every one it must generate. */
const TABLE_FROM = {
  '@md': { cards: '@md:hidden', table: 'hidden @md:block' },
  '@xl': { cards: '@xl:hidden', table: 'hidden @xl:block' },
  '@2xl': { cards: '@2xl:hidden', table: 'hidden @2xl:block' },
  '@4xl': { cards: '@4xl:hidden', table: 'hidden @4xl:block' },
} as const;

export type TableFrom = keyof typeof TABLE_FROM;

const headerCell =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400';
// Text wraps at its spaces (and an address at its @, see EmailAddress) so the table fits its box; the actions never wrap.
const cell = 'px-3 py-2 align-middle break-words';

/**
 * A table when its own box is wide enough for one (tableFrom), else one card per item, so every field and action
 * shows without sideways scrolling, whatever the screen and whatever column the list sits in.
 */
export function ResponsiveTable<T>({ tableFrom = '@xl', ...props }: ResponsiveTableProps<T>) {
  const classes = TABLE_FROM[tableFrom];
  return (
    <div className="@container">
      <Cards {...props} className={classes.cards} />
      <Table {...props} className={classes.table} />
    </div>
  );
}

function Cards<T>({
  label,
  items,
  itemKey,
  columns,
  cardHeading,
  cardBadges,
  actions,
  className,
  onItemClick,
}: ResponsiveTableProps<T> & { className: string }) {
  const fields = columns.filter((column) => column.inCard);
  const shared = fields.filter((column) => column.inCard !== 'row').length;
  return (
    <ul aria-label={label} className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li
          key={itemKey(item)}
          onClick={clickHandler(item, onItemClick)}
          className={cn(
            'rounded-lg border border-gray-200 bg-white p-4 text-sm dark:border-gray-800 dark:bg-gray-900',
            onItemClick && 'cursor-pointer hover:bg-gray-50 dark:hover:bg-gray-800/60',
          )}
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">{cardHeading(item)}</div>
            <div className="flex shrink-0 flex-col items-end gap-1">{cardBadges(item)}</div>
          </div>
          {/* Three short fields share a row; more go two a row; a 'row' field has one to itself. */}
          <dl className={cn('mt-3 grid gap-2 text-xs', shared === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
            {fields.map(({ header, cell, inCard }) => (
              <div
                key={header}
                className={cn(inCard !== true && 'min-w-0', inCard === 'row' && 'col-span-full')}
              >
                <dt className="text-gray-600 dark:text-gray-400">{header}</dt>
                <dd className={inCard === true ? undefined : 'break-words'}>{cell(item)}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-3 flex justify-end">{actions(item)}</div>
        </li>
      ))}
    </ul>
  );
}

function Table<T>({
  label,
  items,
  itemKey,
  columns,
  actions,
  actionsHeader,
  className,
  onItemClick,
}: ResponsiveTableProps<T> & { className: string }) {
  return (
    <div
      className={cn(
        'relative overflow-x-auto rounded-lg border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900',
        className,
      )}
    >
      <table className="min-w-full divide-y divide-gray-200 text-sm dark:divide-gray-800">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-gray-50 dark:bg-gray-800/50">
          <tr>
            {columns.map(({ header }) => (
              <th key={header} scope="col" className={headerCell}>
                {header}
              </th>
            ))}
            <th scope="col" className={cn(headerCell, actionsHeader && 'text-right')}>
              {actionsHeader ?? <span className="sr-only">Actions</span>}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {items.map((item) => (
            <tr
              key={itemKey(item)}
              onClick={clickHandler(item, onItemClick)}
              className={cn(onItemClick && 'cursor-pointer hover:bg-gray-50 dark:hover:bg-gray-800/60')}
            >
              {columns.map((column) => (
                <td key={column.header} className={cn(cell, column.className)}>
                  {column.cell(item)}
                </td>
              ))}
              <td className={`${cell} text-right whitespace-nowrap`}>{actions(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
