import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { Test } from 'supertest';
import {
  CancelSupersededSubscriptionsJob,
  CANCEL_SUPERSEDED_SUBSCRIPTIONS_CRON,
  CANCEL_SUPERSEDED_SUBSCRIPTIONS_JOB,
} from '@outreach/backend/billing/reconcile/cancel-superseded-subscriptions.job';
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

/** Every cancel at the gateway fails with 503, and nothing is canceled (ids: only those subscriptions). */
const CANCELS = (...ids: string[]) =>
  new RegExp(`^PUT /subscriptions/(${ids.length > 0 ? ids.join('|') : '[^/]+'})/cancel$`);

/** The app on the Braintree adapter against the local double, for one describe block, and the calls the tests make. */
function reconcileApp(env: Record<string, string> = {}) {
  let double: BraintreeDouble;
  let t: InProcessApp;
  beforeAll(async () => {
    double = await startBraintreeDouble();
    t = await startInProcessApp({
      BRAINTREE_MERCHANT_ID: double.credentials.merchantId,
      BRAINTREE_PUBLIC_KEY: double.credentials.publicKey,
      BRAINTREE_PRIVATE_KEY: double.credentials.privateKey,
      BRAINTREE_GATEWAY_URL: double.url,
      ...env,
    });
  });
  afterAll(async () => {
    await t?.close();
    await double?.close();
  });
  afterEach(() => double.setOutage(null));

  const as = <T extends Test>(token: string, test: T) => test.set('Authorization', `Bearer ${token}`);
  const job = () => t.app.get(CancelSupersededSubscriptionsJob);
  /** The job sees what the log holds now. */
  const projected = async () => t.projected('superseded-gateway-subscriptions', await t.newestPosition());
  const subscriptionsOf = (userId: string) =>
    [...double.subscriptions.values()].filter(
      (subscription) => double.cards.get(subscription.paymentMethodToken)?.customerId === userId,
    );
  const cancelsOf = (id: string) =>
    double.requests.filter(
      (request) => request.method === 'PUT' && request.path === `/subscriptions/${id}/cancel`,
    );

  /** A Growth monthly subscriber through the checkout; answers the gateway subscription. */
  const subscribed = async (email: string) => {
    const user = await t.register(email);
    const response = await as(user.token, t.api().post('/api/braintree/checkout'))
      .set('Idempotency-Key', randomUUID())
      .send({
        payment_method_nonce: TEST_NONCES.valid,
        plan_name: 'Growth',
        billing_cycle: 'monthly',
        cardholder_name: 'Ada',
      });
    expect(response.status).toBe(200);
    const [subscription] = subscriptionsOf(user.userId);
    return { ...user, monthlyId: subscription.id };
  };
  /** Growth monthly → yearly: the proration charged, a new subscription, then the monthly one canceled. */
  const upgradeToYearly = (token: string) =>
    as(token, t.api().post('/api/braintree/upgradeplan'))
      .set('Idempotency-Key', randomUUID())
      .send({ plan_name: 'Growth', billing_cycle: 'yearly' });
  return {
    double: () => double,
    t: () => t,
    as,
    job,
    projected,
    subscriptionsOf,
    cancelsOf,
    subscribed,
    upgradeToYearly,
  };
}

