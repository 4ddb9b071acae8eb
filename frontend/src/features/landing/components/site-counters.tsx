import type { SiteStats } from '../landing.api';
import { useSiteStatsQuery } from '../landing.api';
import { formatCount } from '../../../lib/format-count';

/** The counters worth stating, each from the product's own read models; a figure the server withholds is left out. */
export function counterItems(stats: SiteStats | undefined): { value: string; label: string }[] {
  if (!stats) return [];
  const items: { value: string; label: string }[] = [];
  if (stats.job_seekers_helped !== null) {
    items.push({
      value: `${formatCount(stats.job_seekers_helped)}+`,
      label: 'job seekers helped',
    });
  }
  if (stats.companies_researched !== null) {
    items.push({
      value: `${formatCount(stats.companies_researched)}+`,
      label: 'companies researched',
    });
  }
  if (stats.response_rate !== null) items.push({ value: `${stats.response_rate} %`, label: 'response rate' });
  return items;
}

/** The hero's marketing counters (spec §9), or nothing on an install too new to have any worth stating. */
export function SiteCounters() {
  const { data } = useSiteStatsQuery();
  const items = counterItems(data);
  if (items.length === 0) return null;
  return (
    <dl
      className="mx-auto mt-10 grid max-w-2xl grid-cols-1 gap-4 sm:grid-cols-3"
      aria-label="Our numbers so far"
    >
      {items.map((item) => (
        <div key={item.label} className="text-center">
          <dt className="text-sm text-gray-600 dark:text-gray-400">{item.label}</dt>
          <dd className="order-first text-3xl font-bold text-gray-900 dark:text-gray-100">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
