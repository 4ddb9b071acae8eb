import { projectorTestbed } from '../runner/testing/projector-testbed';
import {
  subscriptionHoldersTable,
  supersededGatewaySubscriptionsProjector,
  supersededGatewaySubscriptionsTable,
} from './superseded-gateway-subscriptions.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, rowsOf, batchedAndSingly, reapplied } = projectorTestbed(
  supersededGatewaySubscriptionsProjector,
  supersededGatewaySubscriptionsTable,
  { category: 'subscription', key: 'userId', year: 2025, schemaVersion: 1 },
);

const PERIOD = { billingPeriodStart: '2025-03-01', nextBillingDate: '2025-04-01' };
const started = (userId: string, gatewaySubscriptionId = `sub-${userId}`) =>
  recorded('SubscriptionStarted', {
    userId,
    idempotencyKey: `checkout-${userId}`,
    gatewaySubscriptionId,
    plan: 'Basic',
    cycle: 'monthly',
    priceCents: 500,
    ...PERIOD,
    paymentMethod: null,
  });
const upgraded = (userId: string, gatewaySubscriptionId: string, key = `upgrade-${gatewaySubscriptionId}`) =>
  recorded('PlanUpgraded', {
    userId,
    idempotencyKey: key,
    gatewaySubscriptionId,
    fromPlan: 'Basic',
    fromCycle: 'monthly',
    plan: 'Basic',
    cycle: 'yearly',
    priceCents: 4500,
    prorationCents: 4161,
    ...PERIOD,
    canceledDowngrade: null,
  });
const scheduled = (userId: string, plan: 'Free' | 'Basic', next: string | null, key = `downgrade-${plan}`) =>
  recorded('PlanDowngradeScheduled', {
    userId,
    idempotencyKey: key,
    fromPlan: 'Basic',
    fromCycle: 'yearly',
    plan,
    cycle: plan === 'Free' ? null : 'monthly',
    priceCents: plan === 'Free' ? 0 : 500,
    effectiveAt: '2025-04-01',
    nextGatewaySubscriptionId: next,
  });
const downgraded = (userId: string, gatewaySubscriptionId: string | null) =>
  recorded('PlanDowngraded', {
    userId,
    idempotencyKey: `apply-${userId}`,
    fromPlan: 'Basic',
    fromCycle: 'yearly',
    plan: gatewaySubscriptionId === null ? 'Free' : 'Basic',
    cycle: gatewaySubscriptionId === null ? null : 'monthly',
    priceCents: gatewaySubscriptionId === null ? 0 : 500,
    gatewaySubscriptionId,
    billingPeriodStart: gatewaySubscriptionId === null ? null : '2025-04-01',
    nextBillingDate: gatewaySubscriptionId === null ? null : '2025-05-01',
    downgradedAt: '2025-04-01T00:15:00.000Z',
  });
const canceled = (userId: string, gatewaySubscriptionId: string) =>
  recorded('SubscriptionCanceled', {
    userId,
    idempotencyKey: `webhook-${gatewaySubscriptionId}`,
    gatewaySubscriptionId,
    plan: 'Basic',
    reason: 'subscription_canceled',
    canceledAt: '2025-03-20T00:00:00.000Z',
  });

/** The rows in the order they were superseded. */
const ids = async (schema: string) =>
  (await rows(schema))
    .sort((a, b) => a.position.localeCompare(b.position))
    .map((row) => [row.gateway_subscription_id, row.reason, row.superseded_by]);

describe('superseded-gateway-subscriptions projector', () => {
  it('records the subscription an upgrade replaced, with the user, the event and when', async () => {
    const schema = await freshSchema();
    const start = started('ada');
    const upgrade = upgraded('ada', 'sub-ada-yearly');

    const { keys } = await apply(schema, [start, upgrade]);

    expect(keys).toEqual(['ada']);
    expect(await rows(schema)).toEqual([
      {
        gateway_subscription_id: 'sub-ada',
        user_id: 'ada',
        reason: 'replaced',
        superseded_by: 'PlanUpgraded',
        superseded_at: upgrade.metadata.recordedAt,
        position: upgrade.position,
      },
    ]);
  });

  it('records nothing for a start or a same-subscription change, and never the current subscription', async () => {
    const schema = await freshSchema();
    await apply(schema, [started('bo'), upgraded('bo', 'sub-bo'), scheduled('bo', 'Basic', null)]);
    expect(await rows(schema)).toEqual([]);
  });

  it('records the current subscription a schedule to Free ends, and the pending one a later schedule drops', async () => {
    const schema = await freshSchema();
    await apply(schema, [started('cy'), scheduled('cy', 'Basic', 'next-cy')]);
    expect(await ids(schema)).toEqual([['sub-cy', 'downgrade_scheduled', 'PlanDowngradeScheduled']]);

    await apply(schema, [scheduled('cy', 'Free', null)]);
    expect(await ids(schema)).toEqual([
      ['sub-cy', 'downgrade_scheduled', 'PlanDowngradeScheduled'],
      ['next-cy', 'replaced', 'PlanDowngradeScheduled'],
    ]);

    await apply(schema, [downgraded('cy', null)]);
    expect((await ids(schema)).map(([id]) => id)).toEqual(['sub-cy', 'next-cy']);
  });

  it('records the old subscription when a cycle-change downgrade moves onto its pending one, and the last one when the gateway ends it', async () => {
    const schema = await freshSchema();
    await apply(schema, [started('di'), scheduled('di', 'Basic', 'next-di'), downgraded('di', 'next-di')]);
    expect(await ids(schema)).toEqual([['sub-di', 'downgrade_scheduled', 'PlanDowngradeScheduled']]);

    await apply(schema, [canceled('di', 'next-di')]);
    expect(await ids(schema)).toEqual([
      ['sub-di', 'downgrade_scheduled', 'PlanDowngradeScheduled'],
      ['next-di', 'ended', 'SubscriptionCanceled'],
    ]);
  });

  it('forgets a subscription the history wants again (an upgrade back onto the one a schedule ended)', async () => {
    const schema = await freshSchema();
    await apply(schema, [started('ed'), scheduled('ed', 'Free', null)]);
    expect(await ids(schema)).toEqual([['sub-ed', 'downgrade_scheduled', 'PlanDowngradeScheduled']]);

    await apply(schema, [upgraded('ed', 'sub-ed', 'upgrade-back')]);
    expect(await rows(schema)).toEqual([]);
    const [holder] = await rowsOf(schema, subscriptionHoldersTable);
    expect(holder.state).toMatchObject({
      subscription: { gatewaySubscriptionId: 'sub-ed' },
      appliedKeys: [],
    });
  });

  it('gives the same rows batched or one by one, and when events are applied again', async () => {
    const history = [
      started('fa'),
      upgraded('fa', 'sub-fa-2'),
      scheduled('fa', 'Basic', 'next-fa'),
      scheduled('fa', 'Free', null),
      upgraded('fa', 'sub-fa-2', 'upgrade-back'),
      started('gu'),
      canceled('gu', 'sub-gu'),
    ];
    const { batched, single } = await batchedAndSingly(history);
    expect(batched).toEqual(single);
    expect(batched.map((row) => row.gateway_subscription_id).sort()).toEqual(['next-fa', 'sub-fa', 'sub-gu']);
    const { once, after } = await reapplied(history, history.slice(1, 4));
    expect(after).toEqual(once);
  });
});
