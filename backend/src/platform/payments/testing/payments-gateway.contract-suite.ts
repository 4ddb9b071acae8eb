import { InvalidWebhookSignature, PaymentDeclined, PaymentProcessorError } from '../payments.errors';
import type { PaymentsGateway } from '../payments.port';

/** A gateway under test, with the nonces its card form would send for an approved, a declined and a failing card. */
export interface PaymentsGatewaySubject {
  gateway: PaymentsGateway;
  nonces: { approved: string; declined: string; processorError: string };
  /** The gateway's side of a failed renewal: the subscription becomes Past Due. */
  makePastDue(subscriptionId: string): Promise<void>;
  /** The processor settles the one-off sale under an order id (after which it can only be refunded). */
  settle(orderId: string): Promise<void>;
}

/** Every gateway's clock reads this day when the contract runs. */
export const CONTRACT_TODAY = new Date('2025-01-15T10:00:00Z');

const CUSTOMER = { customerId: 'user-contract-1', email: 'ada@example.com' };

/**
 * The behaviours the billing context relies on, the same for every PaymentsGateway (the Braintree adapter on its
 * double, the test-mode gateway). Call inside a describe whose beforeEach makes `subject()` answer a fresh gateway.
 */
export function itBehavesAsAPaymentsGateway(subject: () => PaymentsGatewaySubject): void {
  const gateway = () => subject().gateway;

  const vault = async (nonce: string, cardholderName = 'Ada Lovelace') => {
    await gateway().ensureCustomer(CUSTOMER);
    return gateway().vaultPaymentMethod({ customerId: CUSTOMER.customerId, nonce, cardholderName });
  };

  const subscribe = async (subscriptionId: string, planId = 'basic-monthly', price = '5.00') => {
    const card = await vault(subject().nonces.approved);
    return gateway().createSubscription({ subscriptionId, paymentMethodToken: card.token, planId, price });
  };

  describe('as a payments gateway', () => {
    it('gives a client token of at least 50 characters, for a customer only once the customer exists', async () => {
      expect((await gateway().clientToken()).length).toBeGreaterThanOrEqual(50);
      await expect(gateway().clientToken(CUSTOMER.customerId)).rejects.toThrow(PaymentProcessorError);

      await gateway().ensureCustomer(CUSTOMER);
      await gateway().ensureCustomer(CUSTOMER);

      expect((await gateway().clientToken(CUSTOMER.customerId)).length).toBeGreaterThanOrEqual(50);
    });

    it('vaults an approved card as the default and the latest card replaces it', async () => {
      const first = await vault(subject().nonces.approved);
      expect(first).toEqual({
        token: expect.any(String),
        cardType: 'Visa',
        last4: '1111',
        expirationDate: expect.stringMatching(/^\d{2}\/\d{4}$/),
        cardholderName: 'Ada Lovelace',
      });
      await expect(gateway().defaultPaymentMethod(CUSTOMER.customerId)).resolves.toEqual(first);

      const second = await vault(subject().nonces.approved, 'Ada King');

      expect(second.token).not.toBe(first.token);
      await expect(gateway().defaultPaymentMethod(CUSTOMER.customerId)).resolves.toEqual(second);
    });

    it('knows no default card for an unknown customer or one without cards', async () => {
      await expect(gateway().defaultPaymentMethod('nobody-here')).resolves.toBeNull();
      await gateway().ensureCustomer(CUSTOMER);
      await expect(gateway().defaultPaymentMethod(CUSTOMER.customerId)).resolves.toBeNull();
    });

    it("refuses a declined card in the processor's words, naming the nonce, and vaults nothing", async () => {
      const attempt = vault(subject().nonces.declined);

      await expect(attempt).rejects.toThrow(PaymentDeclined);
      await expect(attempt).rejects.toMatchObject({
        message: 'Do Not Honor',
        processorResponseCode: '2000',
        field: 'payment_method_nonce',
      });
      await expect(gateway().defaultPaymentMethod(CUSTOMER.customerId)).resolves.toBeNull();
    });

    it('reports a processor failure as a processor error, not a decline, and vaults nothing', async () => {
      const attempt = vault(subject().nonces.processorError);

      await expect(attempt).rejects.toThrow(PaymentProcessorError);
      await expect(attempt).rejects.toThrow('Processor Network Unavailable - Try Again');
      await expect(gateway().defaultPaymentMethod(CUSTOMER.customerId)).resolves.toBeNull();
    });

    it('starts a monthly subscription today, billed again on the same day next month', async () => {
      const subscription = await subscribe('sub-contract-monthly');

      expect(subscription).toEqual({
        id: 'sub-contract-monthly',
        planId: 'basic-monthly',
        price: '5.00',
        status: 'Active',
        billingPeriodStartDate: '2025-01-15',
        billingPeriodEndDate: '2025-02-14',
        nextBillingDate: '2025-02-15',
        paymentMethodToken: expect.any(String),
      });
      await expect(gateway().findSubscription('sub-contract-monthly')).resolves.toEqual(subscription);
    });

    it('bills a yearly plan a year ahead, at the price it is given', async () => {
      const subscription = await subscribe('sub-contract-yearly', 'pro-yearly', '135.00');

      expect(subscription).toMatchObject({
        planId: 'pro-yearly',
        price: '135.00',
        billingPeriodEndDate: '2026-01-14',
        nextBillingDate: '2026-01-15',
      });
    });

    it('returns the existing subscription when its id is used again, and refuses the id for another plan', async () => {
      const first = await subscribe('sub-contract-retry');

      const again = await gateway().createSubscription({
        subscriptionId: 'sub-contract-retry',
        paymentMethodToken: first.paymentMethodToken,
        planId: 'basic-monthly',
        price: '5.00',
      });

      expect(again).toEqual(first);
      await expect(
        gateway().createSubscription({
          subscriptionId: 'sub-contract-retry',
          paymentMethodToken: first.paymentMethodToken,
          planId: 'pro-monthly',
          price: '15.00',
        }),
      ).rejects.toThrow(PaymentProcessorError);
    });

    it('finds no subscription it does not know and refuses a plan it does not know', async () => {
      await expect(gateway().findSubscription('sub-never-made')).resolves.toBeNull();
      await expect(subscribe('sub-contract-bad-plan', 'platinum-monthly', '99.00')).rejects.toThrow(
        PaymentProcessorError,
      );
      await expect(gateway().findSubscription('sub-contract-bad-plan')).resolves.toBeNull();
    });

    it('changes the plan and price within the period, and refuses a change between monthly and yearly', async () => {
      const subscription = await subscribe('sub-contract-change');

      const changed = await gateway().changePlan({
        subscriptionId: subscription.id,
        planId: 'pro-monthly',
        price: '15.00',
        prorate: false,
      });

      expect(changed).toEqual({ ...subscription, planId: 'pro-monthly', price: '15.00' });
      await expect(gateway().findSubscription(subscription.id)).resolves.toEqual(changed);
      await expect(
        gateway().changePlan({
          subscriptionId: subscription.id,
          planId: 'pro-yearly',
          price: '135.00',
          prorate: false,
        }),
      ).rejects.toThrow(PaymentProcessorError);
    });

    it('cancels a subscription once, answering the canceled one on a repeat, and changes it no more', async () => {
      const subscription = await subscribe('sub-contract-cancel');

      const canceled = await gateway().cancelSubscription(subscription.id);

      expect(canceled).toEqual({ ...subscription, status: 'Canceled', nextBillingDate: null });
      await expect(gateway().cancelSubscription(subscription.id)).resolves.toEqual(canceled);
      await expect(
        gateway().changePlan({
          subscriptionId: subscription.id,
          planId: 'pro-monthly',
          price: '15.00',
          prorate: false,
        }),
      ).rejects.toThrow(PaymentProcessorError);
    });

    it('creates a Pending subscription with a first billing date: no period until that day, the same one on a retry', async () => {
      const card = await vault(subject().nonces.approved);
      const request = {
        subscriptionId: 'sub-contract-pending',
        paymentMethodToken: card.token,
        planId: 'basic-monthly',
        price: '5.00',
        firstBillingDate: '2025-03-01',
      };

      const pending = await gateway().createSubscription(request);

      expect(pending).toEqual({
        id: 'sub-contract-pending',
        planId: 'basic-monthly',
        price: '5.00',
        status: 'Pending',
        billingPeriodStartDate: null,
        billingPeriodEndDate: null,
        nextBillingDate: '2025-03-01',
        paymentMethodToken: card.token,
      });
      await expect(gateway().createSubscription(request)).resolves.toEqual(pending);
      await expect(gateway().findSubscription(pending.id)).resolves.toEqual(pending);
      await expect(
        gateway().createSubscription({
          ...request,
          subscriptionId: 'sub-contract-past',
          firstBillingDate: '2025-01-14',
        }),
      ).rejects.toThrow(PaymentProcessorError);
      const canceled = await gateway().cancelSubscription(pending.id);
      expect(canceled).toMatchObject({ status: 'Canceled', nextBillingDate: null });
    });

    it('bills a new default card on an existing subscription, and refuses an unknown card or a canceled subscription', async () => {
      const subscription = await subscribe('sub-contract-card');
      const newCard = await vault(subject().nonces.approved, 'Ada King');
      await expect(gateway().defaultPaymentMethod(CUSTOMER.customerId)).resolves.toEqual(newCard);

      const changed = await gateway().changePaymentMethod({
        subscriptionId: subscription.id,
        paymentMethodToken: newCard.token,
      });

      expect(changed).toEqual({ ...subscription, paymentMethodToken: newCard.token });
      await expect(gateway().findSubscription(subscription.id)).resolves.toEqual(changed);
      await expect(
        gateway().changePaymentMethod({
          subscriptionId: subscription.id,
          paymentMethodToken: 'no-such-card',
        }),
      ).rejects.toThrow(PaymentProcessorError);
      await gateway().cancelSubscription(subscription.id);
      await expect(
        gateway().changePaymentMethod({ subscriptionId: subscription.id, paymentMethodToken: newCard.token }),
      ).rejects.toThrow(PaymentProcessorError);
    });

    it('charges a one-off amount once per order id: a retry answers the first charge', async () => {
      const card = await vault(subject().nonces.approved);

      const first = await gateway().chargeOnce({
        paymentMethodToken: card.token,
        amount: '41.61',
        orderId: 'upgrade-contract-1',
      });
      const retried = await gateway().chargeOnce({
        paymentMethodToken: card.token,
        amount: '41.61',
        orderId: 'upgrade-contract-1',
      });
      const other = await gateway().chargeOnce({
        paymentMethodToken: card.token,
        amount: '6.77',
        orderId: 'upgrade-contract-2',
      });

      expect(first).toEqual({
        transactionId: expect.any(String),
        orderId: 'upgrade-contract-1',
        amount: '41.61',
        paymentMethodToken: card.token,
      });
      expect(retried).toEqual(first);
      expect(other.transactionId).not.toBe(first.transactionId);
      expect(other.amount).toBe('6.77');
      await expect(
        gateway().chargeOnce({
          paymentMethodToken: card.token,
          amount: 'lots',
          orderId: 'upgrade-contract-3',
        }),
      ).rejects.toThrow(PaymentProcessorError);
      await expect(
        gateway().chargeOnce({
          paymentMethodToken: 'no-such-card',
          amount: '1.00',
          orderId: 'upgrade-contract-4',
        }),
      ).rejects.toThrow(PaymentProcessorError);
    });

    it('takes a one-off charge back: voided before settlement, refunded after, each once; nothing under an unknown order id', async () => {
      const card = await vault(subject().nonces.approved);
      const charge = (orderId: string) =>
        gateway().chargeOnce({ paymentMethodToken: card.token, amount: '12.50', orderId });
      const unsettled = await charge('reversal-contract-1');
      const settled = await charge('reversal-contract-2');
      await subject().settle('reversal-contract-2');

      const voided = await gateway().voidOrRefund('reversal-contract-1');
      const refunded = await gateway().voidOrRefund('reversal-contract-2');

      expect(voided).toEqual({
        orderId: 'reversal-contract-1',
        transactionId: unsettled.transactionId,
        outcome: 'voided',
        amount: '12.50',
      });
      expect(refunded).toEqual({
        orderId: 'reversal-contract-2',
        transactionId: settled.transactionId,
        outcome: 'refunded',
        amount: '12.50',
      });
      await expect(gateway().voidOrRefund('reversal-contract-1')).resolves.toEqual(voided);
      await expect(gateway().voidOrRefund('reversal-contract-2')).resolves.toEqual(refunded);
      await expect(gateway().voidOrRefund('reversal-contract-unknown')).resolves.toEqual({
        orderId: 'reversal-contract-unknown',
        transactionId: null,
        outcome: 'none',
        amount: null,
      });
    });

    it('retries the charge of a past-due subscription, which is Active again, and refuses to retry an active one', async () => {
      const subscription = await subscribe('sub-contract-past-due');
      await expect(gateway().retryCharge(subscription.id)).rejects.toThrow(PaymentProcessorError);
      await subject().makePastDue(subscription.id);
      await expect(gateway().findSubscription(subscription.id)).resolves.toMatchObject({
        status: 'Past Due',
      });

      const retried = await gateway().retryCharge(subscription.id);

      expect(retried).toMatchObject({ id: subscription.id, status: 'Active' });
      await expect(gateway().findSubscription(subscription.id)).resolves.toEqual(retried);
    });

    it('refuses a webhook it cannot verify', async () => {
      await expect(gateway().parseWebhook('forged-signature', 'forged-payload')).rejects.toThrow(
        InvalidWebhookSignature,
      );
    });
  });
}
