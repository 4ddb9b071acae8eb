import { calendarMonth, usagePeriod, type PeriodSubscription } from './usage-period';

const at = (iso: string) => new Date(iso);

const paid = (overrides: Partial<PeriodSubscription> = {}): PeriodSubscription => ({
  plan_name: 'Basic',
  status: 'active',
  billing_cycle: 'monthly',
  billing_period_start: '2026-11-10',
  next_billing_date: '2026-12-10',
  updated_at: '2026-11-10T09:00:00.000Z',
  ...overrides,
});

describe('the billing period plan limits count over', () => {
  it('is the calendar month (UTC) for Free, from its first day to the next month’s first', () => {
    expect(
      usagePeriod({
        now: at('2026-11-23T05:00:00Z'),
        plan: 'Free',
        clubSponsored: false,
        subscription: null,
      }),
    ).toEqual({ start: '2026-11-01', end: '2026-12-01' });
    expect(calendarMonth(at('2026-12-31T23:59:59.999Z'))).toEqual({ start: '2026-12-01', end: '2027-01-01' });
  });

  it('changes month at midnight UTC, whatever the local time', () => {
    expect(calendarMonth(at('2026-11-30T23:59:59.999Z')).start).toBe('2026-11-01');
    expect(calendarMonth(at('2026-12-01T00:00:00.000Z')).start).toBe('2026-12-01');
  });

  it('is the paid subscription’s period, from its start up to the next billing date', () => {
    const subscription = paid();
    const period = (now: string) =>
      usagePeriod({ now: at(now), plan: 'Basic', clubSponsored: false, subscription });
    expect(period('2026-11-23T00:00:00Z')).toEqual({ start: '2026-11-10', end: '2026-12-10' });
    expect(period('2026-12-09T23:59:59Z')).toEqual({ start: '2026-11-10', end: '2026-12-10' });
  });

  it('moves on at the next billing date even before the renewal is recorded', () => {
    const subscription = paid();
    expect(
      usagePeriod({ now: at('2026-12-10T00:00:00Z'), plan: 'Basic', clubSponsored: false, subscription }),
    ).toEqual({ start: '2026-12-10', end: '2027-01-10' });
    const yearly = paid({ billing_cycle: 'yearly', next_billing_date: '2027-11-10' });
    expect(
      usagePeriod({
        now: at('2027-11-11T00:00:00Z'),
        plan: 'Basic',
        clubSponsored: false,
        subscription: yearly,
      }),
    ).toEqual({ start: '2027-11-10', end: '2028-11-10' });
  });

  it('keeps a billing day past a short month’s end on that month’s last day', () => {
    const subscription = paid({ billing_period_start: '2027-01-31', next_billing_date: '2027-02-28' });
    expect(
      usagePeriod({ now: at('2027-03-01T00:00:00Z'), plan: 'Basic', clubSponsored: false, subscription }),
    ).toEqual({ start: '2027-02-28', end: '2027-03-28' });
  });

  it('reads gateway dates given as ISO times', () => {
    const subscription = paid({
      plan_name: 'Pro',
      billing_period_start: '2026-11-10T00:00:00Z',
      next_billing_date: '2026-12-10T00:00:00Z',
    });
    expect(
      usagePeriod({ now: at('2026-11-23T00:00:00Z'), plan: 'Pro', clubSponsored: false, subscription }),
    ).toEqual({
      start: '2026-11-10',
      end: '2026-12-10',
    });
  });

  it('is the calendar month for club-sponsored Pro, even with a subscription of their own', () => {
    expect(
      usagePeriod({
        now: at('2026-11-23T00:00:00Z'),
        plan: 'Pro',
        clubSponsored: true,
        subscription: paid(),
      }),
    ).toEqual({ start: '2026-11-01', end: '2026-12-01' });
  });

  it('is the calendar month for the admin plans', () => {
    for (const plan of ['Max', 'Demon']) {
      expect(
        usagePeriod({ now: at('2026-11-23T00:00:00Z'), plan, clubSponsored: false, subscription: null }),
      ).toEqual({ start: '2026-11-01', end: '2026-12-01' });
    }
  });

  it('counts Free from the day a paid plan ended this month, so the paid plan’s usage does not count', () => {
    const ended = paid({
      plan_name: 'Free',
      status: 'none',
      billing_period_start: null,
      next_billing_date: null,
      updated_at: '2026-11-15T08:00:00.000Z',
    });
    expect(
      usagePeriod({
        now: at('2026-11-23T00:00:00Z'),
        plan: 'Free',
        clubSponsored: false,
        subscription: ended,
      }),
    ).toEqual({ start: '2026-11-15', end: '2026-12-01' });
    expect(
      usagePeriod({
        now: at('2026-12-02T00:00:00Z'),
        plan: 'Free',
        clubSponsored: false,
        subscription: ended,
      }),
    ).toEqual({ start: '2026-12-01', end: '2027-01-01' });
  });

  it('falls back to the calendar month when the subscription does not match the plan or lacks dates', () => {
    const now = at('2026-11-23T00:00:00Z');
    const month = { start: '2026-11-01', end: '2026-12-01' };
    expect(usagePeriod({ now, plan: 'Pro', clubSponsored: false, subscription: paid() })).toEqual(month);
    expect(
      usagePeriod({
        now,
        plan: 'Basic',
        clubSponsored: false,
        subscription: paid({ next_billing_date: null }),
      }),
    ).toEqual(month);
    expect(
      usagePeriod({
        now,
        plan: 'Basic',
        clubSponsored: false,
        subscription: paid({ billing_period_start: '2026-12-01' }),
      }),
    ).toEqual(month);
  });
});
