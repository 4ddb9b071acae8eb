import { describe, expect, it } from 'vitest';
import { activitySummary, bucketLabel, bucketName, chartRows, trendLine } from './outgoing-chart-rules';
import { aWeekOfActivity } from './testing/campaign-factories';

describe('chart buckets', () => {
  it('labels hours, weekdays and days of the month as the user reads them, whatever the browser zone', () => {
    expect(bucketLabel('day', '2026-11-23T00:00')).toBe('12 AM');
    expect(bucketLabel('day', '2026-11-23T09:00')).toBe('9 AM');
    expect(bucketLabel('day', '2026-11-23T15:00')).toBe('3 PM');
    expect(bucketLabel('week', '2026-11-23')).toBe('Mon 23');
    expect(bucketLabel('month', '2026-11-05')).toBe('5');
  });

  it('names an hour by its span and a day in full', () => {
    expect(bucketName('day', '2026-11-23T09:00')).toBe('09:00–10:00');
    expect(bucketName('day', '2026-11-23T23:00')).toBe('23:00–00:00');
    expect(bucketName('week', '2026-11-23')).toBe('Monday, Nov 23');
  });

  it('draws the trend as the mean of each bucket and the two before it, up to the current bucket', () => {
    expect(trendLine([3, 0, 6, 9, 4, 2, 0], 5)).toEqual([3, 1.5, 3, 5, 6.3, null, null]);
    expect(trendLine([1, 2], 0)).toEqual([null, null]);
  });

  it('gives each bar its label, name, count and trend', () => {
    const rows = chartRows(aWeekOfActivity([2, 4, 0, 0, 0, 0, 0], 2));
    expect(rows[1]).toEqual({
      key: '2026-11-24',
      label: 'Tue 24',
      name: 'Tuesday, Nov 24',
      sent: 4,
      trend: 3,
    });
    expect(rows[2].trend).toBeNull();
  });

  it('sums the period up in a sentence with its busiest day', () => {
    expect(activitySummary(aWeekOfActivity([2, 5, 1, 0, 0, 0, 0]))).toBe(
      '8 messages sent this week; the most, 5, on Tuesday, Nov 24.',
    );
    expect(activitySummary({ ...aWeekOfActivity([0, 0]), period: 'day', total: 0 })).toBe(
      '0 messages sent today.',
    );
  });
});
