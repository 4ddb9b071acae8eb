import { randomUUID } from 'node:crypto';
import { NO_SUBSCRIPTION } from '@outreach/backend/billing/billing-views.contract';
import type { Pool } from 'pg';
import type { Test } from 'supertest';
import {
  ApplyDueDowngradesJob,
  APPLY_DUE_DOWNGRADES_CRON,
  APPLY_DUE_DOWNGRADES_JOB,
} from '@outreach/backend/billing/jobs/apply-due-downgrades.job';
import type { SubscriptionEvent } from '@outreach/backend/billing/subscription.events';
import { subscriptionStreamId } from '@outreach/backend/billing/subscription.events';
import { URLENCODED_BODY_LIMIT_BYTES } from '@outreach/backend/platform/http/body-limits';
import { JOBS, type Jobs } from '@outreach/backend/platform/jobs/jobs.port';
import { PG_POOL } from '@outreach/backend/platform/platform.module';
import {
  BraintreeDouble,
  startBraintreeDouble,
  TEST_NONCES,
} from '@outreach/backend/platform/payments/testing/braintree-double';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

jest.setTimeout(60_000);

const FREE = NO_SUBSCRIPTION;

/** Braintree's billing days as the double's clock: a subscription started then is due to renew a month later. */
const day = (isoDay: string) => new Date(`${isoDay}T12:00:00.000Z`);

interface Subscriber {
  userId: string;
  token: string;
  gatewayId: string;
}

/** The app on the Braintree adapter against the local double, whose clock the tests move. */
function braintreeApp(env: Record<string, string> = {}) {
  const state: { double: BraintreeDouble; t: InProcessApp; clock: Date } = {
    double: undefined as unknown as BraintreeDouble,
    t: undefined as unknown as InProcessApp,
    clock: day('2025-01-15'),
  };
  beforeAll(async () => {
    state.double = await startBraintreeDouble({ now: () => state.clock });
    state.t = await startInProcessApp({
      BRAINTREE_MERCHANT_ID: state.double.credentials.merchantId,
      BRAINTREE_PUBLIC_KEY: state.double.credentials.publicKey,
      BRAINTREE_PRIVATE_KEY: state.double.credentials.privateKey,
      BRAINTREE_GATEWAY_URL: state.double.url,
      ...env,
    });
  });
  afterAll(async () => {
    await state.t?.close();
    await state.double?.close();
  });
  return state;
}

function helpers(state: { double: BraintreeDouble; t: InProcessApp }) {
  const as = <T extends Test>(token: string, test: T) => test.set('Authorization', `Bearer ${token}`);
  const pool = () => state.t.app.get<Pool>(PG_POOL);
  const settled = async (checkpoint: string) => {
    await state.t.projected('subscriptions', checkpoint);
    await state.t.projected('users-list', checkpoint);
  };
  const settledAll = async () => settled(await state.t.newestPosition());

  const subscribe = async (
    email: string,
    plan: 'Basic' | 'Pro' = 'Basic',
    cycle: 'monthly' | 'yearly' = 'monthly',
  ): Promise<Subscriber> => {
    const { userId, token } = await state.t.register(email);
    const response = await as(token, state.t.api().post('/api/braintree/checkout'))
      .set('Idempotency-Key', randomUUID())
      .send({
        payment_method_nonce: TEST_NONCES.valid,
        plan_name: plan,
        billing_cycle: cycle,
        cardholder_name: 'Ada',
      });
    expect(response.status).toBe(200);
    await settled(response.body.checkpoint);
    const { rows } = await pool().query<{ gateway_subscription_id: string }>(
      'SELECT gateway_subscription_id FROM subscriptions WHERE user_id = $1',
      [userId],
    );
    return { userId, token, gatewayId: rows[0].gateway_subscription_id };
  };
  const downgrade = async (subscriber: Subscriber, body: Record<string, unknown>) => {
    const response = await as(subscriber.token, state.t.api().post('/settings/downgrade')).send(body);
    expect(response.status).toBe(200);
    await settled(response.body.checkpoint);
    return response.body as { effective_at: string };
  };
  const post = (body: Record<string, string>) =>
    state.t.api().post('/api/braintree/webhooks').type('form').send(body);
  const eventsOf = async (userId: string): Promise<SubscriptionEvent[]> =>
    (await state.t.store.readStream(subscriptionStreamId(userId))) as unknown as SubscriptionEvent[];
  const typesOf = async (userId: string) => (await eventsOf(userId)).map((event) => event.type);
  const subscriptionOf = async (token: string) =>
    (await as(token, state.t.api().get('/api/braintree/subscription'))).body;
  const planOf = async (token: string) =>
    (await as(token, state.t.api().get('/settings/plan'))).body.plan_name as string;
  return {
    as,
    pool,
    settled,
    settledAll,
    subscribe,
    downgrade,
    post,
    eventsOf,
    typesOf,
    subscriptionOf,
    planOf,
  };
}

