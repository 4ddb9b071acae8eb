import { businessDaysBetween, clockText, describeAvailability } from './availability';
import { availabilityBody, todayUtc } from './availability.contract';

const request = (extra = {}) => ({
  availableStart: '09:00',
  availableEnd: '17:00',
  bufferBefore: 15,
  bufferAfter: 15,
  startDate: '2026-11-23',
  endDate: '2026-11-27',
  ...extra,
});

describe('describeAvailability', () => {
  it('describes a working week with the window shrunk by the buffers', () => {
    expect(describeAvailability(request())).toEqual({
      ok: true,
      text: 'Available Monday, November 23 to Friday, November 27 (weekdays), 9:15 AM – 4:45 PM.',
      businessDays: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'],
      window: { start: '09:15', end: '16:45' },
    });
  });

  it('names a single day without a range', () => {
    expect(describeAvailability(request({ endDate: '2026-11-23' }))).toEqual(
      expect.objectContaining({ text: 'Available Monday, November 23, 9:15 AM – 4:45 PM.' }),
    );
  });

  it('skips weekends at both ends of the range', () => {
    const outcome = describeAvailability(request({ startDate: '2026-11-21', endDate: '2026-11-29' }));
    expect(outcome).toEqual(
      expect.objectContaining({
        text: 'Available Monday, November 23 to Friday, November 27 (weekdays), 9:15 AM – 4:45 PM.',
      }),
    );
  });

  it('leaves the weekend out of a range spanning it', () => {
    const outcome = describeAvailability(request({ startDate: '2026-11-26', endDate: '2026-12-01' }));
    expect(outcome).toEqual(
      expect.objectContaining({
        text: 'Available Thursday, November 26 to Tuesday, December 1 (weekdays), 9:15 AM – 4:45 PM.',
        businessDays: ['2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01'],
      }),
    );
  });

  it('names the years when the days straddle New Year', () => {
    const outcome = describeAvailability(request({ startDate: '2026-12-31', endDate: '2027-01-01' }));
    expect(outcome).toEqual(
      expect.objectContaining({
        text: 'Available Thursday, December 31, 2026 to Friday, January 1, 2027 (weekdays), 9:15 AM – 4:45 PM.',
      }),
    );
  });

  it('answers no business day for a weekend-only range', () => {
    expect(describeAvailability(request({ startDate: '2026-11-28', endDate: '2026-11-29' }))).toEqual({
      ok: false,
      reason: 'no_business_day',
    });
  });

  it('answers an empty window when the buffers eat the whole window, but not when a minute is left', () => {
    expect(
      describeAvailability(request({ availableStart: '09:00', availableEnd: '09:30', bufferAfter: 15 })),
    ).toEqual({ ok: false, reason: 'empty_window' });
    expect(
      describeAvailability(
        request({ availableStart: '09:00', availableEnd: '09:31', endDate: '2026-11-23' }),
      ),
    ).toEqual(expect.objectContaining({ text: 'Available Monday, November 23, 9:15 AM – 9:16 AM.' }));
  });
});

describe('clockText', () => {
  it.each([
    [0, '12:00 AM'],
    [30, '12:30 AM'],
    [9 * 60 + 5, '9:05 AM'],
    [12 * 60, '12:00 PM'],
    [23 * 60 + 59, '11:59 PM'],
  ])('%i minutes reads %s', (minutes, text) => {
    expect(clockText(minutes)).toBe(text);
  });
});

describe('businessDaysBetween', () => {
  it('includes both ends', () => {
    expect(businessDaysBetween('2026-11-23', '2026-11-24')).toEqual(['2026-11-23', '2026-11-24']);
  });
});

describe('availabilityBody', () => {
  const problems = (body: unknown) => {
    const result = availabilityBody.safeParse(body);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('defaults every field, both dates to today (UTC)', () => {
    expect(availabilityBody.parse({})).toEqual({
      available_start: '09:00',
      available_end: '17:00',
      buffer_before: 15,
      buffer_after: 15,
      start_date: todayUtc(),
      end_date: todayUtc(),
    });
  });

  it('takes the end date from the start date when only that is given', () => {
    expect(availabilityBody.parse({ start_date: '2026-11-23' }).end_date).toBe('2026-11-23');
  });

  it('names malformed times and dates', () => {
    expect(problems({ available_start: '9am', start_date: '2026-02-30', end_date: 'tomorrow' })).toEqual([
      'available_start: must be a time as HH:MM (24-hour), e.g. 09:00',
      'start_date: must be a real calendar date',
      'end_date: must be a date as YYYY-MM-DD',
    ]);
    expect(problems({ available_end: '24:00' })).toEqual([
      'available_end: must be a time as HH:MM (24-hour), e.g. 09:00',
    ]);
  });

  it('names an end time not after the start time', () => {
    expect(problems({ available_start: '17:00', available_end: '09:00' })).toEqual([
      'available_end: must be later than available_start',
    ]);
  });

  it('names an end date before the start date', () => {
    expect(problems({ start_date: '2026-11-23', end_date: '2026-11-22' })).toEqual([
      'end_date: must not be before start_date',
    ]);
  });

  it('allows 31 days both included, not 32', () => {
    expect(problems({ start_date: '2026-11-01', end_date: '2026-12-01' })).toEqual([]);
    expect(problems({ start_date: '2026-11-01', end_date: '2026-12-02' })).toEqual([
      'end_date: must be at most 31 days from start_date, both included',
    ]);
  });

  it('names negative, fractional, oversized and non-numeric buffers', () => {
    expect(problems({ buffer_before: -1, buffer_after: 2.5 })).toEqual([
      'buffer_before: must not be negative',
      'buffer_after: must be a whole number of minutes',
    ]);
    expect(problems({ buffer_before: 241, buffer_after: '15' })).toEqual([
      'buffer_before: must be at most 240 minutes',
      'buffer_after: must be a number of minutes',
    ]);
  });
});
