import { randomUUID } from 'node:crypto';
import { NO_SUBSCRIPTION } from '@outreach/backend/billing/billing-views.contract';
import type { Pool } from 'pg';
import type { Test } from 'supertest';
import { PG_POOL } from '@outreach/backend/platform/platform.module';
import { testModeNonce } from '@outreach/backend/platform/payments/test-mode-cards.contract';
import {
  BraintreeDouble,
  startBraintreeDouble,
  TEST_NONCES,
} from '@outreach/backend/platform/payments/testing/braintree-double';
import { EVENT_STORE, type EventStore } from '@outreach/backend/platform/event-store/event-store.port';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

jest.setTimeout(60_000);

const VISA_OK = testModeNonce('4111111111111111');
const VISA_DECLINED = testModeNonce('4000111111111115');
const VISA_PROCESSOR_ERROR = testModeNonce('4000111111111127');

const FREE = NO_SUBSCRIPTION;

const NO_CARD = { has_card: false, card_type: null, last4: null, exp_date: null, cardholder_name: null };

type Body = Record<string, unknown>;

/**
 * One in-process app for a describe block (started in its beforeAll with env(), closed in its afterAll) and the
 * billing calls on it, signed in as the given user. A key of null sends no Idempotency-Key.
 */
function billingApp(env: () => Record<string, string> = () => ({})) {
  let app: InProcessApp;
  beforeAll(async () => {
    app = await startInProcessApp(env());
  });
  afterAll(async () => {
    await app?.close();
  });
  const as = <T extends Test>(token: string, test: T) => test.set('Authorization', `Bearer ${token}`);
  const keyed = <T extends Test>(test: T, key: string | null) =>
    key === null ? test : test.set('Idempotency-Key', key);
  const h = {
    get t() {
      return app;
    },
    as,
    get: (token: string, path: string) => as(token, app.api().get(path)),
    checkout: (token: string, body: Body, key: string | null = randomUUID()) =>
      keyed(as(token, app.api().post('/api/braintree/checkout')), key).send({
        payment_method_nonce: VISA_OK,
        plan_name: 'Growth',
        billing_cycle: 'monthly',
        cardholder_name: 'Ada Lovelace',
        ...body,
      }),
    estimate: (token: string, query: string) =>
      as(token, app.api().get(`/api/braintree/proration_estimate?${query}`)),
    upgrade: (token: string, body: Body, key: string | null = randomUUID()) =>
      keyed(as(token, app.api().post('/api/braintree/upgradeplan')), key).send(body),
    downgrade: (token: string, body: Body, key: string | null = null) =>
      keyed(as(token, app.api().post('/settings/downgrade')), key).send(body),
    settled: async (checkpoint: string) => {
      await app.projected('subscriptions', checkpoint);
      await app.projected('users-list', checkpoint);
    },
    /** A new user subscribed through the checkout, with the read models caught up. */
    subscribed: async (email: string, plan = 'Growth', cycle = 'monthly', nonce = VISA_OK) => {
      const user = await app.register(email);
      const response = await h.checkout(user.token, {
        plan_name: plan,
        billing_cycle: cycle,
        payment_method_nonce: nonce,
      });
      expect(response.status).toBe(200);
      await h.settled(response.body.checkpoint);
      return { ...user, nextBillingDate: response.body.next_billing_date as string };
    },
  };
  return h;
}

interface TestModeSubscriptionRow {
  subscription_id: string;
  plan_id: string;
  price: string;
  status: string;
  next_billing_date: string | null;
  payment_method_token: string;
}

