export interface Stat {
  label: string;
  value: number;
}

/** A screen's headline counters: two a row on narrow screens, four from 1024 px. */
export function StatCards({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map(({ label, value }) => (
        <div
          key={label}
          className="rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
        >
          <dt className="text-xs font-medium text-gray-600 uppercase dark:text-gray-400">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-gray-900 dark:text-gray-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
