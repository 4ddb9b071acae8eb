import type { GatewaySubscription } from '../../platform/payments/payments.port';
import { startedOf } from './checkout.handler';
import { cycleAfter } from '../proration';

const answered = (overrides: Partial<GatewaySubscription>): GatewaySubscription => ({
  id: 'sub-1',
  planId: 'basic-monthly',
  price: '5.00',
  status: 'Active',
  billingPeriodStartDate: '2025-01-31',
  billingPeriodEndDate: null,
  nextBillingDate: null,
  paymentMethodToken: 'card-1',
  ...overrides,
});

describe('the checkout’s subscription when the gateway leaves the next billing date out', () => {
  it('bills next one cycle later, clamped to the end of a shorter month, as the plan changes count', () => {
    const started = startedOf(answered({}), { plan: 'Basic', cycle: 'monthly', today: '2025-01-31' }, null);

    expect(started.nextBillingDate).toBe('2025-02-28');
    expect(started.nextBillingDate).toBe(cycleAfter('2025-01-31', 'monthly'));
  });

  it('bills a yearly plan started on 29 February on 28 February next year', () => {
    const started = startedOf(
      answered({ planId: 'basic-yearly', billingPeriodStartDate: null, status: 'Pending' }),
      { plan: 'Basic', cycle: 'yearly', today: '2024-02-29' },
      null,
    );

    expect(started).toMatchObject({ billingPeriodStart: '2024-02-29', nextBillingDate: '2025-02-28' });
  });

  it('takes the day after the period end when the gateway gives only that', () => {
    const started = startedOf(
      answered({ billingPeriodEndDate: '2025-02-27' }),
      { plan: 'Basic', cycle: 'monthly', today: '2025-01-31' },
      null,
    );

    expect(started.nextBillingDate).toBe('2025-02-28');
  });
});