describe('Braintree webhooks (the SDK against the local double)', () => {
  const state = braintreeApp();
  const { settledAll, subscribe, post, eventsOf, typesOf, subscriptionOf, planOf } = helpers(state);

  it('records a successful charge as a renewal with the period and price the gateway holds', async () => {
    const ada = await subscribe('renewal@example.com', 'Pro');
    state.clock = day('2025-02-15');

    const response = await post(state.double.webhook('subscription_charged_successfully', ada.gatewayId));

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      kind: 'subscription_charged_successfully',
      outcome: 'recorded',
    });
    const renewed = (await eventsOf(ada.userId)).at(-1);
    expect(renewed).toMatchObject({
      type: 'SubscriptionRenewed',
      data: {
        gatewaySubscriptionId: ada.gatewayId,
        chargedCents: 1500,
        billingPeriodStart: '2025-02-15',
        nextBillingDate: '2025-03-15',
      },
    });
    await settledAll();
    expect(await subscriptionOf(ada.token)).toMatchObject({
      plan_name: 'Pro',
      status: 'active',
      next_billing_date: '2025-03-15',
    });
    state.clock = day('2025-01-15');
  });

  it.each(['subscription_charged_unsuccessfully', 'subscription_went_past_due'])(
    'records %s as a payment failure: the subscription is past due, the plan stays',
    async (kind) => {
      const ada = await subscribe(`${kind}@example.com`);

      const response = await post(state.double.webhook(kind, ada.gatewayId));

      expect(response.status).toBe(200);
      expect(response.body.outcome).toBe('recorded');
      expect((await eventsOf(ada.userId)).at(-1)).toMatchObject({
        type: 'PaymentFailed',
        data: { gatewaySubscriptionId: ada.gatewayId, reason: kind },
      });
      await settledAll();
      expect(await subscriptionOf(ada.token)).toMatchObject({ plan_name: 'Basic', status: 'past_due' });
      expect(await planOf(ada.token)).toBe('Basic');
    },
  );

  it('clears past due when a later charge succeeds', async () => {
    const ada = await subscribe('recovered@example.com');
    await post(state.double.webhook('subscription_went_past_due', ada.gatewayId));
    state.clock = day('2025-02-16');

    const response = await post(state.double.webhook('subscription_charged_successfully', ada.gatewayId));

    expect(response.body.outcome).toBe('recorded');
    await settledAll();
    expect(await subscriptionOf(ada.token)).toMatchObject({ status: 'active' });
    state.clock = day('2025-01-15');
  });

  it.each(['subscription_canceled', 'subscription_expired'])(
    'records %s as the end of the subscription: back to Free',
    async (kind) => {
      const ada = await subscribe(`${kind}@example.com`, 'Pro');

      const response = await post(state.double.webhook(kind, ada.gatewayId));

      expect(response.status).toBe(200);
      expect(response.body.outcome).toBe('recorded');
      expect((await eventsOf(ada.userId)).at(-1)).toMatchObject({
        type: 'SubscriptionCanceled',
        data: { gatewaySubscriptionId: ada.gatewayId, plan: 'Pro', reason: kind },
      });
      await settledAll();
      expect(await subscriptionOf(ada.token)).toEqual(FREE);
      expect(await planOf(ada.token)).toBe('Free');
    },
  );

  it('records a redelivered notification once', async () => {
    const ada = await subscribe('redelivered@example.com');
    const notification = state.double.webhook('subscription_went_past_due', ada.gatewayId);

    const first = await post(notification);
    const second = await post(notification);

    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.outcome, second.body.outcome]).toEqual(['recorded', 'unchanged']);
    expect((await typesOf(ada.userId)).filter((type) => type === 'PaymentFailed')).toHaveLength(1);
  });

  it('answers a redelivered renewal from the stream, without reading the subscription at the gateway again', async () => {
    const ada = await subscribe('redelivered-renewal@example.com');
    state.clock = day('2025-02-15');
    const notification = state.double.webhook('subscription_charged_successfully', ada.gatewayId);
    const gatewayReads = () =>
      state.double.requests.filter(
        (request) => request.method === 'GET' && request.path.includes(ada.gatewayId),
      ).length;

    const first = await post(notification);
    const readsAfterFirst = gatewayReads();
    const second = await post(notification);

    state.clock = day('2025-01-15');
    expect([first.body.outcome, second.body.outcome]).toEqual(['recorded', 'unchanged']);
    expect(readsAfterFirst).toBeGreaterThan(0);
    expect(gatewayReads()).toBe(readsAfterFirst);
  });

  it('refuses a bad or missing signature with 400 naming the field, and records nothing', async () => {
    const ada = await subscribe('forged@example.com');
    const before = await typesOf(ada.userId);
    const genuine = state.double.webhook('subscription_canceled', ada.gatewayId);

    const forged = await post({
      ...genuine,
      bt_signature: `${state.double.credentials.publicKey}|${'0'.repeat(40)}`,
    });
    const otherKey = await post({ ...genuine, bt_signature: `someone-else|${'0'.repeat(40)}` });
    const missingSignature = await post({ bt_payload: genuine.bt_payload });
    const missingPayload = await post({ bt_signature: genuine.bt_signature });
    const json = await state.t.api().post('/api/braintree/webhooks').send({});

    for (const response of [forged, otherKey]) {
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'PAYMENTS.INVALID_WEBHOOK_SIGNATURE',
        field: 'bt_signature',
      });
    }
    expect(missingSignature.status).toBe(400);
    expect(JSON.stringify(missingSignature.body.detail)).toContain('bt_signature is required');
    expect(missingPayload.status).toBe(400);
    expect(JSON.stringify(missingPayload.body.detail)).toContain('bt_payload is required');
    expect(json.status).toBe(400);
    expect(JSON.stringify(json.body.detail)).toContain('bt_signature');
    expect(await typesOf(ada.userId)).toEqual(before);
  });

  it('refuses a body over the size cap with 413, recording nothing', async () => {
    const ada = await subscribe('oversized@example.com');
    const before = await typesOf(ada.userId);
    const genuine = state.double.webhook('subscription_canceled', ada.gatewayId);

    const response = await post({ ...genuine, padding: 'x'.repeat(URLENCODED_BODY_LIMIT_BYTES + 1024) });

    expect(response.status).toBe(413);
    expect(await typesOf(ada.userId)).toEqual(before);
  });

  it("reads a notification far over body-parser's 100 kB default: a long-lived subscription lists every charge", async () => {
    const ada = await subscribe('long-lived@example.com');
    const genuine = state.double.webhook('subscription_canceled', ada.gatewayId);

    const response = await post({ ...genuine, padding: 'x'.repeat(600 * 1024) });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, kind: 'subscription_canceled', outcome: 'recorded' });
  });

  it('answers 200 and ignores a subscription no user holds, and kinds billing does not act on', async () => {
    const ada = await subscribe('other-kinds@example.com');
    const before = await typesOf(ada.userId);

    const unknown = await post(state.double.webhook('subscription_canceled', 'no-such-subscription'));
    const otherKind = await post(state.double.webhook('subscription_trial_ended', ada.gatewayId));

    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ success: true, kind: 'subscription_canceled', outcome: 'ignored' });
    expect(otherKind.status).toBe(200);
    expect(otherKind.body.outcome).toBe('ignored');
    expect(await typesOf(ada.userId)).toEqual(before);
  });

  it('needs no sign-in: a signed notification is accepted without a token', async () => {
    const ada = await subscribe('public@example.com');
    const response = await post(state.double.webhook('subscription_went_past_due', ada.gatewayId)).set(
      'Authorization',
      'Bearer not-a-token',
    );
    expect(response.status).toBe(200);
  });
});

