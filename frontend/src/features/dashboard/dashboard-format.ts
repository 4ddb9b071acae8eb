import type { MetricView } from './dashboard.api';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Spec §9: 'Just now' under 1 minute, minutes under 60, hours under 24, days under 7, then a date; 'Unknown' (§8). */
export function relativeTime(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return 'Unknown';
  const elapsed = Math.max(0, now - at);
  const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return ago(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < 7 * DAY_MS) return ago(Math.floor(elapsed / DAY_MS), 'day');
  return dateFormat.format(at);
}

/** A rate as a whole percentage with one decimal when it has one; '–' with nothing sent. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '–';
  const percent = Math.round(rate * 1000) / 10;
  return `${percent}%`;
}

export type TrendDirection = 'up' | 'down' | 'flat' | 'none';

export interface Trend {
  direction: TrendDirection;
  text: string;
}

/** How a metric moved against the previous period: counts by their difference, rates in percentage points. */
export function trendOf(metric: MetricView, kind: 'count' | 'rate', days: number): Trend {
  const against = `vs previous ${days} days`;
  if (metric.change === null) {
    return {
      direction: 'none',
      text:
        metric.value === null
          ? `Nothing sent in the last ${days} days`
          : `Nothing sent in the previous ${days} days`,
    };
  }
  const size = kind === 'rate' ? Math.round(Math.abs(metric.change) * 1000) / 10 : Math.abs(metric.change);
  if (size === 0) return { direction: 'flat', text: `No change ${against}` };
  const unit = kind === 'rate' ? (size === 1 ? ' pt' : ' pts') : '';
  const direction = metric.change > 0 ? 'up' : 'down';
  return { direction, text: `${direction === 'up' ? '+' : '−'}${size}${unit} ${against}` };
}
