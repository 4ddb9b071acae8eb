import { describe, expect, it } from 'vitest';
import { currentPlanOf, planChange, type CurrentPlan } from './plan-change';
import { aSubscription } from './testing/billing-factories';

const free: CurrentPlan = { plan: 'Free', cycle: null, subscribed: false, downgradeScheduled: false };
const growthYearly: CurrentPlan = {
  plan: 'Basic',
  cycle: 'yearly',
  subscribed: true,
  downgradeScheduled: false,
};

describe('planChange', () => {
  it('sends Free to a paid plan to checkout', () => {
    expect(planChange(free, 'Basic', 'monthly')).toBe('checkout');
    expect(planChange(free, 'Pro', 'yearly')).toBe('checkout');
  });

  it('says the current plan is already held', () => {
    expect(planChange(free, 'Free', 'yearly')).toBe('already_on_plan');
    expect(planChange(growthYearly, 'Basic', 'yearly')).toBe('already_on_plan');
  });

  it('upgrades to a higher plan, or from monthly to yearly', () => {
    expect(planChange(growthYearly, 'Pro', 'yearly')).toBe('upgrade');
    expect(planChange(growthYearly, 'Pro', 'monthly')).toBe('upgrade');
    expect(planChange({ ...growthYearly, cycle: 'monthly' }, 'Basic', 'yearly')).toBe('upgrade');
  });

  it('downgrades to a lower plan, to Starter, or from yearly to monthly', () => {
    expect(planChange({ ...growthYearly, plan: 'Pro' }, 'Basic', 'yearly')).toBe('downgrade');
    expect(planChange(growthYearly, 'Free', 'monthly')).toBe('downgrade');
    expect(planChange(growthYearly, 'Basic', 'monthly')).toBe('downgrade');
  });

  it('keeps the current plan when a downgrade is scheduled', () => {
    expect(planChange({ ...growthYearly, downgradeScheduled: true }, 'Basic', 'yearly')).toBe(
      'cancel_downgrade',
    );
  });
});

describe('currentPlanOf', () => {
  it('follows the subscription, which shows a change before the settings do', () => {
    expect(currentPlanOf('Basic', aSubscription({ plan_name: 'Pro' }))).toEqual({
      plan: 'Pro',
      cycle: 'yearly',
      subscribed: true,
      downgradeScheduled: false,
    });
  });

  it('keeps a club-sponsored Pro or an admin plan that has no subscription of its own', () => {
    expect(currentPlanOf('Pro', aSubscription({ status: 'none', plan_name: 'Free' }))).toMatchObject({
      plan: 'Pro',
      subscribed: false,
    });
    expect(currentPlanOf('Max', aSubscription())).toMatchObject({ plan: 'Max', subscribed: false });
  });
});
