/** A list whose every item is ticked, such as a plan's features. */
export function CheckList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <ul aria-label={label} className="space-y-2 text-sm text-gray-700 dark:text-gray-300">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="text-green-600 dark:text-green-400">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
