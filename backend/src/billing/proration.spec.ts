import { prorationEstimate, type ProrationInput } from './proration';
import { InvalidBillingValue } from './subscription.errors';

// Growth (Basic) $5.00 a month to Pro $15.00 a month over March 2025 (31 days) unless a case says otherwise.
const upgrade = (overrides: Partial<ProrationInput> = {}): ProrationInput => ({
  currentPriceCents: 500,
  currentCycle: 'monthly',
  newPriceCents: 1500,
  newCycle: 'monthly',
  billingPeriodStart: '2025-03-01',
  nextBillingDate: '2025-04-01',
  now: '2025-03-11T09:30:00Z',
  ...overrides,
});

describe('proration estimate', () => {
  it('is 0 when there is no next billing date', () => {
    expect(prorationEstimate(upgrade({ nextBillingDate: null }))).toBe(0);
  });

  it('charges the price difference for the days left: 1000 × 21 / 31 = 677.42 → 677 cents', () => {
    expect(prorationEstimate(upgrade())).toBe(677);
  });

  it('charges half the difference half way through a 30-day period: 1000 × 15 / 30 = 500 cents', () => {
    const april = { billingPeriodStart: '2025-04-01', nextBillingDate: '2025-05-01' };
    expect(prorationEstimate(upgrade({ ...april, now: '2025-04-16T23:59:59Z' }))).toBe(500);
  });

  it('counts whole UTC days, whatever the time of day', () => {
    expect(prorationEstimate(upgrade({ now: '2025-03-11T00:00:00Z' }))).toBe(677);
    expect(prorationEstimate(upgrade({ now: new Date('2025-03-11T23:59:59Z') }))).toBe(677);
  });

  it('charges the whole difference on the first day of the period, or before it', () => {
    expect(prorationEstimate(upgrade({ now: '2025-03-01T08:00:00Z' }))).toBe(1000);
    expect(prorationEstimate(upgrade({ now: '2025-02-20T08:00:00Z' }))).toBe(1000);
  });

  it('is 0 on the next billing date and after it', () => {
    expect(prorationEstimate(upgrade({ now: '2025-04-01T00:00:00Z' }))).toBe(0);
    expect(prorationEstimate(upgrade({ now: '2025-04-09T00:00:00Z' }))).toBe(0);
  });

  it('is 0 for a cheaper plan: payments are non-refundable', () => {
    expect(prorationEstimate(upgrade({ currentPriceCents: 1500, newPriceCents: 500 }))).toBe(0);
  });

  it('prorates a yearly upgrade over the 365-day year: 9000 × 183 / 365 = 4512.33 → 4512 cents', () => {
    const yearly = upgrade({
      currentPriceCents: 4500,
      currentCycle: 'yearly',
      newPriceCents: 13500,
      newCycle: 'yearly',
      billingPeriodStart: '2025-01-01',
      nextBillingDate: '2026-01-01',
      now: '2025-07-02T12:00:00Z',
    });
    expect(prorationEstimate(yearly)).toBe(4512);
  });

  it('charges the new cycle less the unused days when the cycle changes: 4500 − 500 × 21 / 31 = 4161.29 → 4161', () => {
    expect(prorationEstimate(upgrade({ newPriceCents: 4500, newCycle: 'yearly' }))).toBe(4161);
  });

  it('takes the period as one current cycle before the next billing date when its start is unknown', () => {
    expect(prorationEstimate(upgrade({ billingPeriodStart: null }))).toBe(677);
    const yearly = upgrade({
      currentPriceCents: 4500,
      currentCycle: 'yearly',
      newPriceCents: 13500,
      newCycle: 'yearly',
      billingPeriodStart: null,
      nextBillingDate: '2026-01-01',
      now: '2025-07-02T12:00:00Z',
    });
    expect(prorationEstimate(yearly)).toBe(4512);
  });

  it('rounds half a cent up', () => {
    const twoDays = { billingPeriodStart: '2025-03-01', nextBillingDate: '2025-03-03', now: '2025-03-02' };
    expect(prorationEstimate(upgrade({ ...twoDays, newPriceCents: 501 }))).toBe(1);
  });

  it('is 0 for a period that does not move forward', () => {
    expect(prorationEstimate(upgrade({ billingPeriodStart: '2025-04-01' }))).toBe(0);
  });

  it('refuses dates it cannot read and amounts that are not whole cents, naming the field', () => {
    expect(() => prorationEstimate(upgrade({ nextBillingDate: 'next month' }))).toThrow(InvalidBillingValue);
    expect(() => prorationEstimate(upgrade({ now: 'soon' }))).toThrow('now must be a date');
    expect(() => prorationEstimate(upgrade({ newPriceCents: 15.5 }))).toThrow('newPriceCents must be');
    expect(() => prorationEstimate(upgrade({ currentPriceCents: -1 }))).toThrow('currentPriceCents must be');
  });
});
