import { planKeyOf } from '../platform/plans/plan-limits.contract';
import { limitRefusal, upgradePlanFor } from './plan-limit.rules';

const periodEnd = '2026-12-01';

describe('the plan limit rule', () => {
  it('lets a call through while it fits the period’s allowance', () => {
    expect(limitRefusal({ plan: 'Free', limit: 'write_limit', used: 29, count: 1, periodEnd })).toBeNull();
    expect(
      limitRefusal({ plan: 'Basic', limit: 'emails_limit', used: 1495, count: 5, periodEnd }),
    ).toBeNull();
  });

  it('refuses the call after the last one allowed, naming the limit and the plan that lifts it', () => {
    expect(limitRefusal({ plan: 'Free', limit: 'write_limit', used: 30, count: 1, periodEnd })).toEqual({
      code: 'PLAN.LIMIT_REACHED',
      detail:
        'You have used all 30 drafts of the Starter plan this billing period. Growth allows 2,000 — upgrade to keep going.',
      field: 'write_limit',
      limit: 'write_limit',
      limit_value: 30,
      used: 30,
      plan_name: 'Starter',
      upgrade_plan: 'Basic',
    });
  });

  it('formats figures with thousands separators and names an unlimited upgrade', () => {
    const refusal = limitRefusal({ plan: 'Basic', limit: 'searches_limit', used: 5000, count: 1, periodEnd });
    expect(refusal?.detail).toBe(
      'You have used all 5,000 email searches of the Growth plan this billing period. Pro allows unlimited email searches — upgrade to keep going.',
    );
    expect(refusal).toMatchObject({ plan_name: 'Growth', upgrade_plan: 'Pro', limit_value: 5000 });
  });

  it('refuses a mass send bigger than what is left, naming what is left', () => {
    const refusal = limitRefusal({ plan: 'Free', limit: 'emails_limit', used: 27, count: 5, periodEnd });
    expect(refusal?.detail).toBe(
      "You have 3 of the Starter plan's 30 messages left this billing period, and this needs 5. Growth allows 1,500 — upgrade to keep going.",
    );
    expect(refusal).toMatchObject({ used: 27, limit_value: 30, field: 'emails_limit' });
  });

  it('never limits what a plan allows without limit (-1)', () => {
    expect(
      limitRefusal({ plan: 'Pro', limit: 'searches_limit', used: 1_000_000, count: 1, periodEnd }),
    ).toBeNull();
    for (const plan of ['Max', 'Demon']) {
      for (const limit of ['searches_limit', 'company_lists_limit', 'write_limit', 'emails_limit'] as const) {
        expect(limitRefusal({ plan, limit, used: 1_000_000, count: 50, periodEnd })).toBeNull();
      }
    }
  });

  it('says when the count starts again where no plan lifts the limit', () => {
    expect(
      limitRefusal({ plan: 'Pro', limit: 'emails_limit', used: 4500, count: 1, periodEnd }),
    ).toMatchObject({
      detail:
        'You have used all 4,500 messages of the Pro plan this billing period. The count starts again on December 1, 2026.',
      upgrade_plan: null,
      plan_name: 'Pro',
    });
  });

  it('offers company lists from Starter on Growth, and from Growth on Pro', () => {
    expect(upgradePlanFor('Free', 'company_lists_limit')).toBe('Basic');
    expect(upgradePlanFor('Basic', 'company_lists_limit')).toBe('Pro');
    expect(upgradePlanFor('Pro', 'company_lists_limit')).toBeNull();
    expect(
      limitRefusal({ plan: 'Free', limit: 'company_lists_limit', used: 3, count: 1, periodEnd })?.detail,
    ).toBe(
      'You have used all 3 company lists of the Starter plan this billing period. Growth allows 50 — upgrade to keep going.',
    );
  });

  it('holds an empty or unknown plan to Starter’s limits', () => {
    expect(planKeyOf(null)).toBe('Free');
    expect(planKeyOf('Platinum')).toBe('Free');
    expect(limitRefusal({ plan: '', limit: 'searches_limit', used: 200, count: 1, periodEnd })).toMatchObject(
      {
        plan_name: 'Starter',
        limit_value: 200,
      },
    );
  });
});