/** The test-mode gateway's records of a customer (the user id), oldest first. */
function testModeRecords(app: () => InProcessApp) {
  const query = async <R extends object>(text: string, userId: string) =>
    (await app().app.get<Pool>(PG_POOL).query<R>(text, [userId])).rows;
  return {
    subscriptions: (userId: string) =>
      query<TestModeSubscriptionRow>(
        `SELECT s.subscription_id, s.plan_id, s.price::text AS price, s.status, s.next_billing_date::text AS next_billing_date,
                s.payment_method_token
         FROM test_mode_subscriptions s JOIN test_mode_payment_methods m ON m.token = s.payment_method_token
         WHERE m.customer_id = $1 ORDER BY s.created_at, s.subscription_id`,
        userId,
      ),
    charges: (userId: string) =>
      query<{ order_id: string; amount: string }>(
        `SELECT c.order_id, c.amount::text AS amount FROM test_mode_charges c
         JOIN test_mode_payment_methods m ON m.token = c.payment_method_token WHERE m.customer_id = $1`,
        userId,
      ),
    cards: (userId: string) =>
      query<{ token: string; cardholder_name: string; is_default: boolean }>(
        `SELECT token, cardholder_name, is_default FROM test_mode_payment_methods WHERE customer_id = $1 ORDER BY created_at`,
        userId,
      ),
    setStatus: async (subscriptionId: string, status: string) => {
      await app()
        .app.get<Pool>(PG_POOL)
        .query(`UPDATE test_mode_subscriptions SET status = $2 WHERE subscription_id = $1`, [
          subscriptionId,
          status,
        ]);
    },
  };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const yearAfter = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(date.getUTCFullYear() + 1, date.getUTCMonth(), 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return isoDay(target);
};

/** What the webhooks record when the gateway reports a failed renewal (their own endpoint is tested elsewhere). */
async function appendPaymentFailed(app: InProcessApp, userId: string, gatewaySubscriptionId: string) {
  await app.app.get<EventStore>(EVENT_STORE).append(
    `subscription-${userId}`,
    [
      {
        type: 'PaymentFailed',
        data: {
          userId,
          idempotencyKey: `test-past-due-${randomUUID()}`,
          gatewaySubscriptionId,
          reason: 'Insufficient Funds',
          failedAt: new Date().toISOString(),
        },
      },
    ],
    { expected: 'any' },
  );
}

/** The checkout end to end through HTTP: client token → card → gateway subscription → recorded plan. */
describe('billing on the embedded test-mode gateway', () => {
  const h = billingApp();
  const { as, checkout } = h;
  const records = testModeRecords(() => h.t);
  const subscriptionsOf = async (userId: string): Promise<number> =>
    (await records.subscriptions(userId)).length;
  const settled = h.settled;

  it('answers malformed billing requests with a 4xx naming what is wrong, never a 500, and records nothing', async () => {
    const user = await h.subscribed('malformed@example.com');
    const store = h.t.app.get<EventStore>(EVENT_STORE);
    const before = (await store.readStream(`subscription-${user.userId}`)).length;
    const post = (path: string, body: unknown, key: string | null = randomUUID()) => {
      const request = as(user.token, h.t.api().post(path));
      return (key === null ? request : request.set('Idempotency-Key', key))
        .set('Content-Type', 'application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const cases: [string, () => Test][] = [
      ['checkout: a JSON array', () => post('/api/braintree/checkout', [1, 2])],
      ['checkout: not JSON', () => post('/api/braintree/checkout', '{"plan_name":')],
      [
        'checkout: update_card a string',
        () =>
          post('/api/braintree/checkout', {
            payment_method_nonce: VISA_OK,
            plan_name: 'Pro',
            billing_cycle: 'monthly',
            cardholder_name: 'A',
            update_card: 'yes',
          }),
      ],
      [
        'checkout: plan a number',
        () =>
          post('/api/braintree/checkout', {
            payment_method_nonce: VISA_OK,
            plan_name: 7,
            cardholder_name: 'A',
          }),
      ],
      [
        'checkout: nonce an object',
        () =>
          post('/api/braintree/checkout', {
            payment_method_nonce: { a: 1 },
            plan_name: 'Pro',
            cardholder_name: 'A',
          }),
      ],
      [
        'checkout: an unknown nonce',
        () =>
          post('/api/braintree/checkout', {
            payment_method_nonce: 'nonsense',
            plan_name: 'Pro',
            billing_cycle: 'monthly',
            cardholder_name: 'A',
            update_card: true,
          }),
      ],
      [
        'checkout: a key with spaces',
        () =>
          post(
            '/api/braintree/checkout',
            { payment_method_nonce: VISA_OK, plan_name: 'Pro', cardholder_name: 'A' },
            'a key',
          ),
      ],
      ['upgrade: null body', () => post('/api/braintree/upgradeplan', 'null')],
      [
        'upgrade: cycle weekly',
        () => post('/api/braintree/upgradeplan', { plan_name: 'Pro', billing_cycle: 'weekly' }),
      ],
      [
        'upgrade: plan Max',
        () => post('/api/braintree/upgradeplan', { plan_name: 'Max', billing_cycle: 'monthly' }),
      ],
      [
        'upgrade: no key',
        () => post('/api/braintree/upgradeplan', { plan_name: 'Pro', billing_cycle: 'monthly' }, null),
      ],
      ['downgrade: plan an array', () => post('/settings/downgrade', { plan_name: ['Free'] })],
      [
        'downgrade: cycle a number',
        () => post('/settings/downgrade', { plan_name: 'Free', billing_cycle: 3 }),
      ],
      [
        'downgrade: a key of 300 characters',
        () => post('/settings/downgrade', { plan_name: 'Free' }, 'k'.repeat(300)),
      ],
      [
        'estimate: two plans',
        () =>
          as(
            user.token,
            h.t.api().get('/api/braintree/proration_estimate?plan=Pro&plan=Basic&cycle=monthly'),
          ),
      ],
      [
        'estimate: no cycle',
        () => as(user.token, h.t.api().get('/api/braintree/proration_estimate?plan=Pro')),
      ],
      [
        'webhook: a JSON body',
        () => h.t.api().post('/api/braintree/webhooks').send({ bt_signature: 'x', bt_payload: 'y' }),
      ],
      [
        'webhook: fields as arrays',
        () => h.t.api().post('/api/braintree/webhooks').type('form').send('bt_signature[]=a&bt_payload[]=b'),
      ],
      [
        'webhook: a payload that is not base64',
        () =>
          h.t
            .api()
            .post('/api/braintree/webhooks')
            .type('form')
            .send({ bt_signature: 'a|b', bt_payload: '%%%' }),
      ],
    ];
    const answers: string[] = [];
    for (const [name, call] of cases) {
      const response = await call();
      answers.push(
        `${name}: ${response.status} ${typeof response.body?.detail === 'undefined' ? 'no detail' : 'detail'}`,
      );
    }
    expect(answers.filter((answer) => !/: 4\d\d detail$/.test(answer))).toEqual([]);
    expect((await store.readStream(`subscription-${user.userId}`)).length).toBe(before);
  });

  it('refuses every billing call without a sign-in', async () => {
    for (const call of [
      () => h.t.api().get('/api/braintree/client_token'),
      () => h.t.api().post('/api/braintree/checkout').send({}),
      () => h.t.api().get('/api/braintree/subscription'),
      () => h.t.api().get('/api/braintree/payment-method'),
    ]) {
      expect((await call()).status).toBe(401);
    }
  });

  it('gives a test-mode client token naming the caller as a customer', async () => {
    const { token } = await h.t.register('token@example.com');

    const response = await as(token, h.t.api().get('/api/braintree/client_token'));

    expect(response.status).toBe(200);
    expect(response.body.clientToken).toMatch(/^test-mode:/);
    expect(response.body.clientToken.length).toBeGreaterThanOrEqual(50);
  });

  it('starts Growth monthly: the plan is Basic in settings, the subscription and card read back', async () => {
    const { userId, token } = await h.t.register('ada@example.com');
    expect((await as(token, h.t.api().get('/api/braintree/subscription'))).body).toEqual(FREE);
    expect((await as(token, h.t.api().get('/api/braintree/payment-method'))).body).toEqual(NO_CARD);

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
    expect((await as(token, h.t.api().get('/settings/plan'))).body.plan_name).toBe('Basic');
    expect((await as(token, h.t.api().get('/settings/all'))).body.plan_name).toBe('Basic');
    expect((await as(token, h.t.api().get('/api/braintree/subscription'))).body).toEqual({
      plan_name: 'Basic',
      billing_cycle: 'monthly',
      status: 'active',
      next_billing_date: response.body.next_billing_date,
      price: '5.00',
      scheduled_downgrade: null,
    });
    expect((await as(token, h.t.api().get('/api/braintree/payment-method'))).body).toEqual({
      has_card: true,
      card_type: 'Visa',
      last4: '1111',
      exp_date: '12/2030',
      cardholder_name: 'Ada Lovelace',
    });
    expect(await subscriptionsOf(userId)).toBe(1);
  });

  it('charges once for a checkout submitted twice with one Idempotency-Key', async () => {
    const { userId, token } = await h.t.register('twice@example.com');
    const key = randomUUID();

    const first = await checkout(token, { plan_name: 'Pro', billing_cycle: 'yearly' }, key);
    const second = await checkout(token, { plan_name: 'Pro', billing_cycle: 'yearly' }, key);

    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.body).toMatchObject({ plan_name: 'Pro', billing_cycle: 'yearly' });
    expect(await subscriptionsOf(userId)).toBe(1);
    await settled(second.body.checkpoint);
    const subscription = await as(token, h.t.api().get('/api/braintree/subscription'));
    expect(subscription.body).toMatchObject({ plan_name: 'Pro', billing_cycle: 'yearly', price: '135.00' });
  });

  it("refuses a paying user's second checkout with 409, without charging", async () => {
    const { userId, token } = await h.t.register('paying@example.com');
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
    const { userId, token } = await h.t.register('declined@example.com');

    const response = await checkout(token, { payment_method_nonce: VISA_DECLINED });

    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      success: false,
      detail: 'Do Not Honor',
      code: 'PAYMENTS.DECLINED',
    });
    expect(await subscriptionsOf(userId)).toBe(0);
    expect((await as(token, h.t.api().get('/settings/plan'))).body.plan_name).toBe('Free');
    expect((await as(token, h.t.api().get('/api/braintree/subscription'))).body).toEqual(FREE);
  });

  it('answers a processor error with 502 and success false, and a retry with a good card subscribes', async () => {
    const { userId, token } = await h.t.register('processor@example.com');
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
    const { token } = await h.t.register('bad-input@example.com');
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
    expect((await as(token, h.t.api().get('/settings/plan'))).body.plan_name).toBe('Free');
  });

  it("shows another user none of a subscriber's plan, subscription or card", async () => {
    const subscriber = await h.t.register('subscriber@example.com');
    const other = await h.t.register('other@example.com');
    const started = await checkout(subscriber.token, { plan_name: 'Pro' });
    expect(started.status).toBe(200);
    await settled(started.body.checkpoint);

    expect((await as(other.token, h.t.api().get('/api/braintree/subscription'))).body).toEqual(FREE);
    expect((await as(other.token, h.t.api().get('/api/braintree/payment-method'))).body).toEqual(NO_CARD);
    expect((await as(other.token, h.t.api().get('/settings/plan'))).body.plan_name).toBe('Free');
    expect((await as(subscriber.token, h.t.api().get('/settings/plan'))).body.plan_name).toBe('Pro');
  });
});

