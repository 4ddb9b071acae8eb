import type { ReactNode } from 'react';

interface ItemListProps<Item extends { id: string; name: string }> {
  /** Names the list for assistive technology. */
  label: string;
  /** Shown instead of the list when there are no items. */
  empty: string;
  items: readonly Item[];
  /** What is shown under the item's name. */
  detail(item: Item): ReactNode;
  /** The item's controls, on the right. */
  actions(item: Item): ReactNode;
}

/** A section's named items, one row each with its detail and controls; a line saying so when there are none. */
export function ItemList<Item extends { id: string; name: string }>({
  label,
  empty,
  items,
  detail,
  actions,
}: ItemListProps<Item>) {
  if (items.length === 0) return <p className="text-sm text-gray-600 dark:text-gray-400">{empty}</p>;
  return (
    <ul aria-label={label} className="divide-y divide-gray-200 text-sm dark:divide-gray-800">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <div className="min-w-0">
            <p className="font-medium break-words text-gray-900 dark:text-gray-100">{item.name}</p>
            {detail(item)}
          </div>
          {actions(item)}
        </li>
      ))}
    </ul>
  );
}
