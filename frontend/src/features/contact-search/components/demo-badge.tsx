/** "Clearly labelled demo data" (contract §6): shown beside results the bundled demo directory answered. */
export function DemoBadge() {
  return (
    <span
      title="Generated sample companies and people, not real ones"
      className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200"
    >
      Demo data
    </span>
  );
}
