import { createServer } from 'node:net';
import { statusForCode } from '../http/error-status';
import { BraintreePaymentsGateway } from './braintree-payments.gateway';
import {
  InvalidWebhookSignature,
  PaymentDeclined,
  PaymentGatewayUnavailable,
  PaymentProcessorError,
} from './payments.errors';
import { BraintreeDouble, startBraintreeDouble, TEST_NONCES } from './testing/braintree-double';
import { CONTRACT_TODAY, itBehavesAsAPaymentsGateway } from './testing/payments-gateway.contract-suite';

const CUSTOMER = { customerId: 'user-7f3a', email: 'ada@example.com' };

describe('Braintree payments gateway (the braintree SDK against a local gateway)', () => {
  let clock: Date;
  let double: BraintreeDouble;
  let payments: BraintreePaymentsGateway;

  const gatewayOn = (overrides: { privateKey?: string; timeoutMs?: number; url?: string } = {}) =>
    new BraintreePaymentsGateway({
      merchantId: double.credentials.merchantId,
      publicKey: double.credentials.publicKey,
      privateKey: overrides.privateKey ?? double.credentials.privateKey,
      environment: 'sandbox',
      gatewayUrl: overrides.url ?? double.url,
      timeoutMs: overrides.timeoutMs ?? 5000,
    });

  const vaultedCard = async (nonce: string = TEST_NONCES.valid) => {
    await payments.ensureCustomer(CUSTOMER);
    return payments.vaultPaymentMethod({
      customerId: CUSTOMER.customerId,
      nonce,
      cardholderName: 'Ada Lovelace',
    });
  };

  beforeEach(async () => {
    clock = new Date('2025-01-01T10:00:00Z');
    double = await startBraintreeDouble({ now: () => clock });
    payments = gatewayOn();
  });

  afterEach(() => double.close());

  it('answers each failure with its HTTP status: decline 422, processor 502, unavailable 503, bad signature 400', () => {
    expect(statusForCode(new PaymentDeclined('Do Not Honor').code)).toBe(422);
    expect(statusForCode(new PaymentProcessorError('x').code)).toBe(502);
    expect(statusForCode(new PaymentGatewayUnavailable('x').code)).toBe(503);
    expect(statusForCode(new InvalidWebhookSignature('x').code)).toBe(400);
  });

  describe('client token', () => {
    it('fetches a client token from the gateway with the key pair as Basic auth', async () => {
      const token = await payments.clientToken();

      expect(token.length).toBeGreaterThan(50);
      const decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Record<string, unknown>;
      expect(decoded).toMatchObject({ version: 2, merchantId: double.credentials.merchantId });
      expect(decoded.authorizationFingerprint).toEqual(expect.stringMatching(/^[0-9a-f]{64}$/));
      expect(double.requests).toEqual([{ method: 'POST', path: '/client_token', status: 201 }]);
    });

    it("fetches a customer's client token once the customer exists, and refuses an unknown customer", async () => {
      await expect(payments.clientToken(CUSTOMER.customerId)).rejects.toThrow(PaymentProcessorError);
      await payments.ensureCustomer(CUSTOMER);

      const token = await payments.clientToken(CUSTOMER.customerId);

      expect(JSON.parse(Buffer.from(token, 'base64').toString('utf8'))).toMatchObject({
        customerId: CUSTOMER.customerId,
      });
    });

    it('names the credentials when the gateway refuses the key pair', async () => {
      const wrongKey = gatewayOn({ privateKey: 'not-the-private-key' });

      await expect(wrongKey.clientToken()).rejects.toThrow(/refused our credentials/);
      expect(double.requests.map((request) => request.status)).toEqual([401]);
    });
  });

  describe('customer and vaulted card', () => {
    it('creates the customer once, however often it is ensured', async () => {
      await payments.ensureCustomer(CUSTOMER);
      await payments.ensureCustomer(CUSTOMER);

      expect([...double.customers.values()]).toEqual([
        expect.objectContaining({ id: CUSTOMER.customerId, email: CUSTOMER.email }),
      ]);
      expect(double.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
        `GET /customers/${CUSTOMER.customerId} 404`,
        'POST /customers 201',
        `GET /customers/${CUSTOMER.customerId} 200`,
      ]);
    });

    it('vaults a card verified by the processor and makes it the default', async () => {
      const card = await vaultedCard();

      expect(card).toEqual({
        token: expect.stringMatching(/^[0-9a-f]{8}$/),
        cardType: 'Visa',
        last4: '1111',
        expirationDate: '12/2030',
        cardholderName: 'Ada Lovelace',
      });
      await expect(payments.defaultPaymentMethod(CUSTOMER.customerId)).resolves.toEqual(card);
    });

    it('makes the latest card the default when the card is updated', async () => {
      await vaultedCard();
      const replacement = await vaultedCard(TEST_NONCES.validMastercard);

      await expect(payments.defaultPaymentMethod(CUSTOMER.customerId)).resolves.toEqual(replacement);
      expect(replacement).toMatchObject({ cardType: 'MasterCard', last4: '4444' });
    });

    it('knows no default card for an unknown customer or one without cards', async () => {
      await expect(payments.defaultPaymentMethod('nobody')).resolves.toBeNull();
      await payments.ensureCustomer(CUSTOMER);
      await expect(payments.defaultPaymentMethod(CUSTOMER.customerId)).resolves.toBeNull();
    });

    it("refuses a declined card in the processor's words and vaults nothing", async () => {
      const attempt = vaultedCard(TEST_NONCES.processorDeclined);

      await expect(attempt).rejects.toThrow(PaymentDeclined);
      await expect(attempt).rejects.toMatchObject({
        message: 'Do Not Honor',
        processorResponseCode: '2000',
        field: 'payment_method_nonce',
      });
      expect(double.cards.size).toBe(0);
    });

    it('reports a processor failure as a processor error, not a decline', async () => {
      const attempt = vaultedCard(TEST_NONCES.processorFailure);

      await expect(attempt).rejects.toThrow(PaymentProcessorError);
      await expect(attempt).rejects.toThrow('Processor Network Unavailable - Try Again');
      expect(double.cards.size).toBe(0);
    });

    it('refuses an unknown nonce, naming the nonce', async () => {
      await expect(vaultedCard('fake-made-up-nonce')).rejects.toMatchObject({
        code: 'PAYMENTS.DECLINED',
        message: 'Unknown or expired payment_method_nonce.',
        field: 'payment_method_nonce',
      });
    });
  });

  describe('subscriptions', () => {
    const subscribe = async (planId = 'basic-monthly', price = '5.00', subscriptionId = 'sub-ada-1') => {
      const card = await vaultedCard();
      return payments.createSubscription({ subscriptionId, paymentMethodToken: card.token, planId, price });
    };

    it('starts a subscription with one charge of its price and a period to the next billing date', async () => {
      const subscription = await subscribe();

      expect(subscription).toEqual({
        id: 'sub-ada-1',
        planId: 'basic-monthly',
        price: '5.00',
        status: 'Active',
        billingPeriodStartDate: '2025-01-01',
        billingPeriodEndDate: '2025-01-31',
        nextBillingDate: '2025-02-01',
        paymentMethodToken: [...double.cards.keys()][0],
      });
      expect(double.transactions).toEqual([
        expect.objectContaining({
          subscriptionId: 'sub-ada-1',
          amount: '5.00',
          status: 'submitted_for_settlement',
        }),
      ]);
      await expect(payments.findSubscription('sub-ada-1')).resolves.toEqual(subscription);
    });

    it('bills a yearly plan a year ahead, at the price it is given', async () => {
      const subscription = await subscribe('pro-yearly', '135.00');

      expect(subscription).toMatchObject({ price: '135.00', nextBillingDate: '2026-01-01' });
    });

    it('finds no subscription the gateway does not know', async () => {
      await expect(payments.findSubscription('sub-unknown')).resolves.toBeNull();
    });

    it('refuses a plan the gateway does not know', async () => {
      await expect(subscribe('gold-monthly')).rejects.toThrow(/Plan ID is invalid/);
      expect(double.subscriptions.size).toBe(0);
    });

    it('returns the first attempt instead of charging twice when a subscription id is used again', async () => {
      const first = await subscribe();

      const again = await payments.createSubscription({
        subscriptionId: 'sub-ada-1',
        paymentMethodToken: first.paymentMethodToken,
        planId: 'basic-monthly',
        price: '5.00',
      });

      expect(again).toEqual(first);
      expect(double.transactions).toHaveLength(1);
    });

    it('upgrades at once and charges the prorated difference for the rest of the period', async () => {
      await subscribe();
      clock = new Date('2025-01-16T09:00:00Z');

      const upgraded = await payments.changePlan({
        subscriptionId: 'sub-ada-1',
        planId: 'pro-monthly',
        price: '15.00',
        prorate: true,
      });

      expect(upgraded).toMatchObject({
        planId: 'pro-monthly',
        price: '15.00',
        nextBillingDate: '2025-02-01',
      });
      // 16 of January's 31 days remain: (15.00 - 5.00) × 16 / 31 = 5.16.
      expect(double.transactions.map((charge) => charge.amount)).toEqual(['5.00', '5.16']);
    });

    it('changes the plan without a charge when not prorating', async () => {
      await subscribe('pro-monthly', '15.00');

      const changed = await payments.changePlan({
        subscriptionId: 'sub-ada-1',
        planId: 'basic-monthly',
        price: '5.00',
        prorate: false,
      });

      expect(changed).toMatchObject({ planId: 'basic-monthly', price: '5.00' });
      expect(double.transactions).toHaveLength(1);
    });

    it('refuses a subscription on a card the processor now declines, creating nothing', async () => {
      const card = await vaultedCard();
      double.cards.get(card.token)!.outcome = 'decline';

      await expect(
        payments.createSubscription({
          subscriptionId: 'sub-ada-1',
          paymentMethodToken: card.token,
          planId: 'basic-monthly',
          price: '5.00',
        }),
      ).rejects.toMatchObject({ code: 'PAYMENTS.DECLINED', message: 'Do Not Honor' });
      expect(double.subscriptions.size).toBe(0);
    });

    it('keeps the old plan when the prorated charge of an upgrade is declined', async () => {
      const subscription = await subscribe();
      double.cards.get(subscription.paymentMethodToken)!.outcome = 'decline';

      await expect(
        payments.changePlan({
          subscriptionId: 'sub-ada-1',
          planId: 'pro-monthly',
          price: '15.00',
          prorate: true,
        }),
      ).rejects.toThrow(PaymentDeclined);
      await expect(payments.findSubscription('sub-ada-1')).resolves.toMatchObject({
        planId: 'basic-monthly',
        price: '5.00',
      });
    });

    it('refuses to move a subscription between monthly and yearly billing', async () => {
      await subscribe();

      await expect(
        payments.changePlan({
          subscriptionId: 'sub-ada-1',
          planId: 'pro-yearly',
          price: '135.00',
          prorate: true,
        }),
      ).rejects.toThrow(/different billing frequency/);
      await expect(payments.findSubscription('sub-ada-1')).resolves.toMatchObject({
        planId: 'basic-monthly',
      });
    });

    it('charges nothing for a subscription with a first billing date until that day comes', async () => {
      const card = await vaultedCard();

      const pending = await payments.createSubscription({
        subscriptionId: 'sub-ada-next',
        paymentMethodToken: card.token,
        planId: 'pro-monthly',
        price: '15.00',
        firstBillingDate: '2025-02-01',
      });

      expect(pending).toMatchObject({ status: 'Pending', nextBillingDate: '2025-02-01' });
      expect(double.transactions).toHaveLength(0);
      expect(double.subscriptions.get('sub-ada-next')).toMatchObject({ firstBillingDate: '2025-02-01' });
      double.webhook('subscription_charged_successfully', 'sub-ada-next');
      await expect(payments.findSubscription('sub-ada-next')).resolves.toMatchObject({
        status: 'Active',
        billingPeriodStartDate: '2025-02-01',
        nextBillingDate: '2025-03-01',
      });
      expect(double.transactions).toHaveLength(1);
    });

    it('refuses a one-off charge on a card the processor now declines, and a declined retry stays past due', async () => {
      const card = await vaultedCard();
      const subscription = await payments.createSubscription({
        subscriptionId: 'sub-ada-1',
        paymentMethodToken: card.token,
        planId: 'basic-monthly',
        price: '5.00',
      });
      double.webhook('subscription_went_past_due', subscription.id);
      double.cards.get(card.token)!.outcome = 'decline';

      const sale = payments.chargeOnce({ paymentMethodToken: card.token, amount: '6.77', orderId: 'o-1' });
      await expect(sale).rejects.toThrow(PaymentDeclined);
      await expect(sale).rejects.toMatchObject({ message: 'Do Not Honor', processorResponseCode: '2000' });
      await expect(payments.retryCharge(subscription.id)).rejects.toThrow(PaymentDeclined);
      await expect(payments.findSubscription(subscription.id)).resolves.toMatchObject({ status: 'Past Due' });

      double.cards.get(card.token)!.outcome = 'approve';
      // A declined attempt under an order id does not count as charged: the retry charges.
      const charged = await payments.chargeOnce({
        paymentMethodToken: card.token,
        amount: '6.77',
        orderId: 'o-1',
      });
      expect(charged.amount).toBe('6.77');
      expect(double.transactions.filter((t) => t.status === 'submitted_for_settlement')).toHaveLength(2);
    });

    it('cancels a subscription once, answering the canceled subscription on a repeat', async () => {
      await subscribe();

      const canceled = await payments.cancelSubscription('sub-ada-1');
      const again = await payments.cancelSubscription('sub-ada-1');

      expect(canceled).toMatchObject({
        status: 'Canceled',
        nextBillingDate: null,
        billingPeriodEndDate: '2025-01-31',
      });
      expect(again).toEqual(canceled);
      await expect(
        payments.changePlan({
          subscriptionId: 'sub-ada-1',
          planId: 'pro-monthly',
          price: '15.00',
          prorate: true,
        }),
      ).rejects.toThrow(/has been canceled/);
    });
  });

  describe('timeouts', () => {
    it('reports a slow gateway as unavailable; the retry finds the subscription the first call made', async () => {
      const card = await vaultedCard();
      const impatient = gatewayOn({ timeoutMs: 200 });
      double.setLatency(1000);
      const input = {
        subscriptionId: 'sub-ada-1',
        paymentMethodToken: card.token,
        planId: 'basic-monthly',
        price: '5.00',
      };

      await expect(impatient.createSubscription(input)).rejects.toThrow(PaymentGatewayUnavailable);
      double.setLatency(0);
      const retried = await impatient.createSubscription(input);

      expect(retried).toMatchObject({ id: 'sub-ada-1', status: 'Active' });
      expect(double.transactions).toHaveLength(1);
    });

    it('charges a one-off amount once when the first answer was lost and the retry uses its order id', async () => {
      const card = await vaultedCard();
      const impatient = gatewayOn({ timeoutMs: 200 });
      double.setLatency(1000);
      const input = { paymentMethodToken: card.token, amount: '41.61', orderId: 'upgrade-ada-1' };

      await expect(impatient.chargeOnce(input)).rejects.toThrow(PaymentGatewayUnavailable);
      double.setLatency(0);
      const retried = await impatient.chargeOnce(input);

      expect(retried).toMatchObject({ orderId: 'upgrade-ada-1', amount: '41.61' });
      expect(double.transactions).toHaveLength(1);
      expect(double.transactions[0]).toMatchObject({
        orderId: 'upgrade-ada-1',
        subscriptionId: null,
        status: 'submitted_for_settlement',
      });
    });

    it('reports a gateway that cannot be reached as unavailable', async () => {
      const port = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const { port: free } = probe.address() as { port: number };
          probe.close(() => resolve(free));
        });
      });
      const unreachable = gatewayOn({ url: `http://127.0.0.1:${port}` });

      await expect(unreachable.findSubscription('sub-ada-1')).rejects.toThrow(PaymentGatewayUnavailable);
    });
  });

  describe('webhooks', () => {
    it('reads a signed notification of a subscription going past due', async () => {
      const card = await vaultedCard();
      await payments.createSubscription({
        subscriptionId: 'sub-ada-1',
        paymentMethodToken: card.token,
        planId: 'basic-monthly',
        price: '5.00',
      });
      clock = new Date('2025-02-02T06:30:00Z');
      const { bt_signature, bt_payload } = double.webhook('subscription_went_past_due', 'sub-ada-1');

      await expect(payments.parseWebhook(bt_signature, bt_payload)).resolves.toEqual({
        kind: 'subscription_went_past_due',
        subscriptionId: 'sub-ada-1',
        timestamp: '2025-02-02T06:30:00Z',
      });
      await expect(payments.findSubscription('sub-ada-1')).resolves.toMatchObject({ status: 'Past Due' });
    });

    it('reads a renewal charge and the next period it starts', async () => {
      const card = await vaultedCard();
      await payments.createSubscription({
        subscriptionId: 'sub-ada-1',
        paymentMethodToken: card.token,
        planId: 'basic-monthly',
        price: '5.00',
      });
      const { bt_signature, bt_payload } = double.webhook('subscription_charged_successfully', 'sub-ada-1');

      await expect(payments.parseWebhook(bt_signature, bt_payload)).resolves.toMatchObject({
        kind: 'subscription_charged_successfully',
        subscriptionId: 'sub-ada-1',
      });
      await expect(payments.findSubscription('sub-ada-1')).resolves.toMatchObject({
        billingPeriodStartDate: '2025-02-01',
        nextBillingDate: '2025-03-01',
      });
      expect(double.transactions).toHaveLength(2);
    });

    it('refuses a notification whose payload was changed after signing', async () => {
      const { bt_signature, bt_payload } = double.webhook('subscription_canceled', 'sub-ada-1');
      const forged = Buffer.from(
        Buffer.from(bt_payload, 'base64').toString('utf8').replace('sub-ada-1', 'sub-eve-1'),
      ).toString('base64');

      await expect(payments.parseWebhook(bt_signature, forged)).rejects.toThrow(InvalidWebhookSignature);
      await expect(payments.parseWebhook(bt_signature, forged)).rejects.toThrow(/does not match payload/);
    });

    it('refuses a notification signed with another key pair', async () => {
      const stranger = await startBraintreeDouble({ publicKey: 'other_public', privateKey: 'other_private' });
      const sameKeyOtherSecret = await startBraintreeDouble({ privateKey: 'another_private_key' });
      try {
        const foreign = stranger.webhook('subscription_canceled', 'sub-ada-1');
        const resigned = sameKeyOtherSecret.webhook('subscription_canceled', 'sub-ada-1');

        await expect(payments.parseWebhook(foreign.bt_signature, foreign.bt_payload)).rejects.toThrow(
          /no matching public key/,
        );
        await expect(payments.parseWebhook(resigned.bt_signature, resigned.bt_payload)).rejects.toThrow(
          InvalidWebhookSignature,
        );
        await expect(payments.parseWebhook('', resigned.bt_payload)).rejects.toThrow(InvalidWebhookSignature);
      } finally {
        await stranger.close();
        await sameKeyOtherSecret.close();
      }
    });
  });
});

