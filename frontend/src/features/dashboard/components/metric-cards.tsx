import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import type { DashboardSummary, MetricView } from '../dashboard.api';
import { formatRate, trendOf, type TrendDirection } from '../dashboard-format';

const TREND_CLASSES: Record<TrendDirection, string> = {
  up: 'text-green-700 dark:text-green-400',
  down: 'text-red-700 dark:text-red-400',
  flat: 'text-gray-600 dark:text-gray-400',
  none: 'text-gray-600 dark:text-gray-400',
};

const TREND_MARKS: Record<TrendDirection, string> = { up: '▲', down: '▼', flat: '■', none: '' };

interface MetricCardProps {
  label: string;
  metric: MetricView;
  kind: 'count' | 'rate';
  days: number;
  note?: string;
  action: ReactNode;
}

function MetricCard({ label, metric, kind, days, note, action }: MetricCardProps) {
  const trend = trendOf(metric, kind, days);
  const value = kind === 'rate' ? formatRate(metric.value) : String(metric.value ?? 0);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
      <dt className="text-sm font-medium text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="text-2xl font-semibold text-gray-900 dark:text-gray-100">{value}</dd>
      <dd className={cn('text-xs', TREND_CLASSES[trend.direction])}>
        {TREND_MARKS[trend.direction] && <span aria-hidden="true">{TREND_MARKS[trend.direction]} </span>}
        {trend.text}
      </dd>
      {note && <dd className="text-xs text-gray-600 dark:text-gray-400">{note}</dd>}
      <dd className="mt-auto pt-1">{action}</dd>
    </div>
  );
}

const linkClasses = buttonClasses('secondary', 'sm');

/**
 * The four metrics of spec §2 Dashboard, each against the previous period with its action link: Response Rate to
 * the contacts, Messages Sent to the outgoing messages, Open Rate to the settings (where tracking is switched),
 * Active Drafts to the draft review.
 */
export function MetricCards({
  summary,
  onReviewDrafts,
}: {
  summary: DashboardSummary;
  onReviewDrafts: () => void;
}) {
  const { metrics, period } = summary;
  return (
    <dl aria-label="Metrics" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <MetricCard
        label="Response Rate"
        metric={metrics.responseRate}
        kind="rate"
        days={period.days}
        action={
          <Link className={linkClasses} to={`${paths.contacts}?filter=responses`}>
            View Responses
          </Link>
        }
      />
      <MetricCard
        label="Messages Sent"
        metric={metrics.messagesSent}
        kind="count"
        days={period.days}
        action={
          <Link className={linkClasses} to={paths.outgoingMessages}>
            View Outgoing
          </Link>
        }
      />
      <MetricCard
        label="Open Rate"
        metric={metrics.openRate}
        kind="rate"
        days={period.days}
        note="Opens by people only: machine opens (mail proxies, privacy prefetches, link scanners) are left out."
        action={
          <Link className={linkClasses} to={`${paths.settings}?tab=Advanced`}>
            Tracking Settings
          </Link>
        }
      />
      <MetricCard
        label="Active Drafts"
        metric={metrics.activeDrafts}
        kind="count"
        days={period.days}
        action={
          <button type="button" className={linkClasses} onClick={onReviewDrafts}>
            Review Drafts
          </button>
        }
      />
    </dl>
  );
}
