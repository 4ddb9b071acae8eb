import {
  companySelectionLimit,
  companySelectionLimitMessage,
  planLimits,
  UNLIMITED,
} from './plan-limits.contract';

describe('plan limits', () => {
  it('gives each self-serve plan the checkout limits, with Pro searches unlimited', () => {
    expect(planLimits('Free')).toMatchObject({
      searches_limit: 200,
      company_lists_limit: 3,
      write_limit: 30,
      emails_limit: 30,
    });
    expect(planLimits('Basic')).toMatchObject({
      searches_limit: 5000,
      company_lists_limit: 50,
      write_limit: 2000,
      emails_limit: 1500,
    });
    expect(planLimits('Pro')).toMatchObject({
      searches_limit: UNLIMITED,
      company_lists_limit: 200,
      write_limit: 5000,
      emails_limit: 4500,
    });
  });

  it('caps sending per day below each plan’s period allowance, and gives 10 contacts by default', () => {
    for (const plan of ['Free', 'Basic', 'Pro']) {
      const limits = planLimits(plan);
      expect(limits.daily_limit).toBeGreaterThan(0);
      expect(limits.daily_limit).toBeLessThanOrEqual(limits.emails_limit);
      expect(limits.contacts_limit).toBe(10);
    }
  });

  it('makes the admin plans unlimited in everything', () => {
    for (const plan of ['Max', 'Demon']) {
      expect(Object.values(planLimits(plan))).toEqual([-1, -1, -1, -1, -1, -1, -1]);
    }
  });

  it("treats an empty or unknown plan as Free's", () => {
    expect(planLimits(null)).toEqual(planLimits('Free'));
    expect(planLimits('')).toEqual(planLimits('Free'));
    expect(planLimits('Platinum')).toEqual(planLimits('Free'));
  });

  it('hands out a copy, so a caller cannot change the table', () => {
    planLimits('Free').searches_limit = 1;
    expect(planLimits('Free').searches_limit).toBe(200);
  });
});

describe('company selection limits', () => {
  it('lets Free take 25 companies per search, Basic 50, and Pro and the admin plans any number', () => {
    expect(companySelectionLimit('Free')).toBe(25);
    expect(companySelectionLimit('Basic')).toBe(50);
    for (const plan of ['Pro', 'Max', 'Demon']) expect(companySelectionLimit(plan)).toBe(UNLIMITED);
  });

  it('gives a plan nobody knows 3, and an account without a plan Free’s', () => {
    expect(companySelectionLimit('Platinum')).toBe(3);
    expect(companySelectionLimit('')).toBe(25);
  });

  it('names the plan as the interface shows it in the refusal', () => {
    expect(companySelectionLimitMessage('Free', 25)).toBe(
      'Your Starter plan allows up to 25 companies per search.',
    );
    expect(companySelectionLimitMessage('Basic', 50)).toBe(
      'Your Growth plan allows up to 50 companies per search.',
    );
    expect(companySelectionLimitMessage('', 25)).toBe(
      'Your Starter plan allows up to 25 companies per search.',
    );
    expect(companySelectionLimitMessage('Platinum', 3)).toBe(
      'Your Platinum plan allows up to 3 companies per search.',
    );
  });
});
