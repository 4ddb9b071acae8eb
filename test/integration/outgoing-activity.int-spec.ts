import { appWithUsers } from './testing/app-with-users';
import { recordDelivery } from './testing/record-delivery';

/**
 * GET /emails/outgoing/activity over the outgoing-activity read model: sends recorded through the messaging
 * context's conversation stream, bucketed by the caller's local hour or day.
 */
describe('outgoing activity', () => {
  const { app, ids, api, as } = appWithUsers(['ada', 'bob']);

  /** What the send pipeline records for one message: queued, then sent or failed, at `at`. */
  const deliver = async (name: string, at: string, outcome: 'sent' | 'failed' = 'sent') => {
    const checkpoint = await recordDelivery(app().store, { userId: ids[name], name }, outcome, new Date(at));
    await app().projected('outgoing-activity', checkpoint);
  };

  const activity = async (name: string, query: Record<string, string>) => {
    const response = await as(name, api().get('/emails/outgoing/activity').query(query));
    expect(response.status).toBe(200);
    return response.body as {
      period: string;
      start_date: string;
      end_date: string;
      buckets: { key: string; sent: number }[];
      elapsed: number;
      total: number;
    };
  };
  const nonZero = (buckets: { key: string; sent: number }[]) =>
    Object.fromEntries(
      buckets.filter((bucket) => bucket.sent > 0).map((bucket) => [bucket.key, bucket.sent]),
    );

  beforeAll(async () => {
    // Ada: two on Monday morning in Paris, one that failed, one on Wednesday evening; on 1 November, the night New
    // York's clocks went back, one in each 01:00 hour; and two in Kolkata's afternoon, either side of 16:00.
    await deliver('ada', '2026-11-23T08:10:00.000Z');
    await deliver('ada', '2026-11-23T08:50:00.000Z');
    await deliver('ada', '2026-11-23T09:00:00.000Z', 'failed');
    await deliver('ada', '2026-11-25T19:30:00.000Z');
    await deliver('ada', '2026-11-01T05:30:00.000Z');
    await deliver('ada', '2026-11-01T06:30:00.000Z');
    await deliver('ada', '2026-11-24T10:20:00.000Z');
    await deliver('ada', '2026-11-24T10:35:00.000Z');
    // Bob sends in the same hours; none of his may reach Ada's charts.
    await deliver('bob', '2026-11-23T08:15:00.000Z');
    await deliver('bob', '2026-11-25T19:45:00.000Z');
  });

  it('refuses anonymous callers', async () => {
    const response = await api().get('/emails/outgoing/activity').query({ period: 'day', time_zone: 'UTC' });
    expect(response.status).toBe(401);
  });

  it('answers the day as 24 local hours, sends only', async () => {
    const day = await activity('ada', { period: 'day', time_zone: 'Europe/Paris', date: '2026-11-23' });
    expect(day).toMatchObject({ period: 'day', start_date: '2026-11-23', end_date: '2026-11-23', total: 2 });
    expect(day.buckets).toHaveLength(24);
    expect(day.elapsed).toBe(24);
    expect(nonZero(day.buckets)).toEqual({ '2026-11-23T09:00': 2 });
  });

  it('answers the week Monday to Sunday and the month day by day, in the caller’s zone', async () => {
    const week = await activity('ada', { period: 'week', time_zone: 'Europe/Paris', date: '2026-11-26' });
    expect(week.buckets.map((bucket) => bucket.key)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(nonZero(week.buckets)).toEqual({ '2026-11-23': 2, '2026-11-24': 2, '2026-11-25': 1 });
    const month = await activity('ada', { period: 'month', time_zone: 'Asia/Tokyo', date: '2026-11-02' });
    expect(month.buckets).toHaveLength(30);
    // 19:30 UTC on the 25th is already the 26th in Tokyo.
    expect(nonZero(month.buckets)).toEqual({
      '2026-11-01': 2,
      '2026-11-23': 2,
      '2026-11-24': 2,
      '2026-11-26': 1,
    });
    expect(month.total).toBe(7);
  });

  it('puts both 01:00 hours of the night the clocks go back in one hour, and half-hour zones in their own hours', async () => {
    const newYork = await activity('ada', {
      period: 'day',
      time_zone: 'America/New_York',
      date: '2026-11-01',
    });
    expect(newYork.buckets).toHaveLength(24);
    expect(nonZero(newYork.buckets)).toEqual({ '2026-11-01T01:00': 2 });
    const kolkata = await activity('ada', { period: 'day', time_zone: 'Asia/Kolkata', date: '2026-11-24' });
    expect(nonZero(kolkata.buckets)).toEqual({ '2026-11-24T15:00': 1, '2026-11-24T16:00': 1 });
  });

  it("never counts another user's sends", async () => {
    const bobsWeek = await activity('bob', { period: 'week', time_zone: 'UTC', date: '2026-11-23' });
    expect(nonZero(bobsWeek.buckets)).toEqual({ '2026-11-23': 1, '2026-11-25': 1 });
    const adasDay = await activity('ada', { period: 'day', time_zone: 'UTC', date: '2026-11-25' });
    expect(nonZero(adasDay.buckets)).toEqual({ '2026-11-25T19:00': 1 });
  });

  it('answers today when no date is given', async () => {
    const today = await activity('bob', { period: 'month', time_zone: 'UTC' });
    expect(today.start_date).toBe(`${new Date().toISOString().slice(0, 7)}-01`);
    expect(today.elapsed).toBeGreaterThan(0);
  });

  it.each([
    [{ time_zone: 'UTC' }, 'period: period is required'],
    [{ period: 'year', time_zone: 'UTC' }, 'period: period must be day, week or month'],
    [{ period: 'day' }, 'time_zone: time_zone is required'],
    [
      { period: 'day', time_zone: 'Mars/Olympus' },
      'time_zone: time_zone must be an IANA time zone name, such as Europe/Paris',
    ],
    [
      { period: 'day', time_zone: '+02:00' },
      'time_zone: time_zone must be an IANA time zone name, such as Europe/Paris',
    ],
    [
      { period: 'day', time_zone: 'UTC', date: '2026-13-01' },
      'date: date must be a calendar date (YYYY-MM-DD)',
    ],
  ])('refuses %j with 400 naming the field', async (query, problem) => {
    const response = await as('ada', api().get('/emails/outgoing/activity').query(query));
    expect(response.status).toBe(400);
    const problems = (response.body.detail as { loc: string[]; msg: string }[]).map(
      (item) => `${item.loc.join('.')}: ${item.msg}`,
    );
    expect(problems).toEqual([problem]);
  });
});
