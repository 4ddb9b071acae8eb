import { parseBillingCycle, parseSelfServePlan } from './plan-names.contract';

describe('plan names', () => {
  it('reads a plan by its key or display name, whatever the case', () => {
    expect(parseSelfServePlan(' growth ')).toBe('Basic');
    expect(parseSelfServePlan('STARTER')).toBe('Free');
    expect(parseSelfServePlan('Pro')).toBe('Pro');
    expect(parseSelfServePlan('Max')).toBeNull();
  });

  it('reads a billing cycle whatever the case, and nothing else', () => {
    expect(parseBillingCycle(' Yearly ')).toBe('yearly');
    expect(parseBillingCycle('MONTHLY')).toBe('monthly');
    expect(parseBillingCycle('weekly')).toBeNull();
    expect(parseBillingCycle(null)).toBeNull();
    expect(parseBillingCycle(undefined)).toBeNull();
  });
});