describe('Braintree payments gateway, by the payments gateway contract', () => {
  let double: BraintreeDouble;
  let payments: BraintreePaymentsGateway;

  beforeEach(async () => {
    double = await startBraintreeDouble({ now: () => CONTRACT_TODAY });
    payments = new BraintreePaymentsGateway({
      ...double.credentials,
      environment: 'sandbox',
      gatewayUrl: double.url,
      timeoutMs: 5000,
    });
  });

  afterEach(() => double.close());

  itBehavesAsAPaymentsGateway(() => ({
    gateway: payments,
    nonces: {
      approved: TEST_NONCES.valid,
      declined: TEST_NONCES.processorDeclined,
      processorError: TEST_NONCES.processorFailure,
    },
    makePastDue: async (subscriptionId) => {
      double.webhook('subscription_went_past_due', subscriptionId);
    },
    settle: async (orderId) => {
      double.settle(orderId);
    },
  }));

  it('names Braintree sandbox or production when no local gateway is given', () => {
    const production = new BraintreePaymentsGateway({
      merchantId: 'm',
      publicKey: 'p',
      privateKey: 'k',
      environment: 'production',
      timeoutMs: 1000,
    });
    expect(production.describe()).toEqual({ mode: 'braintree', environment: 'production' });
  });
});
