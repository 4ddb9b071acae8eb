import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { Test } from 'supertest';
import {
  CompletePendingOperationsJob,
  COMPLETE_PENDING_OPERATIONS_CRON,
  COMPLETE_PENDING_OPERATIONS_JOB,
} from '@outreach/backend/billing/pending/complete-pending-operations.job';
import { subscriptionStreamId, type SubscriptionEvent } from '@outreach/backend/billing/subscription.events';
import { JOBS, type Jobs } from '@outreach/backend/platform/jobs/jobs.port';
import { PG_POOL } from '@outreach/backend/platform/platform.module';
import {
  startBraintreeDouble,
  TEST_NONCES,
  type BraintreeDouble,
} from '@outreach/backend/platform/payments/testing/braintree-double';
import { startInProcessApp, type InProcessApp } from './testing/in-process-app';

jest.setTimeout(60_000);

/** The job takes operations whose last attempt began more than 10 minutes ago. */
const later = () => new Date(Date.now() + 11 * 60_000);

describe('pending gateway operations: gateway work whose record never happened, completed or undone by the job', () => {
  let double: BraintreeDouble;
  let t: InProcessApp;
  /** The double's clock (the app's stays real): moved back to make a renewal due today. */
  let gatewayNow = () => new Date();
  beforeAll(async () => {
    double = await startBraintreeDouble({ now: () => gatewayNow() });
    t = await startInProcessApp({
      BRAINTREE_MERCHANT_ID: double.credentials.merchantId,
      BRAINTREE_PUBLIC_KEY: double.credentials.publicKey,
      BRAINTREE_PRIVATE_KEY: double.credentials.privateKey,
      BRAINTREE_GATEWAY_URL: double.url,
    });
  });
  afterAll(async () => {
    await t?.close();
    await double?.close();
  });
  afterEach(() => {
    double.setOutage(null);
    jest.restoreAllMocks();
    gatewayNow = () => new Date();
  });

  const as = <T extends Test>(token: string, test: T) => test.set('Authorization', `Bearer ${token}`);
  const job = () => t.app.get(CompletePendingOperationsJob);
  const eventsOf = async (userId: string) =>
    (await t.store.readStream(subscriptionStreamId(userId))) as unknown as SubscriptionEvent[];
  const checkout = (token: string, key: string, plan = 'Growth') =>
    as(token, t.api().post('/api/braintree/checkout')).set('Idempotency-Key', key).send({
      payment_method_nonce: TEST_NONCES.valid,
      plan_name: plan,
      billing_cycle: 'monthly',
      cardholder_name: 'Ada',
    });
  const upgrade = (token: string, key: string, plan: string, cycle: string) =>
    as(token, t.api().post('/api/braintree/upgradeplan'))
      .set('Idempotency-Key', key)
      .send({ plan_name: plan, billing_cycle: cycle });
  const subscribed = async (email: string) => {
    const user = await t.register(email);
    expect((await checkout(user.token, randomUUID())).status).toBe(200);
    return user;
  };
  /** A user's one-off sales (prorations charged once). */
  const salesOf = (userId: string) =>
    double.transactions.filter(
      (sale) =>
        sale.orderId !== null &&
        sale.type !== 'credit' &&
        double.cards.get(sale.paymentMethodToken)?.customerId === userId,
    );
  /** The next append to the event store fails: the gateway work is done, its record is not. */
  const failNextRecord = () =>
    jest.spyOn(t.store, 'append').mockRejectedValueOnce(new Error('event store unavailable'));
  const operationsOf = async (userId: string) =>
    (
      await t.app
        .get<Pool>(PG_POOL)
        .query(
          'SELECT kind, outcome, settled_at IS NOT NULL AS settled, payment_method_token IS NOT NULL AS vaulted FROM pending_gateway_operations WHERE user_id = $1 ORDER BY created_at',
          [userId],
        )
    ).rows;

  it('completes an upgrade charged and created at the gateway whose record failed: recorded, charged once; a second run does nothing', async () => {
    const ada = await subscribed('pending-ada@example.com');
    const key = randomUUID();
    failNextRecord();

    const response = await upgrade(ada.token, key, 'Growth', 'yearly');

    expect(response.status).toBe(500);
    expect((await eventsOf(ada.userId)).map((event) => event.type)).toEqual(['SubscriptionStarted']);
    const charged = salesOf(ada.userId);
    expect(charged).toHaveLength(1);
    expect(await operationsOf(ada.userId)).toEqual([
      { kind: 'checkout', outcome: 'recorded', settled: true, vaulted: true },
      { kind: 'upgrade', outcome: null, settled: false, vaulted: false },
    ]);
    // Not yet the job's: the request may still be in flight.
    expect(await job().run()).toEqual({ completed: [], compensated: [], failed: [] });

    const first = await job().run(later());

    expect(first).toEqual({ completed: [`upgrade:${ada.userId}:${key}`], compensated: [], failed: [] });
    const upgraded = (await eventsOf(ada.userId)).find((event) => event.type === 'PlanUpgraded');
    expect(upgraded?.data).toMatchObject({
      plan: 'Basic',
      cycle: 'yearly',
      idempotencyKey: key,
      prorationCents: Math.round(Number(charged[0].amount) * 100),
    });
    expect(salesOf(ada.userId)).toHaveLength(1);
    expect(charged[0].status).toBe('submitted_for_settlement');
    const yearlyId = (upgraded?.data as { gatewaySubscriptionId: string }).gatewaySubscriptionId;
    expect(double.subscriptions.get(yearlyId)).toMatchObject({ planId: 'basic-yearly', status: 'Pending' });
    expect((await operationsOf(ada.userId))[1]).toEqual({
      kind: 'upgrade',
      outcome: 'completed',
      settled: true,
      vaulted: false,
    });
    const requestsBefore = double.requests.length;

    const second = await job().run(later());

    expect(second).toEqual({ completed: [], compensated: [], failed: [] });
    expect(double.requests.length).toBe(requestsBefore);
  });

  it('completes a checkout from the card it vaulted when the subscription create failed and the client never retried', async () => {
    const bea = await t.register('pending-bea@example.com');
    const key = randomUUID();
    // The create answers 503 without taking effect: the card is vaulted, no subscription exists.
    double.setOutage(/^POST \/subscriptions$/);

    const response = await checkout(bea.token, key);

    expect(response.status).toBe(503);
    expect(await eventsOf(bea.userId)).toEqual([]);
    expect(await operationsOf(bea.userId)).toEqual([
      { kind: 'checkout', outcome: null, settled: false, vaulted: true },
    ]);
    double.setOutage(null);
    const vaults = () => double.requests.filter((request) => request.path === '/payment_methods').length;
    const vaultsBefore = vaults();

    const run = await job().run(later());

    expect(run).toEqual({ completed: [`checkout:${bea.userId}:${key}`], compensated: [], failed: [] });
    const [started] = await eventsOf(bea.userId);
    expect(started).toMatchObject({
      type: 'SubscriptionStarted',
      data: { plan: 'Basic', cycle: 'monthly', idempotencyKey: key, paymentMethod: { last4: '1111' } },
    });
    const gatewayId = (started.data as { gatewaySubscriptionId: string }).gatewaySubscriptionId;
    expect(double.subscriptions.get(gatewayId)).toMatchObject({ planId: 'basic-monthly', status: 'Active' });
    // The single-use nonce was not sent again: the vaulted card paid.
    expect(vaults()).toBe(vaultsBefore);
    expect(await job().run(later())).toEqual({ completed: [], compensated: [], failed: [] });
  });

  it('undoes an upgrade refused by the time the job runs: the proration voided (refunded once settled), the pending subscription canceled', async () => {
    const cy = await subscribed('pending-cy@example.com');
    const yearlyKey = randomUUID();
    failNextRecord();
    expect((await upgrade(cy.token, yearlyKey, 'Growth', 'yearly')).status).toBe(500);
    const [proration] = salesOf(cy.userId);
    const pendingYearly = [...double.subscriptions.values()].find(
      (subscription) =>
        subscription.planId === 'basic-yearly' &&
        subscription.paymentMethodToken === proration.paymentMethodToken,
    );
    expect(pendingYearly).toMatchObject({ status: 'Pending' });
    // The client moved on: another request (Pro monthly) is recorded, so Growth yearly is no upgrade any more.
    expect((await upgrade(cy.token, randomUUID(), 'Pro', 'monthly')).status).toBe(200);

    const run = await job().run(later());

    expect(run).toEqual({ completed: [], compensated: [`upgrade:${cy.userId}:${yearlyKey}`], failed: [] });
    expect(proration.status).toBe('voided');
    expect(double.subscriptions.get(pendingYearly!.id)).toMatchObject({ status: 'Canceled' });
    const events = await eventsOf(cy.userId);
    expect(events.filter((event) => event.type === 'PlanUpgraded').map((event) => event.data)).toEqual([
      expect.objectContaining({ plan: 'Pro', cycle: 'monthly' }),
    ]);
    expect((await operationsOf(cy.userId)).map((row) => [row.kind, row.outcome])).toEqual([
      ['checkout', 'recorded'],
      ['upgrade', 'compensated'],
      ['upgrade', 'recorded'],
    ]);
    const requestsBefore = double.requests.length;
    expect(await job().run(later())).toEqual({ completed: [], compensated: [], failed: [] });
    expect(double.requests.length).toBe(requestsBefore);
  });

  it('refunds a settled proration of an upgrade whose subscription create timed out, once the upgrade is refused', async () => {
    const di = await subscribed('pending-di@example.com');
    const key = randomUUID();
    // The proration is charged; the new subscription's create answers 503 without taking effect.
    double.setOutage(/^POST \/subscriptions$/);
    expect((await upgrade(di.token, key, 'Growth', 'yearly')).status).toBe(503);
    double.setOutage(null);
    const [proration] = salesOf(di.userId);
    double.settle(proration.orderId!);
    // Meanwhile the user upgraded another way: the job's replay is refused.
    expect((await upgrade(di.token, randomUUID(), 'Pro', 'monthly')).status).toBe(200);

    const run = await job().run(later());

    expect(run).toEqual({ completed: [], compensated: [`upgrade:${di.userId}:${key}`], failed: [] });
    expect(proration.status).toBe('settled');
    expect(proration.refundIds).toHaveLength(1);
    expect(
      double.transactions.filter(
        (sale) => sale.type === 'credit' && sale.refundedTransactionId === proration.id,
      ),
    ).toHaveLength(1);
  });

  it('reprices the gateway when a same-cycle downgrade was recorded but its reprice failed: the job repeats it once', async () => {
    const fay = await t.register('pending-fay@example.com');
    expect((await checkout(fay.token, randomUUID(), 'Pro')).status).toBe(200);
    const [started] = await eventsOf(fay.userId);
    const gatewayId = (started.data as { gatewaySubscriptionId: string }).gatewaySubscriptionId;
    expect(double.subscriptions.get(gatewayId)).toMatchObject({ planId: 'pro-monthly', price: '15.00' });
    const key = randomUUID();
    const updates = () =>
      double.requests.filter(
        (request) => request.method === 'PUT' && request.path === `/subscriptions/${gatewayId}`,
      );
    double.setOutage(new RegExp(`^PUT /subscriptions/${gatewayId}$`));

    const response = await as(fay.token, t.api().post('/settings/downgrade'))
      .set('Idempotency-Key', key)
      .send({ plan_name: 'Growth' });

    // Recorded, but the gateway would still renew at Pro's price.
    expect(response.status).toBe(503);
    expect((await eventsOf(fay.userId)).map((event) => event.type)).toEqual([
      'SubscriptionStarted',
      'PlanDowngradeScheduled',
    ]);
    expect(double.subscriptions.get(gatewayId)).toMatchObject({ planId: 'pro-monthly', price: '15.00' });
    expect((await operationsOf(fay.userId))[1]).toEqual({
      kind: 'schedule_downgrade',
      outcome: null,
      settled: false,
      vaulted: false,
    });
    double.setOutage(null);
    expect(await job().run()).toEqual({ completed: [], compensated: [], failed: [] });

    const first = await job().run(later());

    expect(first).toEqual({
      completed: [`schedule_downgrade:${fay.userId}:${key}`],
      compensated: [],
      failed: [],
    });
    expect(double.subscriptions.get(gatewayId)).toMatchObject({
      planId: 'basic-monthly',
      price: '5.00',
      status: 'Active',
    });
    expect((await eventsOf(fay.userId)).map((event) => event.type)).toEqual([
      'SubscriptionStarted',
      'PlanDowngradeScheduled',
    ]);
    expect((await operationsOf(fay.userId))[1]).toMatchObject({ outcome: 'completed', settled: true });
    const updatesBefore = updates().length;

    expect(await job().run(later())).toEqual({ completed: [], compensated: [], failed: [] });
    expect(updates()).toHaveLength(updatesBefore);
  });

  it('settles a downgrade to Free once its cancel is made, and leaves a failed cancel to the job', async () => {
    const gus = await subscribed('pending-gus@example.com');
    const [started] = await eventsOf(gus.userId);
    const gatewayId = (started.data as { gatewaySubscriptionId: string }).gatewaySubscriptionId;
    const key = randomUUID();
    double.setOutage(new RegExp(`^PUT /subscriptions/${gatewayId}/cancel$`));

    const response = await as(gus.token, t.api().post('/settings/downgrade'))
      .set('Idempotency-Key', key)
      .send({ plan_name: 'Starter' });

    expect(response.status).toBe(503);
    expect(double.subscriptions.get(gatewayId)).toMatchObject({ status: 'Active' });
    expect((await operationsOf(gus.userId))[1]).toMatchObject({ kind: 'schedule_downgrade', settled: false });
    double.setOutage(null);

    const run = await job().run(later());

    expect(run.completed).toEqual([`schedule_downgrade:${gus.userId}:${key}`]);
    expect(double.subscriptions.get(gatewayId)).toMatchObject({ status: 'Canceled' });
    expect((await operationsOf(gus.userId))[1]).toMatchObject({ outcome: 'completed', settled: true });
  });

  it('registers the job every 5 minutes', async () => {
    const jobs = t.app.get<Jobs>(JOBS);
    if (!jobs.running()) {
      expect(COMPLETE_PENDING_OPERATIONS_CRON).toBe('*/5 * * * *');
      expect(COMPLETE_PENDING_OPERATIONS_JOB).toBe('billing.complete-pending-gateway-operations');
      return;
    }
    expect(await jobs.schedules()).toContainEqual({
      name: COMPLETE_PENDING_OPERATIONS_JOB,
      cron: COMPLETE_PENDING_OPERATIONS_CRON,
    });
  });

  it('records a renewal the gateway made before its webhook when a downgrade is scheduled on the billing day', async () => {
    // Subscribed a month ago on the gateway's clock: the recorded next billing date is today.
    const today = new Date();
    const monthAgo = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, Math.min(today.getUTCDate(), 28), 12),
    );
    gatewayNow = () => monthAgo;
    const eve = await subscribed('pending-eve@example.com');
    gatewayNow = () => new Date();
    const [started] = await eventsOf(eve.userId);
    const gatewayId = (started.data as { gatewaySubscriptionId: string }).gatewaySubscriptionId;
    const recordedNext = (started.data as { nextBillingDate: string }).nextBillingDate;
    expect(recordedNext <= new Date().toISOString().slice(0, 10)).toBe(true);
    // The gateway renews; its webhook is not delivered yet.
    double.webhook('subscription_charged_successfully', gatewayId);
    const renewedNext = double.subscriptions.get(gatewayId)!.nextBillingDate;

    const response = await as(eve.token, t.api().post('/settings/downgrade')).send({ plan_name: 'Starter' });

    expect(response.status).toBe(200);
    expect(response.body.effective_at.slice(0, 10)).toBe(renewedNext.slice(0, 10));
    const events = await eventsOf(eve.userId);
    expect(events.map((event) => event.type)).toEqual([
      'SubscriptionStarted',
      'SubscriptionRenewed',
      'PlanDowngradeScheduled',
    ]);
    expect(events[1].data).toMatchObject({ nextBillingDate: renewedNext });
  });
});