describe('the apply-due-downgrades job (Braintree double, jobs run by hand)', () => {
  const state = braintreeApp();
  const { settledAll, subscribe, downgrade, post, eventsOf, typesOf, subscriptionOf, planOf } =
    helpers(state);
  const job = () => state.t.app.get(ApplyDueDowngradesJob);

  afterEach(() => {
    state.clock = day('2025-01-15');
  });

  it('applies a due downgrade to Free: the plan is Free after, and a second run changes nothing', async () => {
    const ada = await subscribe('to-free@example.com', 'Pro');
    expect((await downgrade(ada, { plan_name: 'Free' })).effective_at).toBe('2025-02-15');
    // Scheduling canceled the gateway subscription; Braintree's notification of that cancel changes nothing.
    const canceled = await post(state.double.webhook('subscription_canceled', ada.gatewayId));
    expect(canceled.body.outcome).toBe('unchanged');
    await settledAll();
    expect(await planOf(ada.token)).toBe('Pro');

    const first = await job().run(new Date('2025-02-15T00:15:00.000Z'));
    const second = await job().run(new Date('2025-02-15T00:30:00.000Z'));

    expect(first.applied).toContain(ada.userId);
    expect(first.failed).not.toContain(ada.userId);
    expect(second.applied).not.toContain(ada.userId);
    expect((await typesOf(ada.userId)).filter((type) => type === 'PlanDowngraded')).toHaveLength(1);
    expect((await eventsOf(ada.userId)).at(-1)).toMatchObject({
      type: 'PlanDowngraded',
      data: {
        fromPlan: 'Pro',
        plan: 'Free',
        gatewaySubscriptionId: null,
        idempotencyKey: expect.stringMatching(new RegExp(`^apply-downgrade:${ada.userId}:2025-02-15:\\d+$`)),
      },
    });
    await settledAll();
    expect(await planOf(ada.token)).toBe('Free');
    expect(await subscriptionOf(ada.token)).toEqual(FREE);
  });

  it('applies a due paid downgrade with the billing period the gateway holds', async () => {
    const ada = await subscribe('to-growth@example.com', 'Pro');
    await downgrade(ada, { plan_name: 'Growth' });
    // The gateway renews at the cycle end, before the job's next run.
    state.clock = day('2025-02-15');
    state.double.webhook('subscription_charged_successfully', ada.gatewayId);

    const run = await job().run(new Date('2025-02-15T13:00:00.000Z'));

    expect(run.applied).toContain(ada.userId);
    const downgraded = (await eventsOf(ada.userId)).at(-1);
    expect(downgraded?.type).toBe('PlanDowngraded');
    const data = downgraded!.data as Extract<SubscriptionEvent, { type: 'PlanDowngraded' }>['data'];
    const gateway = state.double.subscriptions.get(data.gatewaySubscriptionId!);
    expect(data).toMatchObject({
      fromPlan: 'Pro',
      plan: 'Basic',
      cycle: 'monthly',
      priceCents: 500,
      billingPeriodStart: gateway?.billingPeriodStartDate,
      nextBillingDate: gateway?.nextBillingDate,
    });
    expect(data.nextBillingDate).toBe('2025-03-15');
    await settledAll();
    expect(await planOf(ada.token)).toBe('Basic');
    expect(await subscriptionOf(ada.token)).toMatchObject({
      plan_name: 'Basic',
      billing_cycle: 'monthly',
      status: 'active',
      price: '5.00',
      next_billing_date: '2025-03-15',
      scheduled_downgrade: null,
    });
  });

  it('applies a cycle-change downgrade once the pending gateway subscription has started billing', async () => {
    const ada = await subscribe('yearly-to-monthly@example.com', 'Pro', 'yearly');
    expect((await downgrade(ada, { plan_name: 'Growth', billing_cycle: 'monthly' })).effective_at).toBe(
      '2026-01-15',
    );
    const scheduled = (await eventsOf(ada.userId)).find((event) => event.type === 'PlanDowngradeScheduled');
    const nextId = (scheduled?.data as { nextGatewaySubscriptionId: string | null })
      .nextGatewaySubscriptionId;
    expect(nextId).toEqual(expect.any(String));
    // Scheduling canceled the yearly subscription: its cancel notification ends nothing.
    const canceled = await post(state.double.webhook('subscription_canceled', ada.gatewayId));
    expect(canceled.body.outcome).toBe('unchanged');

    // Due, but the gateway has not billed the pending subscription yet: that user waits for the next run.
    const early = await job().run(new Date('2026-01-15T00:15:00.000Z'));
    expect(early.failed).toContain(ada.userId);
    expect(await typesOf(ada.userId)).not.toContain('PlanDowngraded');

    state.clock = day('2026-01-15');
    // Its first charge is about a subscription no user holds yet: ignored, the job records its period.
    const firstCharge = await post(state.double.webhook('subscription_charged_successfully', nextId!));
    expect(firstCharge.body.outcome).toBe('ignored');
    const run = await job().run(new Date('2026-01-15T13:00:00.000Z'));

    expect(run.applied).toContain(ada.userId);
    expect((await eventsOf(ada.userId)).at(-1)).toMatchObject({
      type: 'PlanDowngraded',
      data: {
        plan: 'Basic',
        cycle: 'monthly',
        gatewaySubscriptionId: nextId,
        billingPeriodStart: '2026-01-15',
        nextBillingDate: '2026-02-15',
      },
    });
    await settledAll();
    expect(await subscriptionOf(ada.token)).toMatchObject({
      plan_name: 'Basic',
      billing_cycle: 'monthly',
      next_billing_date: '2026-02-15',
      price: '5.00',
    });
    // From now on the new subscription's notifications are the user's.
    state.clock = day('2026-02-15');
    const renewal = await post(state.double.webhook('subscription_charged_successfully', nextId!));
    expect(renewal.body.outcome).toBe('recorded');
  });

  it('applies a second downgrade due the same day as the one just applied (the gateway had not renewed yet)', async () => {
    const ada = await subscribe('twice-same-day@example.com', 'Pro');
    await downgrade(ada, { plan_name: 'Growth' });
    // Applied at 00:15 UTC, before the gateway renewed: the old period (next billing 2025-02-15) is recorded.
    const first = await job().run(new Date('2025-02-15T00:15:00.000Z'));
    expect(first.applied).toContain(ada.userId);
    await settledAll();
    // Growth to Free the same morning: due at once, on the same effective day as the first downgrade.
    expect((await downgrade(ada, { plan_name: 'Free' })).effective_at).toBe('2025-02-15');

    const second = await job().run(new Date('2025-02-15T00:30:00.000Z'));

    expect(second.applied).toContain(ada.userId);
    expect((await typesOf(ada.userId)).filter((type) => type === 'PlanDowngraded')).toHaveLength(2);
    await settledAll();
    // The schedule canceled the gateway subscription: the plan must end with it, not stay Growth unpaid.
    expect(await planOf(ada.token)).toBe('Free');
  });

  it('leaves a downgrade that is not due yet as it is', async () => {
    state.clock = day('2025-02-10');
    const ada = await subscribe('not-yet@example.com', 'Pro');
    expect((await downgrade(ada, { plan_name: 'Free' })).effective_at).toBe('2025-03-10');
    const before = await typesOf(ada.userId);

    const run = await job().run(new Date('2025-02-20T12:00:00.000Z'));

    expect([...run.applied, ...run.unchanged, ...run.failed]).not.toContain(ada.userId);
    expect(await typesOf(ada.userId)).toEqual(before);
    await settledAll();
    expect(await planOf(ada.token)).toBe('Pro');
    expect((await subscriptionOf(ada.token)).scheduled_downgrade).toMatchObject({
      plan_name: 'Free',
      effective_at: '2025-03-10',
    });
  });

  it("logs one user's failure and still applies the others", async () => {
    const broken = await subscribe('broken@example.com', 'Pro');
    const fine = await subscribe('fine@example.com', 'Pro');
    await downgrade(broken, { plan_name: 'Growth' });
    await downgrade(fine, { plan_name: 'Free' });
    // The gateway no longer knows the subscription that should bill the lower plan.
    state.double.subscriptions.delete(broken.gatewayId);

    const run = await job().run(new Date('2025-02-15T12:00:00.000Z'));

    expect(run.failed).toContain(broken.userId);
    expect(run.applied).toContain(fine.userId);
    expect(await typesOf(broken.userId)).not.toContain('PlanDowngraded');
    expect(await typesOf(fine.userId)).toContain('PlanDowngraded');
  });
});

