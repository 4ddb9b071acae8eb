import { isIanaTimeZone, outgoingActivityQuery } from './outgoing-activity.contract';
import {
  bucketKeys,
  elapsedBuckets,
  filledBuckets,
  localClock,
  periodRange,
  slotOf,
} from './outgoing-activity.rules';

describe('outgoing activity rules', () => {
  describe('slotOf', () => {
    it.each([
      ['2026-11-23T10:00:00.000Z', '2026-11-23T10:00:00.000Z'],
      ['2026-11-23T10:14:59.999Z', '2026-11-23T10:00:00.000Z'],
      ['2026-11-23T10:15:00.000Z', '2026-11-23T10:15:00.000Z'],
      ['2026-11-23T23:59:59.000Z', '2026-11-23T23:45:00.000Z'],
    ])('puts %s in the quarter hour from %s', (instant, slot) => {
      expect(slotOf(instant)).toBe(slot);
    });
  });

  describe('periodRange', () => {
    it('takes the day itself for the day view', () => {
      expect(periodRange('day', '2026-11-25')).toEqual({ start: '2026-11-25', days: 1 });
    });

    it('takes the week from Monday to Sunday, across a month end', () => {
      expect(periodRange('week', '2026-11-25')).toEqual({ start: '2026-11-23', days: 7 });
      expect(periodRange('week', '2026-11-23')).toEqual({ start: '2026-11-23', days: 7 });
      expect(periodRange('week', '2026-11-29')).toEqual({ start: '2026-11-23', days: 7 });
      expect(periodRange('week', '2026-12-02')).toEqual({ start: '2026-11-30', days: 7 });
    });

    it('takes every day of the calendar month, leap February included', () => {
      expect(periodRange('month', '2026-11-25')).toEqual({ start: '2026-11-01', days: 30 });
      expect(periodRange('month', '2026-12-31')).toEqual({ start: '2026-12-01', days: 31 });
      expect(periodRange('month', '2028-02-10')).toEqual({ start: '2028-02-01', days: 29 });
      expect(periodRange('month', '2026-02-10')).toEqual({ start: '2026-02-01', days: 28 });
    });
  });

  describe('bucketKeys', () => {
    it('gives 24 local hours for a day', () => {
      const keys = bucketKeys('day', { start: '2026-11-25', days: 1 });
      expect(keys).toHaveLength(24);
      expect([keys[0], keys[9], keys[23]]).toEqual([
        '2026-11-25T00:00',
        '2026-11-25T09:00',
        '2026-11-25T23:00',
      ]);
    });

    it('gives each day of a week or month', () => {
      expect(bucketKeys('week', { start: '2026-11-30', days: 7 })).toEqual([
        '2026-11-30',
        '2026-12-01',
        '2026-12-02',
        '2026-12-03',
        '2026-12-04',
        '2026-12-05',
        '2026-12-06',
      ]);
      expect(bucketKeys('month', { start: '2026-11-01', days: 30 }).at(-1)).toBe('2026-11-30');
    });
  });

  describe('elapsedBuckets', () => {
    const week = { start: '2026-11-23', days: 7 };
    it('counts the buckets begun by the local clock', () => {
      expect(elapsedBuckets('day', { start: '2026-11-25', days: 1 }, { date: '2026-11-25', hour: 0 })).toBe(
        1,
      );
      expect(elapsedBuckets('day', { start: '2026-11-25', days: 1 }, { date: '2026-11-25', hour: 13 })).toBe(
        14,
      );
      expect(elapsedBuckets('week', week, { date: '2026-11-25', hour: 8 })).toBe(3);
    });

    it('counts all of a past period and none of a future one', () => {
      expect(elapsedBuckets('week', week, { date: '2026-12-10', hour: 8 })).toBe(7);
      expect(elapsedBuckets('day', { start: '2026-11-20', days: 1 }, { date: '2026-11-25', hour: 8 })).toBe(
        24,
      );
      expect(elapsedBuckets('week', week, { date: '2026-11-01', hour: 8 })).toBe(0);
    });
  });

  describe('localClock', () => {
    it('reads the wall clock of the zone, half-hour offsets and date changes included', () => {
      const instant = new Date('2026-11-25T20:45:00.000Z');
      expect(localClock(instant, 'Asia/Kolkata')).toEqual({ date: '2026-11-26', hour: 2 });
      expect(localClock(instant, 'America/Los_Angeles')).toEqual({ date: '2026-11-25', hour: 12 });
      expect(localClock(instant, 'UTC')).toEqual({ date: '2026-11-25', hour: 20 });
    });
  });

  it('fills the keys nothing was sent in with 0', () => {
    expect(filledBuckets(['a', 'b', 'c'], new Map([['b', 4]]))).toEqual([
      { key: 'a', sent: 0 },
      { key: 'b', sent: 4 },
      { key: 'c', sent: 0 },
    ]);
  });

  describe('the request', () => {
    it.each(['Europe/Paris', 'America/Argentina/Buenos_Aires', 'UTC', 'Asia/Kolkata'])(
      'takes %s as a zone',
      (zone) => {
        expect(isIanaTimeZone(zone)).toBe(true);
      },
    );

    it.each(['Mars/Olympus', '+01:00', 'EST', '', 'europe/paris'])('refuses %j as a zone', (zone) => {
      expect(isIanaTimeZone(zone)).toBe(false);
    });

    it('names each refused field', () => {
      const result = outgoingActivityQuery.safeParse({
        period: 'year',
        time_zone: 'Nowhere',
        date: '2026-02-30',
      });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
        'period: period must be day, week or month',
        'time_zone: time_zone must be an IANA time zone name, such as Europe/Paris',
        'date: date must be a calendar date (YYYY-MM-DD)',
      ]);
    });

    it('requires the period and the zone', () => {
      const result = outgoingActivityQuery.safeParse({});
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'period is required',
        'time_zone is required',
      ]);
    });
  });
});
