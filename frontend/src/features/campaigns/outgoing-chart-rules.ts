import type {
  ActivityPeriod,
  OutgoingActivityAnswer,
} from '@outreach/backend/outgoing-activity/outgoing-activity.contract';

/** The trend line: the mean of each bucket and the ones before it, this many in all (a trailing moving average). */
export const TREND_WINDOW = 3;

// Keys are the user's local hours and days already: read as UTC so the browser's own zone moves nothing.
const asUtc = (key: string) => new Date(key.length === 10 ? `${key}T00:00:00Z` : `${key}:00Z`);
const format = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const hourShort = format({ hour: 'numeric', hour12: true });
const weekdayShort = format({ weekday: 'short' });
const dayLong = format({ weekday: 'long', month: 'short', day: 'numeric' });

/** A bucket's axis label: '9 AM', 'Mon 23', or the day of the month. */
export function bucketLabel(period: ActivityPeriod, key: string): string {
  if (period === 'day') return hourShort.format(asUtc(key));
  if (period === 'week') return `${weekdayShort.format(asUtc(key))} ${asUtc(key).getUTCDate()}`;
  return String(asUtc(key).getUTCDate());
}

/** A bucket as the table and the summary name it: '09:00–10:00', or 'Monday, Nov 23'. */
export function bucketName(period: ActivityPeriod, key: string): string {
  if (period === 'day') {
    const hour = Number(key.slice(11, 13));
    return `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`;
  }
  return dayLong.format(asUtc(key));
}

/** The moving average at each begun bucket, one decimal; null for buckets still to come. */
export function trendLine(
  counts: readonly number[],
  elapsed: number,
  window = TREND_WINDOW,
): (number | null)[] {
  return counts.map((_count, index) => {
    if (index >= elapsed) return null;
    const from = Math.max(0, index - window + 1);
    const part = counts.slice(from, index + 1);
    return Math.round((part.reduce((sum, value) => sum + value, 0) / part.length) * 10) / 10;
  });
}

export interface ChartRow {
  key: string;
  label: string;
  name: string;
  sent: number;
  trend: number | null;
}

export function chartRows(answer: OutgoingActivityAnswer): ChartRow[] {
  const trend = trendLine(
    answer.buckets.map((bucket) => bucket.sent),
    answer.elapsed,
  );
  return answer.buckets.map((bucket, index) => ({
    key: bucket.key,
    label: bucketLabel(answer.period, bucket.key),
    name: bucketName(answer.period, bucket.key),
    sent: bucket.sent,
    trend: trend[index],
  }));
}

const PERIOD_PHRASE: Record<ActivityPeriod, string> = {
  day: 'today',
  week: 'this week',
  month: 'this month',
};

/** One sentence a screen reader gets instead of the bars: the total and the busiest hour or day. */
export function activitySummary(answer: OutgoingActivityAnswer): string {
  const total = `${answer.total} ${answer.total === 1 ? 'message' : 'messages'} sent ${PERIOD_PHRASE[answer.period]}`;
  if (answer.total === 0) return `${total}.`;
  const busiest = answer.buckets.reduce((best, bucket) => (bucket.sent > best.sent ? bucket : best));
  return `${total}; the most, ${busiest.sent}, ${answer.period === 'day' ? 'between' : 'on'} ${bucketName(answer.period, busiest.key)}.`;
}
