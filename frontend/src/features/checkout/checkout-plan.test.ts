import { describe, expect, it } from 'vitest';
import { resolveCheckoutCycle, resolveCheckoutPlan } from './checkout-plan';

describe('the plan checkout opens on', () => {
  it('takes the query first, accepting a display name', () => {
    localStorage.setItem('selected_plan', 'Basic');
    expect(resolveCheckoutPlan('growth', { plan: 'Pro' })).toBe('Basic');
    expect(resolveCheckoutPlan('Pro', null)).toBe('Pro');
  });

  it('falls back to navigation state, then the stored selected plan, then Growth', () => {
    localStorage.setItem('selected_plan', 'Pro');
    expect(resolveCheckoutPlan(null, { plan: 'Growth' })).toBe('Basic');
    expect(resolveCheckoutPlan(null, null)).toBe('Pro');
    localStorage.removeItem('selected_plan');
    expect(resolveCheckoutPlan(null, undefined)).toBe('Basic');
  });

  it('passes over values that name no plan', () => {
    localStorage.setItem('selected_plan', 'Platinum');
    expect(resolveCheckoutPlan('Gold', { plan: 42 })).toBe('Basic');
  });
});

describe('the billing cycle checkout opens on', () => {
  it('takes the cycle from the query, monthly otherwise', () => {
    expect(resolveCheckoutCycle('YEARLY', 'Pro')).toBe('yearly');
    expect(resolveCheckoutCycle(null, 'Pro')).toBe('monthly');
    expect(resolveCheckoutCycle('weekly', 'Basic')).toBe('monthly');
  });

  it('keeps a plan without a yearly price on monthly', () => {
    expect(resolveCheckoutCycle('yearly', 'Free')).toBe('monthly');
  });
});
