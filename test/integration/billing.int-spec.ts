import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { Test } from 'supertest';
import { PG_POOL } from '@outreach/backend/platform/platform.module';
import { testModeNonce } from '@outreach/backend/platform/payments/test-mode-cards.schemas';
import {
  BraintreeDouble,
  startBraintreeDouble,
  TEST_NONCES,
} from '@outreach/backend/platform/payments/testing/braintree-double';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

jest.setTimeout(60_000);

const VISA_OK = testModeNonce('4111111111111111');
const VISA_DECLINED = testModeNonce('4000111111111115');
const VISA_PROCESSOR_ERROR = testModeNonce('4000111111111127');

const FREE = {
  plan_name: 'Free',
  billing_cycle: null,
  status: 'none',
  next_billing_date: null,
  price: null,
  scheduled_downgrade: null,
};

/** The checkout end to end through HTTP: client token → card → gateway subscription → recorded plan. */
describe('billing on the embedded test-mode gateway', () => {
  let t: InProcessApp;

  beforeAll(async () => {
    t = await startInProcessApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const as = <T extends Test>(token: string, test: T) => test.set('Authorization', `Bearer ${token}`);
  const checkout = (token: string, body: Record<string, unknown>, key: string | null = randomUUID()) => {
    const call = as(token, t.api().post('/api/braintree/checkout'));
    return (key === null ? call : call.set('Idempotency-Key', key)).send({
      payment_method_nonce: VISA_OK,
      plan_name: 'Growth',
      billing_cycle: 'monthly',
      cardholder_name: 'Ada Lovelace',
      ...body,
    });
  };
  const subscriptionsOf = async (userId: string): Promise<number> => {
    const { rows } = await t.app.get<Pool>(PG_POOL).query<{ count: string }>(
      `SELECT count(*) AS count FROM test_mode_subscriptions s
       JOIN test_mode_payment_methods m ON m.token = s.payment_method_token WHERE m.customer_id = $1`,
      [userId],
    );
    return Number(rows[0].count);
  };
  const settled = async (checkpoint: string) => {
    await t.projected('subscriptions', checkpoint);
    await t.projected('users-list', checkpoint);
  };

  it('refuses every billing call without a sign-in', async () => {
    for (const call of [
      () => t.api().get('/api/braintree/client_token'),
      () => t.api().post('/api/braintree/checkout').send({}),
      () => t.api().get('/api/braintree/subscription'),
      () => t.api().get('/api/braintree/payment-method'),
    ]) {
      expect((await call()).status).toBe(401);
    }
  });

  it('gives a test-mode client token naming the caller as a customer', async () => {
    const { token } = await t.register('token@example.com');

    const response = await as(token, t.api().get('/api/braintree/client_token'));

    expect(response.status).toBe(200);
    expect(response.body.clientToken).toMatch(/^test-mode:/);
    expect(response.body.clientToken.length).toBeGreaterThanOrEqual(50);
  });

  it('starts Growth monthly: the plan is Basic in settings, the subscription and card read back', async () => {
    const { userId, token } = await t.register('ada@example.com');
    expect((await as(token, t.api().get('/api/braintree/subscription'))).body).toEqual(FREE);
    expect((await as(token, t.api().get('/api/braintree/payment-method'))).body).toEqual({
      payment_method: null,
    });

    const response = await checkout(token, {});

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      detail: 'Subscription successful!',
      plan_name: 'Basic',
      billing_cycle: 'monthly',
      next_billing_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      checkpoint: expect.any(String),
    });
    await settled(response.body.checkpoint);
    expect((await as(token, t.api().get('/settings/plan'))).body.plan_name).toBe('Basic');
    expect((await as(token, t.api().get('/settings/all'))).body.plan_name).toBe('Basic');
    expect((await as(token, t.api().get('/api/braintree/subscription'))).body).toEqual({
      plan_name: 'Basic',
      billing_cycle: 'monthly',
      status: 'active',
      next_billing_date: response.body.next_billing_date,
      price: '5.00',
      scheduled_downgrade: null,
    });
    expect((await as(token, t.api().get('/api/braintree/payment-method'))).body).toEqual({
      payment_method: {
        card_type: 'Visa',
        last4: '1111',
        expiration_date: '12/2030',
        cardholder_name: 'Ada Lovelace',
      },
    });
    expect(await subscriptionsOf(userId)).toBe(1);
  });

  it('charges once for a checkout submitted twice with one Idempotency-Key', async () => {
    const { userId, token } = await t.register('twice@example.com');
    const key = randomUUID();

    const first = await checkout(token, { plan_name: 'Pro', billing_cycle: 'yearly' }, key);
    const second = await checkout(token, { plan_name: 'Pro', billing_cycle: 'yearly' }, key);

    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.body).toMatchObject({ plan_name: 'Pro', billing_cycle: 'yearly' });
    expect(await subscriptionsOf(userId)).toBe(1);
    await settled(second.body.checkpoint);
    const subscription = await as(token, t.api().get('/api/braintree/subscription'));
    expect(subscription.body).toMatchObject({ plan_name: 'Pro', billing_cycle: 'yearly', price: '135.00' });
  });

  it("refuses a paying user's second checkout with 409, without charging", async () => {
    const { userId, token } = await t.register('paying@example.com');
    expect((await checkout(token, {})).status).toBe(200);

    const other = await checkout(token, { plan_name: 'Pro' });
    const same = await checkout(token, { plan_name: 'Basic' });

    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      code: 'BILLING.ALREADY_SUBSCRIBED',
      detail: 'You already have a subscription; change plans from Settings.',
    });
    expect(same.status).toBe(409);
    expect(same.body).toMatchObject({ code: 'BILLING.ALREADY_ON_PLAN', detail: 'Already on that plan' });
    expect(await subscriptionsOf(userId)).toBe(1);
  });

  it('answers a declined card with success false and the processor text, and keeps the user on Free', async () => {
    const { userId, token } = await t.register('declined@example.com');

    const response = await checkout(token, { payment_method_nonce: VISA_DECLINED });

    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      success: false,
      detail: 'Do Not Honor',
      code: 'PAYMENTS.DECLINED',
    });
    expect(await subscriptionsOf(userId)).toBe(0);
    expect((await as(token, t.api().get('/settings/plan'))).body.plan_name).toBe('Free');
    expect((await as(token, t.api().get('/api/braintree/subscription'))).body).toEqual(FREE);
  });

  it('answers a processor error with 502 and success false, and a retry with a good card subscribes', async () => {
    const { userId, token } = await t.register('processor@example.com');
    const key = randomUUID();

    const failed = await checkout(token, { payment_method_nonce: VISA_PROCESSOR_ERROR }, key);
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({
      success: false,
      detail: 'Processor Network Unavailable - Try Again',
      code: 'PAYMENTS.PROCESSOR_ERROR',
    });
    expect(await subscriptionsOf(userId)).toBe(0);

    const retried = await checkout(token, {}, key);
    expect(retried.status).toBe(200);
    expect(await subscriptionsOf(userId)).toBe(1);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const { token } = await t.register('bad-input@example.com');
    const problemsOf = async (response: Promise<{ status: number; body: { detail: unknown } }> | Test) => {
      const answer = await response;
      expect(answer.status).toBe(400);
      return JSON.stringify(answer.body.detail);
    };

    expect(await problemsOf(checkout(token, {}, null))).toContain('Idempotency-Key header is required');
    expect(await problemsOf(checkout(token, { cardholder_name: undefined }))).toContain(
      'Cardholder name is required',
    );
    expect(await problemsOf(checkout(token, { cardholder_name: '   ' }))).toContain('cardholder_name');
    expect(await problemsOf(checkout(token, { payment_method_nonce: '' }))).toContain('payment_method_nonce');
    expect(await problemsOf(checkout(token, { plan_name: 'Free' }))).toContain(
      'plan_name must be Growth (Basic) or Pro',
    );
    expect(await problemsOf(checkout(token, { plan_name: 'Max' }))).toContain('plan_name');
    expect(await problemsOf(checkout(token, { billing_cycle: 'weekly' }))).toContain(
      'billing_cycle must be monthly or yearly',
    );
    expect((await as(token, t.api().get('/settings/plan'))).body.plan_name).toBe('Free');
  });

  it("shows another user none of a subscriber's plan, subscription or card", async () => {
    const subscriber = await t.register('subscriber@example.com');
    const other = await t.register('other@example.com');
    const started = await checkout(subscriber.token, { plan_name: 'Pro' });
    expect(started.status).toBe(200);
    await settled(started.body.checkpoint);

    expect((await as(other.token, t.api().get('/api/braintree/subscription'))).body).toEqual(FREE);
    expect((await as(other.token, t.api().get('/api/braintree/payment-method'))).body).toEqual({
      payment_method: null,
    });
    expect((await as(other.token, t.api().get('/settings/plan'))).body.plan_name).toBe('Free');
    expect((await as(subscriber.token, t.api().get('/settings/plan'))).body.plan_name).toBe('Pro');
  });
});