describe('canceling the gateway subscriptions plan changes left billing (the SDK against the local double)', () => {
  const h = reconcileApp();
  const { as, job, projected, cancelsOf, subscribed, upgradeToYearly } = h;
  let double: BraintreeDouble;
  let t: InProcessApp;
  beforeAll(() => {
    double = h.double();
    t = h.t();
  });

  it('cancels the subscription an upgrade recorded but failed to cancel, once, and leaves the current one alone', async () => {
    const ada = await subscribed('reconcile-ada@example.com');
    double.setOutage(CANCELS());

    const upgrade = await upgradeToYearly(ada.token);

    // The upgrade is recorded; only the cancel after it failed, so the monthly subscription still bills.
    expect(upgrade.status).toBe(503);
    const events = (await t.store.readStream(
      subscriptionStreamId(ada.userId),
    )) as unknown as SubscriptionEvent[];
    const upgraded = events.find((event) => event.type === 'PlanUpgraded');
    expect(upgraded?.data).toMatchObject({ plan: 'Basic', cycle: 'yearly' });
    const yearlyId = (upgraded?.data as { gatewaySubscriptionId: string }).gatewaySubscriptionId;
    expect(double.subscriptions.get(ada.monthlyId)).toMatchObject({ status: 'Active' });
    const yearlyBefore = { ...double.subscriptions.get(yearlyId) };
    expect(yearlyBefore).toMatchObject({ planId: 'basic-yearly', status: 'Pending' });
    double.setOutage(null);
    await projected();

    const first = await job().run();

    expect(first).toEqual({ canceled: [ada.monthlyId], confirmed: [], kept: [], failed: [] });
    expect(double.subscriptions.get(ada.monthlyId)).toMatchObject({ status: 'Canceled' });
    expect(double.subscriptions.get(yearlyId)).toEqual(yearlyBefore);
    expect(cancelsOf(yearlyId)).toHaveLength(0);
    const requestsBefore = double.requests.length;

    const second = await job().run();

    expect(second).toEqual({ canceled: [], confirmed: [], kept: [], failed: [] });
    expect(double.requests.length).toBe(requestsBefore);
    const { rows } = await t.app
      .get<Pool>(PG_POOL)
      .query(
        'SELECT gateway_subscription_id, user_id, gateway_status, canceled_by_job FROM gateway_cancellation_confirmations WHERE user_id = $1',
        [ada.userId],
      );
    expect(rows).toEqual([
      {
        gateway_subscription_id: ada.monthlyId,
        user_id: ada.userId,
        gateway_status: 'Canceled',
        canceled_by_job: true,
      },
    ]);
    // The subscriptions read model answers the call: wait for it to hold the upgrade.
    await t.projected('subscriptions', await t.newestPosition());
    const subscription = await as(ada.token, t.api().get('/api/braintree/subscription'));
    expect(subscription.body).toMatchObject({ plan_name: 'Basic', billing_cycle: 'yearly', price: '45.00' });
  });

  it('cancels the current subscription a downgrade to Free recorded but failed to cancel, and the plan stays until the cycle ends', async () => {
    const cy = await subscribed('reconcile-free@example.com');
    double.setOutage(CANCELS());

    const downgrade = await as(cy.token, t.api().post('/settings/downgrade')).send({ plan_name: 'Starter' });

    expect(downgrade.status).toBe(503);
    expect(double.subscriptions.get(cy.monthlyId)).toMatchObject({ status: 'Active' });
    double.setOutage(null);
    await projected();

    expect(await job().run()).toEqual({ canceled: [cy.monthlyId], confirmed: [], kept: [], failed: [] });
    expect(double.subscriptions.get(cy.monthlyId)).toMatchObject({ status: 'Canceled' });
    await t.projected('users-list', await t.newestPosition());
    expect((await as(cy.token, t.api().get('/settings/plan'))).body.plan_name).toBe('Basic');
  });

  it('confirms without a cancel what no longer bills or the gateway does not know, and one failure does not stop the others', async () => {
    const done = await subscribed('reconcile-done@example.com');
    expect((await upgradeToYearly(done.token)).status).toBe(200);
    const stuck = await subscribed('reconcile-stuck@example.com');
    const lost = await subscribed('reconcile-lost@example.com');
    const late = await subscribed('reconcile-late@example.com');
    double.setOutage(CANCELS(stuck.monthlyId, lost.monthlyId, late.monthlyId));
    expect((await upgradeToYearly(stuck.token)).status).toBe(503);
    expect((await upgradeToYearly(lost.token)).status).toBe(503);
    expect((await upgradeToYearly(late.token)).status).toBe(503);
    double.subscriptions.delete(lost.monthlyId);
    await projected();
    // The gateway still fails stuck's cancel during the run; the others go on.
    double.setOutage(CANCELS(stuck.monthlyId));
    const cancelsBefore = cancelsOf(done.monthlyId).length;

    const run = await job().run();

    expect(run.confirmed.sort()).toEqual([done.monthlyId, lost.monthlyId].sort());
    expect(run.canceled).toEqual([late.monthlyId]);
    expect(run.failed).toEqual([stuck.monthlyId]);
    expect(cancelsOf(done.monthlyId)).toHaveLength(cancelsBefore);
    expect(double.subscriptions.get(stuck.monthlyId)).toMatchObject({ status: 'Active' });
    double.setOutage(null);

    const next = await job().run();

    expect(next).toEqual({ canceled: [stuck.monthlyId], confirmed: [], kept: [], failed: [] });
    expect(double.subscriptions.get(stuck.monthlyId)).toMatchObject({ status: 'Canceled' });
  });
});

describe('the superseded-subscriptions job on the queue (JOBS_ENABLED=true, pg-boss)', () => {
  const h = reconcileApp({ JOBS_ENABLED: 'true' });

  it('is scheduled every 15 minutes, runs at start, and a triggered run cancels what an upgrade left billing', async () => {
    const jobs = h.t().app.get<Jobs>(JOBS);
    expect(await jobs.schedules()).toContainEqual({
      name: CANCEL_SUPERSEDED_SUBSCRIPTIONS_JOB,
      cron: CANCEL_SUPERSEDED_SUBSCRIPTIONS_CRON,
    });
    const { rows } = await h
      .t()
      .app.get<Pool>(PG_POOL)
      .query<{ count: number }>('SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1', [
        CANCEL_SUPERSEDED_SUBSCRIPTIONS_JOB,
      ]);
    expect(rows[0].count).toBeGreaterThanOrEqual(1);
    const bo = await h.subscribed('reconcile-queued@example.com');
    h.double().setOutage(CANCELS());
    expect((await h.upgradeToYearly(bo.token)).status).toBe(503);
    h.double().setOutage(null);
    await h.projected();

    await jobs.trigger(CANCEL_SUPERSEDED_SUBSCRIPTIONS_JOB);

    const deadline = Date.now() + 30_000;
    while (h.double().subscriptions.get(bo.monthlyId)?.status !== 'Canceled' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(h.double().subscriptions.get(bo.monthlyId)).toMatchObject({ status: 'Canceled' });
  });
});