describe('billing on the Braintree gateway (the SDK against the local double)', () => {
  let double: BraintreeDouble;
  beforeAll(async () => {
    double = await startBraintreeDouble();
  });
  afterAll(async () => {
    await double?.close();
  });
  const h = billingApp(() => ({
    BRAINTREE_MERCHANT_ID: double.credentials.merchantId,
    BRAINTREE_PUBLIC_KEY: double.credentials.publicKey,
    BRAINTREE_PRIVATE_KEY: double.credentials.privateKey,
    BRAINTREE_GATEWAY_URL: double.url,
    BRAINTREE_TIMEOUT_SECONDS: '1',
  }));

  afterEach(() => double.setLatency(0));

  const checkout = (token: string, key: string, nonce: string = TEST_NONCES.valid) =>
    h.checkout(token, { payment_method_nonce: nonce, plan_name: 'Basic', cardholder_name: 'Ada' }, key);
  const chargesOf = (subscriptionIds: string[]) =>
    double.transactions.filter((transaction) => subscriptionIds.includes(transaction.subscriptionId ?? ''))
      .length;
  const subscriptionsOf = (userId: string) =>
    [...double.subscriptions.values()].filter(
      (subscription) => double.cards.get(subscription.paymentMethodToken)?.customerId === userId,
    );
  /** Every charge on the user's cards: subscription charges and one-off sales. */
  const transactionsOf = (userId: string) =>
    double.transactions.filter(
      (transaction) =>
        double.cards.get(transaction.paymentMethodToken)?.customerId === userId &&
        transaction.status === 'submitted_for_settlement',
    );
  const waitFor = async (done: () => boolean) => {
    for (let tries = 0; !done() && tries < 50; tries++)
      await new Promise((resolve) => setTimeout(resolve, 100));
  };

  it('gives a Braintree client token and subscribes with a valid nonce, once per key', async () => {
    const { userId, token } = await h.t.register('bt-ada@example.com');
    const clientToken = await h.t
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
    await h.t.projected('users-list', first.body.checkpoint);
    const plan = await h.t.api().get('/settings/plan').set('Authorization', `Bearer ${token}`);
    expect(plan.body.plan_name).toBe('Basic');
    const card = await h.t.api().get('/api/braintree/payment-method').set('Authorization', `Bearer ${token}`);
    expect(card.body).toMatchObject({
      has_card: true,
      card_type: 'Visa',
      last4: '1111',
      cardholder_name: 'Ada',
    });
  });

  it('answers a declined nonce with 422 Do Not Honor and creates no subscription', async () => {
    const { userId, token } = await h.t.register('bt-declined@example.com');

    const response = await checkout(token, randomUUID(), TEST_NONCES.processorDeclined);

    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ success: false, detail: 'Do Not Honor' });
    expect(subscriptionsOf(userId)).toHaveLength(0);
  });

  it('answers a gateway timeout with 503, and the retry with the same key records the one subscription', async () => {
    const { userId, token } = await h.t.register('bt-timeout@example.com');
    const key = randomUUID();
    double.setLatency(1_500);

    const timedOut = await checkout(token, key);

    expect(timedOut.status).toBe(503);
    expect(timedOut.body).toMatchObject({ success: false, code: 'PAYMENTS.GATEWAY_UNAVAILABLE' });
    double.setLatency(0);
    // The gateway went on with the call whose answer was lost; wait until it holds the subscription.
    await waitFor(() => subscriptionsOf(userId).length > 0);

    const retried = await checkout(token, key);

    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ success: true, plan_name: 'Basic', billing_cycle: 'monthly' });
    const subscriptions = subscriptionsOf(userId);
    expect(subscriptions).toHaveLength(1);
    expect(chargesOf(subscriptions.map((subscription) => subscription.id))).toBe(1);
    await h.t.projected('subscriptions', retried.body.checkpoint);
    const subscription = await h.t
      .api()
      .get('/api/braintree/subscription')
      .set('Authorization', `Bearer ${token}`);
    expect(subscription.body).toMatchObject({ plan_name: 'Basic', status: 'active', price: '5.00' });
  });

  it('cancels the Braintree subscription for a downgrade to Free, and changes the plan without proration for a lower plan', async () => {
    const free = await h.subscribed('bt-to-free@example.com', 'Pro', 'monthly', TEST_NONCES.valid);
    const [proSubscription] = subscriptionsOf(free.userId);

    const toFree = await h.downgrade(free.token, { plan_name: 'Starter' });

    expect(toFree.status).toBe(200);
    expect(toFree.body.effective_at).toBe(free.nextBillingDate);
    expect(double.subscriptions.get(proSubscription.id)).toMatchObject({ status: 'Canceled' });
    expect(transactionsOf(free.userId)).toHaveLength(1);

    const lower = await h.subscribed('bt-to-basic@example.com', 'Pro', 'monthly', TEST_NONCES.valid);
    const [subscription] = subscriptionsOf(lower.userId);
    const toBasic = await h.downgrade(lower.token, { plan_name: 'Growth' });

    expect(toBasic.status).toBe(200);
    expect(double.subscriptions.get(subscription.id)).toMatchObject({
      status: 'Active',
      planId: 'basic-monthly',
      price: '5.00',
      balance: '0.00',
    });
    expect(transactionsOf(lower.userId)).toHaveLength(1);
    await h.settled(toBasic.body.checkpoint);
    expect((await h.get(lower.token, '/settings/plan')).body.plan_name).toBe('Pro');
  });

  it('keeps the pending subscription of a scheduled cycle change when the schedule replacing it fails at the gateway', async () => {
    const ada = await h.subscribed('bt-replace-fails@example.com', 'Pro', 'yearly', TEST_NONCES.valid);
    const first = await h.downgrade(ada.token, { plan_name: 'Growth', billing_cycle: 'monthly' });
    expect(first.status).toBe(200);
    const pending = subscriptionsOf(ada.userId).find((subscription) => subscription.status === 'Pending')!;
    expect(pending).toBeDefined();
    // The gateway refuses the next subscription the replacing schedule needs (its card is gone).
    for (const [token, card] of double.cards) if (card.customerId === ada.userId) double.cards.delete(token);

    const replacing = await h.downgrade(ada.token, { plan_name: 'Pro', billing_cycle: 'monthly' });

    expect(replacing.status).toBeGreaterThanOrEqual(400);
    // Nothing was recorded, so the recorded schedule still bills through the pending subscription.
    expect(double.subscriptions.get(pending.id)).toMatchObject({ status: 'Pending' });
  });

  it('completes a monthly → yearly upgrade that timed out when retried with the same key, charging once', async () => {
    const user = await h.subscribed('bt-yearly@example.com', 'Growth', 'monthly', TEST_NONCES.valid);
    const [monthly] = subscriptionsOf(user.userId);
    const estimate = await h.estimate(user.token, 'plan=Growth&cycle=yearly');
    const key = randomUUID();
    // Only the proration sale is slow: it is charged, but its answer comes after the client gave up.
    double.setLatency(1_500, /^POST \/transactions$/);

    const timedOut = await h.upgrade(user.token, { plan_name: 'Growth', billing_cycle: 'yearly' }, key);

    expect(timedOut.status).toBe(503);
    expect(transactionsOf(user.userId)).toHaveLength(2);
    expect(subscriptionsOf(user.userId)).toHaveLength(1);
    double.setLatency(0);
    const retried = await h.upgrade(user.token, { plan_name: 'Growth', billing_cycle: 'yearly' }, key);
    const again = await h.upgrade(user.token, { plan_name: 'Growth', billing_cycle: 'yearly' }, key);

    expect(retried.status).toBe(200);
    expect(again.body.checkpoint).toBe(retried.body.checkpoint);
    const charges = transactionsOf(user.userId);
    expect(charges).toHaveLength(2);
    expect(charges[1]).toMatchObject({ subscriptionId: null, amount: estimate.body.amount.toFixed(2) });
    const yearly = subscriptionsOf(user.userId).find((subscription) => subscription.id !== monthly.id);
    expect(yearly).toMatchObject({ planId: 'basic-yearly', price: '45.00', status: 'Pending' });
    expect(yearly?.nextBillingDate).toBe(yearAfter(isoDay(new Date())));
    expect(double.subscriptions.get(monthly.id)).toMatchObject({ status: 'Canceled' });
    await h.settled(retried.body.checkpoint);
    expect((await h.get(user.token, '/api/braintree/subscription')).body).toMatchObject({
      plan_name: 'Basic',
      billing_cycle: 'yearly',
      price: '45.00',
      next_billing_date: yearAfter(isoDay(new Date())),
    });
  });

  it('retries a past-due charge with the card given by update_card, and the subscription is active again', async () => {
    const user = await h.subscribed('bt-past-due@example.com', 'Growth', 'monthly', TEST_NONCES.valid);
    const [subscription] = subscriptionsOf(user.userId);
    double.webhook('subscription_went_past_due', subscription.id);
    await appendPaymentFailed(h.t, user.userId, subscription.id);

    const updated = await h.checkout(
      user.token,
      {
        payment_method_nonce: TEST_NONCES.validMastercard,
        plan_name: 'Growth',
        cardholder_name: 'Ada King',
        update_card: true,
      },
      randomUUID(),
    );

    expect(updated.status).toBe(200);
    const card = [...double.cards.values()].find(
      (stored) => stored.customerId === user.userId && stored.isDefault,
    );
    expect(card).toMatchObject({ cardType: 'MasterCard', last4: '4444' });
    expect(double.subscriptions.get(subscription.id)).toMatchObject({
      status: 'Active',
      paymentMethodToken: card?.token,
    });
    expect(transactionsOf(user.userId)).toHaveLength(2);
    await h.settled(updated.body.checkpoint);
    expect((await h.get(user.token, '/api/braintree/subscription')).body.status).toBe('active');
    expect((await h.get(user.token, '/api/braintree/payment-method')).body).toMatchObject({
      has_card: true,
      card_type: 'MasterCard',
      last4: '4444',
    });
  });
});