describe('the jobs queue in process (JOBS_ENABLED=true, pg-boss)', () => {
  // The gateway's clock is in the past, so a downgrade scheduled now is already due by the real clock.
  const state = braintreeApp({ JOBS_ENABLED: 'true' });
  const { settledAll, subscribe, downgrade, subscriptionOf, planOf } = helpers(state);

  it('schedules the due-downgrades job every 15 minutes, runs it at start, and runs it on the queue', async () => {
    const jobs = state.t.app.get<Jobs>(JOBS);
    expect(jobs.running()).toBe(true);
    expect(await jobs.schedules()).toContainEqual({
      name: APPLY_DUE_DOWNGRADES_JOB,
      cron: APPLY_DUE_DOWNGRADES_CRON,
    });
    const { rows } = await state.t.app
      .get<Pool>(PG_POOL)
      .query<{ count: number }>('SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1', [
        APPLY_DUE_DOWNGRADES_JOB,
      ]);
    expect(rows[0].count).toBeGreaterThanOrEqual(1);

    const ada = await subscribe('queued@example.com', 'Pro');
    await downgrade(ada, { plan_name: 'Free' });
    await jobs.trigger(APPLY_DUE_DOWNGRADES_JOB);

    const deadline = Date.now() + 30_000;
    while ((await subscriptionOf(ada.token)).plan_name !== 'Free' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await settledAll();
    expect(await subscriptionOf(ada.token)).toEqual(FREE);
    expect(await planOf(ada.token)).toBe('Free');
  });
});