describe('billing on the Braintree gateway (the SDK against the local double)', () => {
  let double: BraintreeDouble;
  let t: InProcessApp;

  beforeAll(async () => {
    double = await startBraintreeDouble();
    t = await startInProcessApp({
      BRAINTREE_MERCHANT_ID: double.credentials.merchantId,
      BRAINTREE_PUBLIC_KEY: double.credentials.publicKey,
      BRAINTREE_PRIVATE_KEY: double.credentials.privateKey,
      BRAINTREE_GATEWAY_URL: double.url,
      BRAINTREE_TIMEOUT_SECONDS: '1',
    });
  });

  afterAll(async () => {
    await t?.close();
    await double?.close();
  });

  afterEach(() => double.setLatency(0));

  const checkout = (token: string, key: string, nonce: string = TEST_NONCES.valid) =>
    t
      .api()
      .post('/api/braintree/checkout')
      .set('Authorization', `Bearer ${token}`)
      .set('Idempotency-Key', key)
      .send({
        payment_method_nonce: nonce,
        plan_name: 'Basic',
        billing_cycle: 'monthly',
        cardholder_name: 'Ada',
      });
  const chargesOf = (subscriptionIds: string[]) =>
    double.transactions.filter((transaction) => subscriptionIds.includes(transaction.subscriptionId)).length;
  const subscriptionsOf = (userId: string) =>
    [...double.subscriptions.values()].filter(
      (subscription) => double.cards.get(subscription.paymentMethodToken)?.customerId === userId,
    );

  it('gives a Braintree client token and subscribes with a valid nonce, once per key', async () => {
    const { userId, token } = await t.register('bt-ada@example.com');
    const clientToken = await t
      .api()
      .get('/api/braintree/client_token')
      .set('Authorization', `Bearer ${token}`);
    expect(clientToken.status).toBe(200);
    expect(clientToken.body.clientToken.length).toBeGreaterThanOrEqual(50);
    const key = randomUUID();

    const first = await checkout(token, key);
    const again = await checkout(token, key);

    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const subscriptions = subscriptionsOf(userId);
    expect(subscriptions).toHaveLength(1);
    expect(chargesOf(subscriptions.map((subscription) => subscription.id))).toBe(1);
    await t.projected('users-list', first.body.checkpoint);
    const plan = await t.api().get('/settings/plan').set('Authorization', `Bearer ${token}`);
    expect(plan.body.plan_name).toBe('Basic');
    const card = await t.api().get('/api/braintree/payment-method').set('Authorization', `Bearer ${token}`);
    expect(card.body.payment_method).toMatchObject({
      card_type: 'Visa',
      last4: '1111',
      cardholder_name: 'Ada',
    });
  });

  it('answers a declined nonce with 422 Do Not Honor and creates no subscription', async () => {
    const { userId, token } = await t.register('bt-declined@example.com');

    const response = await checkout(token, randomUUID(), TEST_NONCES.processorDeclined);

    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ success: false, detail: 'Do Not Honor' });
    expect(subscriptionsOf(userId)).toHaveLength(0);
  });

  it('answers a gateway timeout with 503, and the retry with the same key records the one subscription', async () => {
    const { userId, token } = await t.register('bt-timeout@example.com');
    const key = randomUUID();
    double.setLatency(1_500);

    const timedOut = await checkout(token, key);

    expect(timedOut.status).toBe(503);
    expect(timedOut.body).toMatchObject({ success: false, code: 'PAYMENTS.GATEWAY_UNAVAILABLE' });
    double.setLatency(0);
    // The gateway went on with the call whose answer was lost; wait until it holds the subscription.
    for (let tries = 0; subscriptionsOf(userId).length === 0 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const retried = await checkout(token, key);

    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ success: true, plan_name: 'Basic', billing_cycle: 'monthly' });
    const subscriptions = subscriptionsOf(userId);
    expect(subscriptions).toHaveLength(1);
    expect(chargesOf(subscriptions.map((subscription) => subscription.id))).toBe(1);
    await t.projected('subscriptions', retried.body.checkpoint);
    const subscription = await t
      .api()
      .get('/api/braintree/subscription')
      .set('Authorization', `Bearer ${token}`);
    expect(subscription.body).toMatchObject({ plan_name: 'Basic', status: 'active', price: '5.00' });
  });
});