/** Plan changes after a checkout: the proration estimate, the upgrade and the scheduled downgrade, at the gateway. */
describe('billing plan changes on the embedded test-mode gateway', () => {
  const h = billingApp();
  const { as, settled, estimate, upgrade, downgrade } = h;
  const records = testModeRecords(() => h.t);
  const subscribeBasicMonthly = (email: string) => h.subscribed(email);
  const subscriptionView = async (token: string) => (await h.get(token, '/api/braintree/subscription')).body;

  it('refuses the plan-change calls without a sign-in', async () => {
    for (const call of [
      () => h.t.api().get('/api/braintree/proration_estimate?plan=Pro&cycle=monthly'),
      () => h.t.api().post('/api/braintree/upgradeplan').send({}),
      () => h.t.api().post('/settings/downgrade').send({}),
    ]) {
      expect((await call()).status).toBe(401);
    }
  });

  it('estimates, upgrades Basic to Pro, then schedules a downgrade to Free that keeps Pro until the cycle ends', async () => {
    const { userId, token } = await subscribeBasicMonthly('upgrader@example.com');
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
    expect((await as(token, h.t.api().get('/settings/plan'))).body.plan_name).toBe('Pro');
    expect((await as(token, h.t.api().get('/api/braintree/subscription'))).body).toMatchObject({
      plan_name: 'Pro',
      price: '15.00',
      scheduled_downgrade: null,
    });

    const lower = await upgrade(token, { plan_name: 'Growth', billing_cycle: 'monthly' });
    expect(lower.status).toBe(422);
    expect(lower.body.detail).toMatch(/downgrade/);

    const downgradeKey = randomUUID();
    const scheduled = await downgrade(token, { plan_name: 'Free' }, downgradeKey);
    expect(scheduled.status).toBe(200);
    // Nothing more is charged: the gateway subscription is canceled now, the plan stays to the cycle end.
    const [gatewaySubscription] = await records.subscriptions(userId);
    expect(gatewaySubscription).toMatchObject({ status: 'Canceled', next_billing_date: null });
    const retriedDowngrade = await downgrade(token, { plan_name: 'Free' }, downgradeKey);
    expect(retriedDowngrade.body).toEqual(scheduled.body);
    const sameAgain = await downgrade(token, { plan_name: 'Starter' });
    expect(sameAgain.body.checkpoint).toBe(scheduled.body.checkpoint);
    const nextBillingDate = toPro.body.next_billing_date;
    expect(scheduled.body).toEqual({
      success: true,
      detail: expect.stringContaining(nextBillingDate),
      effective_at: nextBillingDate,
      checkpoint: expect.any(String),
    });
    await settled(scheduled.body.checkpoint);
    expect((await as(token, h.t.api().get('/api/braintree/subscription'))).body).toMatchObject({
      plan_name: 'Pro',
      status: 'active',
      scheduled_downgrade: { plan_name: 'Free', billing_cycle: null, effective_at: nextBillingDate },
    });
    expect((await as(token, h.t.api().get('/settings/plan'))).body.plan_name).toBe('Pro');

    // The other user's subscription is untouched.
    expect((await as(otherToken, h.t.api().get('/api/braintree/subscription'))).body).toMatchObject({
      plan_name: 'Basic',
      scheduled_downgrade: null,
    });
    expect((await as(otherToken, h.t.api().get('/settings/plan'))).body.plan_name).toBe('Basic');
  });

  it('refuses an Idempotency-Key reused for another plan change with 422, changing nothing, and still answers its retry', async () => {
    const { userId, token } = await subscribeBasicMonthly('key-reuser@example.com');
    const store = h.t.app.get<EventStore>(EVENT_STORE);
    const key = randomUUID();
    const toPro = await upgrade(token, { plan_name: 'Pro', billing_cycle: 'monthly' }, key);
    expect(toPro.status).toBe(200);
    const recorded = (await store.readStream(`subscription-${userId}`)).length;
    const gateway = await records.subscriptions(userId);

    const toYearly = await upgrade(token, { plan_name: 'Pro', billing_cycle: 'yearly' }, key);
    const toFree = await downgrade(token, { plan_name: 'Free' }, key);

    for (const reused of [toYearly, toFree]) {
      expect(reused.status).toBe(422);
      expect(reused.body).toMatchObject({ code: 'REQUEST.IDEMPOTENCY_KEY_REUSED', field: 'Idempotency-Key' });
    }
    expect((await store.readStream(`subscription-${userId}`)).length).toBe(recorded);
    expect(await records.subscriptions(userId)).toEqual(gateway);
    const retry = await upgrade(token, { plan_name: 'Pro', billing_cycle: 'monthly' }, key);
    expect(retry.status).toBe(200);
    expect(retry.body.checkpoint).toBe(toPro.body.checkpoint);
  });

  it('changes the gateway plan without proration for a lower paid plan, and back when the current plan is chosen again', async () => {
    const { userId, token, nextBillingDate } = await h.subscribed('pro-to-growth@example.com', 'Pro');

    const toGrowth = await downgrade(token, { plan_name: 'Growth' });

    expect(toGrowth.status).toBe(200);
    expect(toGrowth.body.effective_at).toBe(nextBillingDate);
    const [subscription] = await records.subscriptions(userId);
    expect(subscription).toMatchObject({ plan_id: 'basic-monthly', price: '5.00', status: 'Active' });
    await settled(toGrowth.body.checkpoint);
    expect(await subscriptionView(token)).toMatchObject({
      plan_name: 'Pro',
      price: '15.00',
      scheduled_downgrade: { plan_name: 'Basic', billing_cycle: 'monthly', effective_at: nextBillingDate },
    });

    const back = await upgrade(token, { plan_name: 'Pro', billing_cycle: 'monthly' });

    expect(back.status).toBe(200);
    expect(await records.subscriptions(userId)).toEqual([
      { ...subscription, plan_id: 'pro-monthly', price: '15.00', status: 'Active' },
    ]);
    expect(await records.charges(userId)).toEqual([]);
    await settled(back.body.checkpoint);
    expect(await subscriptionView(token)).toMatchObject({ plan_name: 'Pro', scheduled_downgrade: null });
  });

  it('moves yearly → monthly to a pending subscription from effective_at, replaced by a later schedule and undone by an upgrade back', async () => {
    const { userId, token, nextBillingDate } = await h.subscribed(
      'yearly-to-monthly@example.com',
      'Pro',
      'yearly',
    );

    const toMonthly = await downgrade(token, { plan_name: 'Pro', billing_cycle: 'monthly' });

    expect(toMonthly.status).toBe(200);
    expect(toMonthly.body.effective_at).toBe(nextBillingDate);
    const [yearly, monthly] = await records.subscriptions(userId);
    expect(yearly).toMatchObject({ plan_id: 'pro-yearly', status: 'Canceled' });
    expect(monthly).toMatchObject({
      plan_id: 'pro-monthly',
      price: '15.00',
      status: 'Pending',
      next_billing_date: nextBillingDate,
    });

    const toFree = await downgrade(token, { plan_name: 'Free' });
    expect(toFree.status).toBe(200);
    expect((await records.subscriptions(userId)).map((row) => row.status)).toEqual(['Canceled', 'Canceled']);

    const back = await upgrade(token, { plan_name: 'Pro', billing_cycle: 'yearly' });

    expect(back.status).toBe(200);
    const rows = await records.subscriptions(userId);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({
      plan_id: 'pro-yearly',
      price: '135.00',
      status: 'Pending',
      next_billing_date: nextBillingDate,
    });
    expect(await records.charges(userId)).toEqual([]);
    await settled(back.body.checkpoint);
    expect(await subscriptionView(token)).toMatchObject({
      plan_name: 'Pro',
      billing_cycle: 'yearly',
      next_billing_date: nextBillingDate,
      scheduled_downgrade: null,
    });
  });

  it('upgrades monthly → yearly: the estimate charged once, a new yearly subscription, the monthly one canceled', async () => {
    const { userId, token } = await subscribeBasicMonthly('monthly-to-yearly@example.com');
    const toYearly = await estimate(token, 'plan=Growth&cycle=yearly');
    // Subscribed today: the whole month is unused, so the year costs 4500 − 500.
    expect(toYearly.body.amount_cents).toBe(4000);
    // The yearly cycle starts today, so the confirmation shows the date a year from now, not the monthly renewal.
    expect(toYearly.body.next_billing_date).toBe(yearAfter(isoDay(new Date())));
    const key = randomUUID();

    const upgraded = await upgrade(token, { plan_name: 'Growth', billing_cycle: 'yearly' }, key);
    const retried = await upgrade(token, { plan_name: 'Growth', billing_cycle: 'yearly' }, key);

    expect(upgraded.status).toBe(200);
    expect(upgraded.body).toMatchObject({ plan_name: 'Basic', billing_cycle: 'yearly' });
    expect(retried.body).toEqual(upgraded.body);
    expect(await records.charges(userId)).toEqual([
      { order_id: expect.any(String), amount: toYearly.body.amount.toFixed(2) },
    ]);
    const today = isoDay(new Date());
    const [monthly, yearly] = await records.subscriptions(userId);
    expect(monthly).toMatchObject({ plan_id: 'basic-monthly', status: 'Canceled' });
    expect(yearly).toMatchObject({
      plan_id: 'basic-yearly',
      price: '45.00',
      status: 'Pending',
      next_billing_date: yearAfter(today),
    });
    await settled(upgraded.body.checkpoint);
    expect(await subscriptionView(token)).toMatchObject({
      plan_name: 'Basic',
      billing_cycle: 'yearly',
      price: '45.00',
      next_billing_date: yearAfter(today),
    });
    expect((await estimate(token, 'plan=Pro&cycle=yearly')).body.next_billing_date).toBe(yearAfter(today));
  });

  it('upgrades to a higher plan while a downgrade to Free is scheduled: the proration charged, billing restored', async () => {
    const { userId, token, nextBillingDate } = await subscribeBasicMonthly('free-then-pro@example.com');
    expect((await downgrade(token, { plan_name: 'Free' })).status).toBe(200);
    const toPro = await estimate(token, 'plan=Pro&cycle=monthly');

    const upgraded = await upgrade(token, { plan_name: 'Pro', billing_cycle: 'monthly' });

    expect(upgraded.status).toBe(200);
    expect(await records.charges(userId)).toEqual([
      { order_id: expect.any(String), amount: toPro.body.amount.toFixed(2) },
    ]);
    const [canceled, pro] = await records.subscriptions(userId);
    expect(canceled.status).toBe('Canceled');
    expect(pro).toMatchObject({
      plan_id: 'pro-monthly',
      status: 'Pending',
      next_billing_date: nextBillingDate,
    });
    await settled(upgraded.body.checkpoint);
    expect(await subscriptionView(token)).toMatchObject({
      plan_name: 'Pro',
      next_billing_date: nextBillingDate,
      scheduled_downgrade: null,
    });
  });

  it('updates the card with update_card, then upgrades with it when the plan is higher; a retry vaults nothing more', async () => {
    const { userId, token } = await subscribeBasicMonthly('new-card@example.com');
    const key = randomUUID();
    const sameBody = { plan_name: 'Growth', cardholder_name: 'Grace Brewster', update_card: true };

    const updated = await h.checkout(token, sameBody, key);
    const retried = await h.checkout(token, sameBody, key);

    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ success: true, plan_name: 'Basic', billing_cycle: 'monthly' });
    expect(retried.body).toEqual(updated.body);
    const cards = await records.cards(userId);
    expect(cards).toHaveLength(2);
    expect(cards[1]).toMatchObject({ cardholder_name: 'Grace Brewster', is_default: true });
    expect((await records.subscriptions(userId))[0].payment_method_token).toBe(cards[1].token);
    expect((await h.get(token, '/api/braintree/payment-method')).body).toEqual({
      has_card: true,
      card_type: 'Visa',
      last4: '1111',
      exp_date: '12/2030',
      cardholder_name: 'Grace Brewster',
    });

    const toPro = await h.checkout(token, { ...sameBody, plan_name: 'Pro', cardholder_name: 'Grace B' });

    expect(toPro.status).toBe(200);
    expect(toPro.body).toMatchObject({ plan_name: 'Pro', billing_cycle: 'monthly' });
    await settled(toPro.body.checkpoint);
    expect(await subscriptionView(token)).toMatchObject({ plan_name: 'Pro', price: '15.00' });
    expect((await h.get(token, '/settings/plan')).body.plan_name).toBe('Pro');
  });

  it('retries the charge of a past-due subscription when the card is updated, and it is active again', async () => {
    const { userId, token } = await subscribeBasicMonthly('past-due-card@example.com');
    const [subscription] = await records.subscriptions(userId);
    await records.setStatus(subscription.subscription_id, 'Past Due');
    await appendPaymentFailed(h.t, userId, subscription.subscription_id);
    const refused = await upgrade(token, { plan_name: 'Pro', billing_cycle: 'monthly' });
    expect(refused.body.code).toBe('BILLING.PAYMENT_PAST_DUE');

    const updated = await h.checkout(token, { plan_name: 'Pro', update_card: true });

    expect(updated.status).toBe(200);
    expect(updated.body.plan_name).toBe('Pro');
    expect((await records.subscriptions(userId))[0].status).toBe('Active');
    await settled(updated.body.checkpoint);
    expect(await subscriptionView(token)).toMatchObject({ plan_name: 'Pro', status: 'active' });
  });

  it('answers update_card from Free as a normal checkout', async () => {
    const { token } = await h.t.register('free-update-card@example.com');

    const response = await h.checkout(token, { update_card: true });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ plan_name: 'Basic', detail: 'Subscription successful!' });
  });

  it('answers Free users: estimate 0, upgrade goes to the checkout, Free → Free already on that plan', async () => {
    const { token } = await h.t.register('free-changer@example.com');

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
    const { token } = await h.t.register('bad-change@example.com');
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
    const badDowngradeKey = await downgrade(token, { plan_name: 'Free' }, 'has spaces');
    expect(badDowngradeKey.status).toBe(400);
    expect(fieldOf(badDowngradeKey.body)).toContain('Idempotency-Key');
    const badUpdateCard = await h.checkout(token, { update_card: 'yes' });
    expect(badUpdateCard.status).toBe(400);
    expect(fieldOf(badUpdateCard.body)).toContain('update_card');
    const noKeyUpdateCard = await h.checkout(token, { update_card: true }, null);
    expect(noKeyUpdateCard.status).toBe(400);
    expect(fieldOf(noKeyUpdateCard.body)).toContain('Idempotency-Key');
  });
});
