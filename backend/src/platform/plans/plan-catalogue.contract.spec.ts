import {
  checkoutPlan,
  cyclePriceCents,
  formatUsd,
  gatewayAmount,
  gatewayPlanId,
  hasYearlyPrice,
  monthlyPriceShownCents,
  priceText,
  pricingPlan,
  pricingPlans,
  yearlyBillingText,
} from './plan-catalogue.contract';
import { companySelectionLimit, PLAN_LIMITS, planLimitLines, UNLIMITED } from './plan-limits.contract';

describe('plan catalogue prices', () => {
  it('charges Free nothing, Growth $5 and Pro $15 a month on monthly billing', () => {
    expect(cyclePriceCents('Free', 'monthly')).toBe(0);
    expect(cyclePriceCents('Basic', 'monthly')).toBe(500);
    expect(cyclePriceCents('Pro', 'monthly')).toBe(1500);
  });

  it('charges 9 months for a year', () => {
    expect(cyclePriceCents('Free', 'yearly')).toBe(0);
    expect(cyclePriceCents('Basic', 'yearly')).toBe(4500);
    expect(cyclePriceCents('Pro', 'yearly')).toBe(13500);
  });

  it("shows a yearly plan's monthly price as floor(9 × monthly / 12) in cents, $3.75 and $11.25 as the spec says", () => {
    expect(monthlyPriceShownCents('Basic', 'yearly')).toBe(375);
    expect(monthlyPriceShownCents('Pro', 'yearly')).toBe(1125);
    expect(monthlyPriceShownCents('Free', 'yearly')).toBe(0);
    expect(monthlyPriceShownCents('Pro', 'monthly')).toBe(1500);
  });

  it('writes whole dollars without cents and other amounts with two decimals', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(500)).toBe('$5');
    expect(formatUsd(13500)).toBe('$135');
    expect(formatUsd(375)).toBe('$3.75');
    expect(formatUsd(1130)).toBe('$11.30');
  });

  it('gives the gateway amounts with two decimals and plan ids per plan and cycle', () => {
    expect(gatewayAmount(4500)).toBe('45.00');
    expect(gatewayAmount(375)).toBe('3.75');
    expect(gatewayPlanId('Basic', 'monthly')).toBe('basic-monthly');
    expect(gatewayPlanId('Basic', 'yearly')).toBe('basic-yearly');
    expect(gatewayPlanId('Pro', 'monthly')).toBe('pro-monthly');
    expect(gatewayPlanId('Pro', 'yearly')).toBe('pro-yearly');
  });

  it('offers a yearly price only on the paid plans', () => {
    expect(hasYearlyPrice('Free')).toBe(false);
    expect(hasYearlyPrice('Basic')).toBe(true);
    expect(hasYearlyPrice('Pro')).toBe(true);
  });

  it('writes the price texts for each cycle, Free as $0', () => {
    expect(priceText('Free', 'monthly')).toBe('$0');
    expect(priceText('Free', 'yearly')).toBe('$0');
    expect(priceText('Basic', 'monthly')).toBe('$5/month');
    expect(priceText('Basic', 'yearly')).toBe('$45/year ($3.75/month)');
    expect(priceText('Pro', 'yearly')).toBe('$135/year ($11.25/month)');
    expect(yearlyBillingText('Pro')).toBe('$135 billed yearly');
    expect(yearlyBillingText('Free')).toBeNull();
  });
});

describe('plan catalogue limits', () => {
  it('lists every limit of a plan in one wording, read from the enforced table', () => {
    expect(planLimitLines('Free')).toEqual([
      'Up to 25 companies per contact search',
      '3 company lists per billing period',
      '200 email searches per billing period',
      '30 drafts per billing period',
      '30 messages sent per billing period',
      '10 messages sent per day',
    ]);
    expect(planLimitLines('Basic')).toEqual([
      'Up to 50 companies per contact search',
      '50 company lists per billing period',
      '5,000 email searches per billing period',
      '2,000 drafts per billing period',
      '1,500 messages sent per billing period',
      '100 messages sent per day',
    ]);
    expect(PLAN_LIMITS.Pro.searches_limit).toBe(UNLIMITED);
    expect(planLimitLines('Pro')).toEqual([
      'Unlimited companies per contact search',
      '200 company lists per billing period',
      'Unlimited email searches per billing period',
      '5,000 drafts per billing period',
      '4,500 messages sent per billing period',
      '300 messages sent per day',
    ]);
  });

  it('gives the pricing card, the plan chooser and the checkout the same limit lines', () => {
    for (const plan of ['Free', 'Basic', 'Pro'] as const) {
      for (const cycle of ['monthly', 'yearly'] as const) {
        const card = pricingPlan(plan, cycle);
        expect(card.limits).toEqual(planLimitLines(plan));
        expect(card.limitText).toBe(planLimitLines(plan)[0]);
        expect(checkoutPlan(plan, cycle).features).toEqual(planLimitLines(plan));
      }
    }
    expect(pricingPlan('Free', 'monthly').limitText).toBe(
      `Up to ${companySelectionLimit('Free')} companies per contact search`,
    );
  });
});

describe('plan catalogue cards', () => {
  it('lists Starter, Growth (popular) and Pro for the pricing page', () => {
    const plans = pricingPlans('monthly');
    expect(plans.map(({ key, name, price, popular }) => [key, name, price, popular])).toEqual([
      ['Free', 'Starter', '$0', false],
      ['Basic', 'Growth', '$5', true],
      ['Pro', 'Pro', '$15', false],
    ]);
    for (const plan of plans) {
      expect(plan.period).toBe('/month');
      expect(plan.billing).toBeNull();
      expect(plan.features.length).toBeGreaterThan(0);
    }
  });

  it('shows the yearly monthly price and what a year charges on a yearly card', () => {
    expect(pricingPlan('Basic', 'yearly')).toMatchObject({
      price: '$3.75',
      billing: '$45 billed yearly',
      limitText: 'Up to 50 companies per contact search',
    });
    expect(pricingPlan('Free', 'yearly')).toMatchObject({ price: '$0', billing: null });
  });

  it('promises unlimited searches on Pro only because the server enforces no limit there', () => {
    const promisesUnlimitedSearches = (plan: 'Free' | 'Basic' | 'Pro') =>
      [...pricingPlan(plan, 'monthly').features, ...pricingPlan(plan, 'monthly').limits].some((text) =>
        text.startsWith('Unlimited email searches'),
      );
    for (const plan of ['Free', 'Basic', 'Pro'] as const) {
      expect(promisesUnlimitedSearches(plan)).toBe(PLAN_LIMITS[plan].searches_limit === UNLIMITED);
    }
  });

  it('gives checkout each plan with its name, price text, amount and limits', () => {
    expect(checkoutPlan('Pro', 'yearly')).toEqual({
      key: 'Pro',
      name: 'Pro',
      priceText: '$135/year ($11.25/month)',
      amountCents: 13500,
      features: planLimitLines('Pro'),
    });
    expect(checkoutPlan('Free', 'monthly')).toMatchObject({
      name: 'Starter',
      priceText: '$0',
      amountCents: 0,
    });
  });

  it('hands out feature lists the caller cannot change for everyone', () => {
    (checkoutPlan('Basic', 'monthly').features as string[]).push('extra');
    expect(checkoutPlan('Basic', 'monthly').features).toHaveLength(6);
  });
});
