import { describe, expect, it } from 'vitest';
import { formatRate, relativeTime, trendOf } from './dashboard-format';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe('relative time (spec §9)', () => {
  it.each([
    [30_000, 'Just now'],
    [60_000, '1 minute ago'],
    [59 * 60_000, '59 minutes ago'],
    [3 * 3600_000, '3 hours ago'],
    [24 * 3600_000, '1 day ago'],
    [6 * 24 * 3600_000, '6 days ago'],
    [7 * 24 * 3600_000, 'Nov 21, 2026'],
  ])('reads %i ms ago as %s', (ms, text) => {
    expect(relativeTime(before(ms), NOW)).toBe(text);
  });

  it('says Unknown for a date it cannot read', () => {
    expect(relativeTime('not a date', NOW)).toBe('Unknown');
  });
});

describe('metric figures', () => {
  it('shows a rate as a percentage, and a dash when nothing was sent', () => {
    expect(formatRate(0.25)).toBe('25%');
    expect(formatRate(1 / 3)).toBe('33.3%');
    expect(formatRate(null)).toBe('–');
  });

  it('words a count trend by its difference and a rate trend in points', () => {
    expect(trendOf({ value: 12, previous: 8, change: 4 }, 'count', 30)).toEqual({
      direction: 'up',
      text: '+4 vs previous 30 days',
    });
    expect(trendOf({ value: 0.1, previous: 0.25, change: -0.15 }, 'rate', 30)).toEqual({
      direction: 'down',
      text: '−15 pts vs previous 30 days',
    });
    expect(trendOf({ value: 3, previous: 3, change: 0 }, 'count', 30).direction).toBe('flat');
  });

  it('has no trend for a rate without sends in one of the periods', () => {
    expect(trendOf({ value: 0.5, previous: null, change: null }, 'rate', 30)).toEqual({
      direction: 'none',
      text: 'Nothing sent in the previous 30 days',
    });
    expect(trendOf({ value: null, previous: 0.5, change: null }, 'rate', 30).text).toBe(
      'Nothing sent in the last 30 days',
    );
  });
});
