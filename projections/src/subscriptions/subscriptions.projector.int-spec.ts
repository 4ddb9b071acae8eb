import { projectorTestbed } from '../runner/testing/projector-testbed';
import { subscriptionsProjector, subscriptionsTable } from './subscriptions.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, batchedAndSingly, reapplied } = projectorTestbed(
  subscriptionsProjector,
  subscriptionsTable,
  { category: 'subscription', key: 'userId', year: 2025, schemaVersion: 1 },
);

const card = {
  token: 'card-1',
  cardType: 'Visa',
  last4: '1111',
  expirationDate: '12/2030',
  cardholderName: 'Ada',
};
const started = (userId: string, plan = 'Basic', cycle = 'monthly', priceCents = 500) =>
  recorded('SubscriptionStarted', {
    userId,
    idempotencyKey: `checkout-${userId}`,
    gatewaySubscriptionId: `sub-${userId}`,
    plan,
    cycle,
    priceCents,
    billingPeriodStart: '2025-03-01',
    nextBillingDate: '2025-04-01',
    paymentMethod: card,
  });
const upgraded = (userId: string) =>
  recorded('PlanUpgraded', {
    userId,
    idempotencyKey: `upgrade-${userId}`,
    gatewaySubscriptionId: `sub-${userId}`,
    fromPlan: 'Basic',
    fromCycle: 'monthly',
    plan: 'Pro',
    cycle: 'monthly',
    priceCents: 1500,
    prorationCents: 677,
    billingPeriodStart: '2025-03-01',
    nextBillingDate: '2025-04-01',
    canceledDowngrade: null,
  });
const scheduled = (userId: string) =>
  recorded('PlanDowngradeScheduled', {
    userId,
    idempotencyKey: `downgrade-${userId}`,
    fromPlan: 'Pro',
    fromCycle: 'monthly',
    plan: 'Free',
    cycle: null,
    priceCents: 0,
    effectiveAt: '2025-04-01',
  });
const downgradedToFree = (userId: string) =>
  recorded('PlanDowngraded', {
    userId,
    idempotencyKey: null,
    fromPlan: 'Pro',
    fromCycle: 'monthly',
    plan: 'Free',
    cycle: null,
    priceCents: 0,
    gatewaySubscriptionId: null,
    billingPeriodStart: null,
    nextBillingDate: null,
    downgradedAt: '2025-04-01T00:00:00Z',
  });
const failed = (userId: string) =>
  recorded('PaymentFailed', {
    userId,
    idempotencyKey: null,
    gatewaySubscriptionId: `sub-${userId}`,
    reason: 'Insufficient Funds',
    failedAt: '2025-04-01T06:00:00Z',
  });
const renewed = (userId: string) =>
  recorded('SubscriptionRenewed', {
    userId,
    idempotencyKey: null,
    gatewaySubscriptionId: `sub-${userId}`,
    chargedCents: 500,
    billingPeriodStart: '2025-04-01',
    nextBillingDate: '2025-05-01',
  });
const canceled = (userId: string) =>
  recorded('SubscriptionCanceled', {
    userId,
    idempotencyKey: null,
    gatewaySubscriptionId: `sub-${userId}`,
    plan: 'Basic',
    reason: 'Past due',
    canceledAt: '2025-04-11T06:00:00Z',
  });

describe('subscriptions projector', () => {
  it('records a started subscription with its plan, cycle, price and next billing date', async () => {
    const schema = await freshSchema();
    const event = started('ada', 'Pro', 'yearly', 13500);

    const { keys } = await apply(schema, [event]);

    expect(keys).toEqual(['ada']);
    expect(await rows(schema)).toEqual([
      {
        user_id: 'ada',
        plan_name: 'Pro',
        billing_cycle: 'yearly',
        status: 'active',
        price_cents: 13500,
        billing_period_start: '2025-03-01',
        next_billing_date: '2025-04-01',
        gateway_subscription_id: 'sub-ada',
        scheduled_plan: null,
        scheduled_cycle: null,
        scheduled_effective_at: null,
        updated_at: event.metadata.recordedAt,
        position: event.position,
      },
    ]);
  });

  it('follows an upgrade, a scheduled downgrade and its application to Free', async () => {
    const schema = await freshSchema();
    await apply(schema, [started('bo'), upgraded('bo')]);
    expect(await rows(schema)).toEqual([expect.objectContaining({ plan_name: 'Pro', price_cents: 1500 })]);

    await apply(schema, [scheduled('bo')]);
    expect(await rows(schema)).toEqual([
      expect.objectContaining({
        plan_name: 'Pro',
        scheduled_plan: 'Free',
        scheduled_effective_at: '2025-04-01',
      }),
    ]);

    await apply(schema, [downgradedToFree('bo')]);
    expect(await rows(schema)).toEqual([
      expect.objectContaining({
        plan_name: 'Free',
        status: 'none',
        billing_cycle: null,
        price_cents: null,
        next_billing_date: null,
        scheduled_plan: null,
      }),
    ]);
  });

  it('marks a failed payment past due until a renewal moves the period on', async () => {
    const schema = await freshSchema();
    await apply(schema, [started('cy'), failed('cy')]);
    expect(await rows(schema)).toEqual([expect.objectContaining({ status: 'past_due' })]);

    await apply(schema, [renewed('cy')]);
    expect(await rows(schema)).toEqual([
      expect.objectContaining({
        status: 'active',
        billing_period_start: '2025-04-01',
        next_billing_date: '2025-05-01',
      }),
    ]);
  });

  it('ends the subscription when the gateway cancels it', async () => {
    const schema = await freshSchema();
    await apply(schema, [started('di'), canceled('di')]);
    expect(await rows(schema)).toEqual([expect.objectContaining({ plan_name: 'Free', status: 'none' })]);
  });

  it('gives the same rows batched or one by one, and when events are applied again', async () => {
    const history = [
      started('ed'),
      upgraded('ed'),
      scheduled('ed'),
      started('fa'),
      failed('fa'),
      canceled('fa'),
    ];
    const { batched, single } = await batchedAndSingly(history);
    expect(batched).toEqual(single);
    const { once, after } = await reapplied(history, history.slice(1, 4));
    expect(after).toEqual(once);
  });
});