/** Plan changes after a checkout: the proration estimate, the upgrade and the scheduled downgrade. */
describe('billing plan changes on the embedded test-mode gateway', () => {
  let t: InProcessApp;

  beforeAll(async () => {
    t = await startInProcessApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const as = <T extends Test>(token: string, test: T) => test.set('Authorization', `Bearer ${token}`);
  const settled = async (checkpoint: string) => {
    await t.projected('subscriptions', checkpoint);
    await t.projected('users-list', checkpoint);
  };
  const subscribeBasicMonthly = async (email: string) => {
    const user = await t.register(email);
    const response = await as(user.token, t.api().post('/api/braintree/checkout'))
      .set('Idempotency-Key', randomUUID())
      .send({
        payment_method_nonce: VISA_OK,
        plan_name: 'Growth',
        billing_cycle: 'monthly',
        cardholder_name: 'Grace Hopper',
      });
    expect(response.status).toBe(200);
    await settled(response.body.checkpoint);
    return user;
  };
  const estimate = (token: string, query: string) =>
    as(token, t.api().get(`/api/braintree/proration_estimate?${query}`));
  const upgrade = (token: string, body: Record<string, unknown>, key: string | null = randomUUID()) => {
    const call = as(token, t.api().post('/api/braintree/upgradeplan'));
    return (key === null ? call : call.set('Idempotency-Key', key)).send(body);
  };
  const downgrade = (token: string, body: Record<string, unknown>) =>
    as(token, t.api().post('/settings/downgrade')).send(body);

  it('refuses the plan-change calls without a sign-in', async () => {
    for (const call of [
      () => t.api().get('/api/braintree/proration_estimate?plan=Pro&cycle=monthly'),
      () => t.api().post('/api/braintree/upgradeplan').send({}),
      () => t.api().post('/settings/downgrade').send({}),
    ]) {
      expect((await call()).status).toBe(401);
    }
  });

  it('estimates, upgrades Basic to Pro, then schedules a downgrade to Free that keeps Pro until the cycle ends', async () => {
    const { token } = await subscribeBasicMonthly('upgrader@example.com');
    const { token: otherToken } = await subscribeBasicMonthly('bystander@example.com');

    const toPro = await estimate(token, 'plan=Pro&cycle=monthly');
    expect(toPro.status).toBe(200);
    expect(toPro.body).toEqual({
      amount: toPro.body.amount_cents / 100,
      amount_cents: expect.any(Number),
      currency: 'USD',
      next_billing_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(toPro.body.amount_cents).toBeGreaterThan(0);
    expect(toPro.body.amount_cents).toBeLessThanOrEqual(1000);
    expect((await estimate(token, 'plan=Basic&cycle=monthly')).body.amount_cents).toBe(0);

    const same = await upgrade(token, { plan_name: 'Basic', billing_cycle: 'monthly' });
    expect(same.status).toBe(409);
    expect(same.body.detail).toBe('Already on that plan');

    const key = randomUUID();
    const upgraded = await upgrade(token, { plan_name: 'Pro', billing_cycle: 'monthly' }, key);
    expect(upgraded.status).toBe(200);
    expect(upgraded.body).toEqual({
      success: true,
      detail: 'Plan upgraded',
      plan_name: 'Pro',
      billing_cycle: 'monthly',
      checkpoint: expect.any(String),
    });
    const retried = await upgrade(token, { plan_name: 'Pro', billing_cycle: 'monthly' }, key);
    expect(retried.status).toBe(200);
    expect(retried.body.checkpoint).toBe(upgraded.body.checkpoint);
    await settled(upgraded.body.checkpoint);
    expect((await as(token, t.api().get('/settings/plan'))).body.plan_name).toBe('Pro');
    expect((await as(token, t.api().get('/api/braintree/subscription'))).body).toMatchObject({
      plan_name: 'Pro',
      price: '15.00',
      scheduled_downgrade: null,
    });

    const lower = await upgrade(token, { plan_name: 'Growth', billing_cycle: 'monthly' });
    expect(lower.status).toBe(422);
    expect(lower.body.detail).toMatch(/downgrade/);

    const scheduled = await downgrade(token, { plan_name: 'Free' });
    expect(scheduled.status).toBe(200);
    const nextBillingDate = toPro.body.next_billing_date;
    expect(scheduled.body).toEqual({
      success: true,
      detail: expect.stringContaining(nextBillingDate),
      effective_at: nextBillingDate,
      checkpoint: expect.any(String),
    });
    await settled(scheduled.body.checkpoint);
    expect((await as(token, t.api().get('/api/braintree/subscription'))).body).toMatchObject({
      plan_name: 'Pro',
      status: 'active',
      scheduled_downgrade: { plan_name: 'Free', billing_cycle: null, effective_at: nextBillingDate },
    });
    expect((await as(token, t.api().get('/settings/plan'))).body.plan_name).toBe('Pro');

    // The other user's subscription is untouched.
    expect((await as(otherToken, t.api().get('/api/braintree/subscription'))).body).toMatchObject({
      plan_name: 'Basic',
      scheduled_downgrade: null,
    });
    expect((await as(otherToken, t.api().get('/settings/plan'))).body.plan_name).toBe('Basic');
  });

  it('answers Free users: estimate 0, upgrade goes to the checkout, Free → Free already on that plan', async () => {
    const { token } = await t.register('free-changer@example.com');

    expect((await estimate(token, 'plan=Pro&cycle=yearly')).body).toEqual({
      amount: 0,
      amount_cents: 0,
      currency: 'USD',
      next_billing_date: null,
    });
    const toPro = await upgrade(token, { plan_name: 'Pro', billing_cycle: 'monthly' });
    expect(toPro.status).toBe(409);
    expect(toPro.body.detail).toMatch(/checkout/);
    const toFree = await downgrade(token, { plan_name: 'Free' });
    expect(toFree.status).toBe(409);
    expect(toFree.body.detail).toBe('Already on that plan');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const { token } = await t.register('bad-change@example.com');
    const fieldOf = (body: { errors?: { field: string }[]; field?: string; detail?: string }) =>
      JSON.stringify(body);

    const badPlan = await estimate(token, 'plan=Max&cycle=monthly');
    expect(badPlan.status).toBe(400);
    expect(fieldOf(badPlan.body)).toContain('plan');
    const badCycle = await estimate(token, 'plan=Pro&cycle=weekly');
    expect(badCycle.status).toBe(400);
    expect(fieldOf(badCycle.body)).toContain('cycle');
    const noKey = await upgrade(token, { plan_name: 'Pro', billing_cycle: 'monthly' }, null);
    expect(noKey.status).toBe(400);
    expect(fieldOf(noKey.body)).toContain('Idempotency-Key');
    const badUpgrade = await upgrade(token, { plan_name: 'Free', billing_cycle: 'monthly' });
    expect(badUpgrade.status).toBe(400);
    expect(fieldOf(badUpgrade.body)).toContain('plan_name');
    const badUpgradeCycle = await upgrade(token, { plan_name: 'Pro', billing_cycle: 'daily' });
    expect(badUpgradeCycle.status).toBe(400);
    expect(fieldOf(badUpgradeCycle.body)).toContain('billing_cycle');
    const badDowngrade = await downgrade(token, { plan_name: 'Demon' });
    expect(badDowngrade.status).toBe(400);
    expect(fieldOf(badDowngrade.body)).toContain('plan_name');
    const badDowngradeCycle = await downgrade(token, { plan_name: 'Basic', billing_cycle: 'daily' });
    expect(badDowngradeCycle.status).toBe(400);
    expect(fieldOf(badDowngradeCycle.body)).toContain('billing_cycle');
  });
});
