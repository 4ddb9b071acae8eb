import { createHmac } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { ConfigError } from '../config/config';
import { DATABASE } from '../database/database';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { BraintreePaymentsGateway } from './braintree-payments.gateway';
import { InvalidWebhookSignature, PaymentDeclined } from './payments.errors';
import { PaymentsModule, type PaymentsConfig } from './payments.module';
import { PAYMENTS, type PaymentsGateway } from './payments.port';
import { TEST_MODE_CARDS, testModeNonce } from './test-mode-cards.contract';
import { TestModePaymentsGateway } from './test-mode-payments.gateway';
import type { TestModePaymentsTables } from './test-mode-payments.tables';
import { CONTRACT_TODAY, itBehavesAsAPaymentsGateway } from './testing/payments-gateway.contract-suite';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const CUSTOMER = { customerId: 'user-7f3a', email: 'ada@example.com' };
const cardOf = (outcome: string) => TEST_MODE_CARDS.find((card) => card.outcome === outcome)!.number;

describe('test-mode payments gateway on PostgreSQL', () => {
  let tdb: TestDatabase<TestModePaymentsTables>;
  let payments: TestModePaymentsGateway;
  let clock: Date;

  const emptyTables = () =>
    tdb.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('test_mode_charges').execute();
      await trx.deleteFrom('test_mode_subscriptions').execute();
      await trx.deleteFrom('test_mode_payment_methods').execute();
      await trx.deleteFrom('test_mode_customers').execute();
    });

  beforeAll(async () => {
    tdb = await createTestDatabase<TestModePaymentsTables>();
  });

  beforeEach(async () => {
    await emptyTables();
    clock = CONTRACT_TODAY;
    payments = new TestModePaymentsGateway(tdb.db, { secret: SECRET, now: () => clock });
  });

  afterAll(async () => {
    await tdb.drop();
  });

  itBehavesAsAPaymentsGateway(() => ({
    gateway: payments,
    nonces: {
      approved: testModeNonce(cardOf('approve')),
      declined: testModeNonce(cardOf('decline')),
      processorError: testModeNonce(cardOf('processor_error')),
    },
    makePastDue: async (subscriptionId) => {
      await tdb.db
        .updateTable('test_mode_subscriptions')
        .set({ status: 'Past Due' })
        .where('subscription_id', '=', subscriptionId)
        .execute();
    },
    settle: async (orderId) => {
      await tdb.db
        .updateTable('test_mode_charges')
        .set({ status: 'settled' })
        .where('order_id', '=', orderId)
        .execute();
    },
  }));

  it('reads a Pending subscription as billed once its first billing date has come (test mode never renews)', async () => {
    await payments.ensureCustomer(CUSTOMER);
    const card = await payments.vaultPaymentMethod({
      ...CUSTOMER,
      nonce: testModeNonce(cardOf('approve')),
      cardholderName: 'Ada',
    });
    await payments.createSubscription({
      subscriptionId: 'sub-next',
      paymentMethodToken: card.token,
      planId: 'pro-monthly',
      price: '15.00',
      firstBillingDate: '2025-01-31',
    });
    clock = new Date('2025-01-30T23:59:00Z');
    await expect(payments.findSubscription('sub-next')).resolves.toMatchObject({ status: 'Pending' });

    clock = new Date('2025-01-31T08:00:00Z');

    await expect(payments.findSubscription('sub-next')).resolves.toMatchObject({
      status: 'Active',
      billingPeriodStartDate: '2025-01-31',
      billingPeriodEndDate: '2025-02-27',
      nextBillingDate: '2025-02-28',
    });
  });

  it('describes itself as test mode', () => {
    expect(payments.describe()).toEqual({ mode: 'test', environment: 'test-mode' });
  });

  it('signs its client tokens with JWT_SECRET and names the customer in them', async () => {
    await payments.ensureCustomer(CUSTOMER);

    const token = await payments.clientToken(CUSTOMER.customerId);

    const [payload, signature] = token.slice('test-mode:'.length).split('.');
    expect(token.startsWith('test-mode:')).toBe(true);
    expect(signature).toBe(
      createHmac('sha256', SECRET).update(`test-mode-client-token\n${payload}`).digest('base64url'),
    );
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))).toEqual({
      customer_id: CUSTOMER.customerId,
      issued_at: CONTRACT_TODAY.toISOString(),
    });
  });

  it('accepts only the documented test cards, whatever else the nonce says', async () => {
    await payments.ensureCustomer(CUSTOMER);
    for (const nonce of ['test-mode-nonce:5555555555554444', 'fake-valid-nonce', '4111111111111111', '']) {
      const attempt = payments.vaultPaymentMethod({ ...CUSTOMER, nonce, cardholderName: 'Ada' });
      await expect(attempt).rejects.toThrow(PaymentDeclined);
      await expect(attempt).rejects.toMatchObject({
        message: 'Test mode accepts only the test cards shown on the page.',
        field: 'payment_method_nonce',
      });
    }
    const card = await payments.vaultPaymentMethod({
      ...CUSTOMER,
      nonce: 'test-mode-nonce:4111111111111111',
      cardholderName: 'Ada Lovelace',
    });
    expect(card).toMatchObject({ cardType: 'Visa', last4: '1111', expirationDate: '12/2030' });
  });

  it('keeps one default card a customer when cards are vaulted at the same time', async () => {
    await payments.ensureCustomer(CUSTOMER);
    const nonce = testModeNonce(cardOf('approve'));

    const cards = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) =>
        payments.vaultPaymentMethod({ ...CUSTOMER, nonce, cardholderName: name }),
      ),
    );

    const defaults = await tdb.db
      .selectFrom('test_mode_payment_methods')
      .select('token')
      .where('is_default', '=', true)
      .execute();
    expect(defaults).toHaveLength(1);
    expect(cards.map((card) => card.token)).toContain(defaults[0].token);
  });

  it('keeps one subscription when the same id is created by two processes at once', async () => {
    await payments.ensureCustomer(CUSTOMER);
    const card = await payments.vaultPaymentMethod({
      ...CUSTOMER,
      nonce: testModeNonce(cardOf('approve')),
      cardholderName: 'Ada',
    });
    const otherProcess = new TestModePaymentsGateway(tdb.db, { secret: SECRET, now: () => clock });
    const input = {
      subscriptionId: 'sub-race',
      paymentMethodToken: card.token,
      planId: 'basic-yearly',
      price: '45.00',
    };

    const [first, second] = await Promise.all([
      payments.createSubscription(input),
      otherProcess.createSubscription(input),
    ]);

    expect(second).toEqual(first);
    expect(await tdb.db.selectFrom('test_mode_subscriptions').selectAll().execute()).toHaveLength(1);
  });

  it('remembers customers, cards and subscriptions across a restart', async () => {
    await payments.ensureCustomer(CUSTOMER);
    const card = await payments.vaultPaymentMethod({
      ...CUSTOMER,
      nonce: testModeNonce(cardOf('approve')),
      cardholderName: 'Ada',
    });
    const subscription = await payments.createSubscription({
      subscriptionId: 'sub-restart',
      paymentMethodToken: card.token,
      planId: 'pro-monthly',
      price: '15.00',
    });

    const restarted = new TestModePaymentsGateway(tdb.db, { secret: SECRET });

    await expect(restarted.defaultPaymentMethod(CUSTOMER.customerId)).resolves.toEqual(card);
    await expect(restarted.findSubscription('sub-restart')).resolves.toEqual(subscription);
  });

  it('bills a subscription started on the 31st on the last day of a shorter month', async () => {
    clock = new Date('2025-01-31T23:30:00Z');
    await payments.ensureCustomer(CUSTOMER);
    const card = await payments.vaultPaymentMethod({
      ...CUSTOMER,
      nonce: testModeNonce(cardOf('approve')),
      cardholderName: 'Ada',
    });

    const subscription = await payments.createSubscription({
      subscriptionId: 'sub-month-end',
      paymentMethodToken: card.token,
      planId: 'basic-monthly',
      price: '5.00',
    });

    expect(subscription).toMatchObject({
      billingPeriodStartDate: '2025-01-31',
      billingPeriodEndDate: '2025-02-27',
      nextBillingDate: '2025-02-28',
    });
  });

  it('refuses every webhook: test mode sends none', async () => {
    await expect(payments.parseWebhook()).rejects.toThrow(InvalidWebhookSignature);
  });

  describe('PaymentsModule.forRoot', () => {
    const testConfig: PaymentsConfig = {
      NODE_ENV: 'test',
      JWT_SECRET: SECRET,
      BRAINTREE_MERCHANT_ID: undefined,
      BRAINTREE_PUBLIC_KEY: undefined,
      BRAINTREE_PRIVATE_KEY: undefined,
      BRAINTREE_ENVIRONMENT: 'sandbox',
      BRAINTREE_GATEWAY_URL: undefined,
      BRAINTREE_TIMEOUT_SECONDS: 30,
    };

    const gatewayOf = async (config: PaymentsConfig) => {
      @Global()
      @Module({ providers: [{ provide: DATABASE, useValue: tdb.db }], exports: [DATABASE] })
      class TestDatabaseModule {}
      const moduleRef = await Test.createTestingModule({
        imports: [TestDatabaseModule, PaymentsModule.forRoot(config)],
      }).compile();
      return moduleRef.get<PaymentsGateway>(PAYMENTS);
    };

    it('provides the test-mode gateway on the database when no Braintree keys are set', async () => {
      const gateway = await gatewayOf(testConfig);

      expect(gateway).toBeInstanceOf(TestModePaymentsGateway);
      await gateway.ensureCustomer(CUSTOMER);
      await expect(gateway.clientToken(CUSTOMER.customerId)).resolves.toMatch(/^test-mode:/);
    });

    it('provides the Braintree adapter when the three keys are set', async () => {
      const gateway = await gatewayOf({
        ...testConfig,
        BRAINTREE_MERCHANT_ID: 'merchant',
        BRAINTREE_PUBLIC_KEY: 'public',
        BRAINTREE_PRIVATE_KEY: 'private',
      });

      expect(gateway).toBeInstanceOf(BraintreePaymentsGateway);
      expect(gateway.describe()).toEqual({ mode: 'braintree', environment: 'sandbox' });
    });

    it('refuses to start production on the test-mode gateway, naming BRAINTREE_MERCHANT_ID', () => {
      const attempt = () => PaymentsModule.forRoot({ ...testConfig, NODE_ENV: 'production' });

      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(/BRAINTREE_MERCHANT_ID: production takes real card payments/);
    });
  });
});
