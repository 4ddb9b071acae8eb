import braintree from 'braintree';
import {
  InvalidWebhookSignature,
  PaymentDeclined,
  PaymentGatewayUnavailable,
  PaymentProcessorError,
} from './payments.errors';
import {
  isSameSubscription,
  type CardToVault,
  type GatewayCharge,
  type GatewayReversal,
  type GatewaySubscription,
  type NewSubscription,
  type OneOffCharge,
  type PaymentMethodChange,
  type PaymentMethodSummary,
  type PaymentsGateway,
  type PlanChange,
} from './payments.port';

export interface BraintreeSettings {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  environment: 'sandbox' | 'production';
  /** A gateway speaking Braintree's protocol at this URL instead of Braintree (a local double). */
  gatewayUrl?: string;
  /** How long one call may take, answer included, before its outcome counts as unknown. */
  timeoutMs: number;
}

/** The SDK's errors carry a `type` (braintree/lib/braintree/error_types.js) instead of distinct classes. */
type SdkError = Error & { type?: string };

/** Errors whose outcome is unknown: the call may have taken effect on the gateway. */
const UNKNOWN_OUTCOME = new Set([
  'unexpectedError',
  'requestTimeoutError',
  'gatewayTimeoutError',
  'serverError',
  'serviceUnavailableError',
  'tooManyRequestsError',
]);

const SUBSCRIPTION_STATUSES = new Set<GatewaySubscription['status']>([
  'Active',
  'Past Due',
  'Canceled',
  'Pending',
  'Expired',
]);

/** Braintree's validation codes the adapter reacts to (developer.paypal.com/braintree validation errors). */
const SUBSCRIPTION_ID_TAKEN = '81906';
const SUBSCRIPTION_ALREADY_CANCELED = '81905';
const CUSTOMER_ID_TAKEN = '91609';

/** Sale statuses that mean the card was charged (or will be at settlement): a retry must not charge again. */
const CHARGED_STATUSES = new Set([
  'authorized',
  'authorizing',
  'submitted_for_settlement',
  'settlement_pending',
  'settling',
  'settled',
]);

/** Sale statuses Braintree can still void (an authorization not settled yet); settling and settled need a refund. */
const VOIDABLE_STATUSES = new Set([
  'authorized',
  'authorizing',
  'submitted_for_settlement',
  'settlement_pending',
]);

function chargeOf(transaction: braintree.Transaction, orderId: string): GatewayCharge {
  return {
    transactionId: transaction.id,
    orderId: transaction.orderId ?? orderId,
    amount: transaction.amount,
    paymentMethodToken: transaction.creditCard?.token ?? '',
  };
}

function environmentFor(settings: BraintreeSettings): braintree.Environment {
  if (settings.gatewayUrl === undefined) {
    return settings.environment === 'production'
      ? braintree.Environment.Production
      : braintree.Environment.Sandbox;
  }
  const url = new URL(settings.gatewayUrl);
  const ssl = url.protocol === 'https:';
  const port = url.port || (ssl ? '443' : '80');
  return new braintree.Environment(url.hostname, port, url.origin, ssl, url.hostname, port);
}

function summaryOf(card: braintree.CreditCard): PaymentMethodSummary {
  return {
    token: card.token,
    cardType: card.cardType,
    last4: card.last4,
    expirationDate: `${card.expirationMonth}/${card.expirationYear}`,
    cardholderName: card.cardholderName ? card.cardholderName : null,
  };
}

function subscriptionOf(subscription: braintree.Subscription): GatewaySubscription {
  const status = subscription.status as GatewaySubscription['status'];
  if (!SUBSCRIPTION_STATUSES.has(status)) {
    throw new PaymentProcessorError(`The payment gateway answered an unknown subscription status: ${status}`);
  }
  return {
    id: subscription.id,
    planId: subscription.planId,
    price: subscription.price ?? '',
    status,
    billingPeriodStartDate: subscription.billingPeriodStartDate ?? null,
    billingPeriodEndDate: subscription.billingPeriodEndDate ?? null,
    nextBillingDate: subscription.nextBillingDate ? String(subscription.nextBillingDate) : null,
    paymentMethodToken: subscription.paymentMethodToken,
  };
}

interface FailedResult {
  success: boolean;
  message: string;
  errors?: braintree.ValidationErrorsCollection;
  verification?: { status?: string; processorResponseCode?: string; processorResponseText?: string };
  transaction?: {
    status?: string;
    processorResponseCode?: string;
    processorResponseText?: string;
    gatewayRejectionReason?: string;
  };
}

const validationCodes = (result: FailedResult): string[] =>
  (result.errors?.deepErrors() ?? []).map((error) => String(error.code));

/** A gateway answer that was not a success, as a domain error: declines in the processor's words. */
function failureOf(result: FailedResult): Error {
  const outcome = result.verification ?? result.transaction;
  if (outcome?.status === 'processor_declined') {
    return new PaymentDeclined(
      outcome.processorResponseText || result.message,
      outcome.processorResponseCode,
      'payment_method_nonce',
    );
  }
  if (outcome?.status === 'gateway_rejected') {
    const reason = result.transaction?.gatewayRejectionReason;
    return new PaymentDeclined(
      reason ? `The card was rejected (${reason}).` : result.message,
      undefined,
      'payment_method_nonce',
    );
  }
  if (outcome?.status === 'failed') {
    return new PaymentProcessorError(outcome.processorResponseText || result.message);
  }
  const errors = result.errors?.deepErrors() ?? [];
  const nonceError = errors.find((error) => error.attribute === 'payment_method_nonce');
  if (nonceError) return new PaymentDeclined(nonceError.message, undefined, 'payment_method_nonce');
  return new PaymentProcessorError(`The payment gateway refused the request: ${result.message}`);
}

/** A thrown SDK error as a domain error; unknown outcomes become PaymentGatewayUnavailable. */
function thrownAsDomainError(error: unknown): unknown {
  const type = (error as SdkError | null)?.type;
  if (type === undefined) return error;
  if (UNKNOWN_OUTCOME.has(type)) {
    return new PaymentGatewayUnavailable(
      `The payment gateway did not answer in time (${(error as Error).message}); nothing is known to have been charged yet.`,
    );
  }
  if (type === 'authenticationError' || type === 'authorizationError') {
    return new PaymentProcessorError('The payment gateway refused our credentials (BRAINTREE_* settings).');
  }
  return new PaymentProcessorError(`The payment gateway refused the request (${type}).`);
}

const isNotFound = (error: unknown) => (error as SdkError | null)?.type === 'notFoundError';

/** PaymentsGateway over the braintree SDK: Braintree itself, or any gateway speaking its protocol. */
export class BraintreePaymentsGateway implements PaymentsGateway {
  private readonly gateway: braintree.BraintreeGateway;

  constructor(private readonly settings: BraintreeSettings) {
    this.gateway = new braintree.BraintreeGateway({
      environment: environmentFor(settings),
      merchantId: settings.merchantId,
      publicKey: settings.publicKey,
      privateKey: settings.privateKey,
    });
    // The SDK fixes 60 s in its Config constructor and reads config.timeout on every request.
    (this.gateway.config as { timeout: number }).timeout = settings.timeoutMs;
  }

  describe(): { mode: 'braintree'; environment: string } {
    return {
      mode: 'braintree',
      environment: this.settings.gatewayUrl ?? this.settings.environment,
    };
  }

  async clientToken(customerId?: string): Promise<string> {
    const result = await this.call(() =>
      this.gateway.clientToken.generate(customerId === undefined ? {} : { customerId }),
    );
    if (!result.success) throw failureOf(result);
    return result.clientToken;
  }

  async ensureCustomer(input: { customerId: string; email: string }): Promise<void> {
    const existing = await this.find(() => this.gateway.customer.find(input.customerId));
    if (existing !== null) return;
    const result = await this.call(() =>
      this.gateway.customer.create({ id: input.customerId, email: input.email }),
    );
    // A concurrent (or timed-out then retried) call created it first: the customer exists, which is the goal.
    if (!result.success && !validationCodes(result).includes(CUSTOMER_ID_TAKEN)) throw failureOf(result);
  }

  async vaultPaymentMethod(input: CardToVault): Promise<PaymentMethodSummary> {
    const result = await this.call(() =>
      this.gateway.paymentMethod.create({
        customerId: input.customerId,
        paymentMethodNonce: input.nonce,
        cardholderName: input.cardholderName,
        // Verifying at vault time refuses a bad card before any subscription exists (no plan without a charge).
        options: { makeDefault: true, verifyCard: true },
      }),
    );
    if (!result.success) throw failureOf(result);
    return summaryOf(result.paymentMethod as braintree.CreditCard);
  }

  async defaultPaymentMethod(customerId: string): Promise<PaymentMethodSummary | null> {
    const customer = await this.find(() => this.gateway.customer.find(customerId));
    const card = customer?.creditCards?.find((candidate) => candidate.default);
    return card ? summaryOf(card) : null;
  }

  async createSubscription(input: NewSubscription): Promise<GatewaySubscription> {
    const result = await this.call(() =>
      this.gateway.subscription.create({
        id: input.subscriptionId,
        paymentMethodToken: input.paymentMethodToken,
        planId: input.planId,
        price: input.price,
        // Sent as the YYYY-MM-DD Braintree reads (the typings say Date, which would serialize as a time).
        ...(input.firstBillingDate === undefined
          ? {}
          : { firstBillingDate: input.firstBillingDate as unknown as Date }),
      }),
    );
    if (result.success) return subscriptionOf(result.subscription);
    // The id is ours, so a retry after a timeout finds the first attempt instead of charging twice.
    if (validationCodes(result).includes(SUBSCRIPTION_ID_TAKEN)) {
      const existing = await this.findSubscription(input.subscriptionId);
      if (isSameSubscription(existing, input)) return existing;
    }
    throw failureOf(result);
  }

  async findSubscription(subscriptionId: string): Promise<GatewaySubscription | null> {
    const subscription = await this.find(() => this.gateway.subscription.find(subscriptionId));
    return subscription === null ? null : subscriptionOf(subscription);
  }

  async changePlan(input: PlanChange): Promise<GatewaySubscription> {
    const result = await this.call(() =>
      this.gateway.subscription.update(input.subscriptionId, {
        planId: input.planId,
        price: input.price,
        // A declined proration charge leaves the subscription on its old plan: no plan without a charge.
        options: { prorateCharges: input.prorate, revertSubscriptionOnProrationFailure: true },
      }),
    );
    if (!result.success) throw failureOf(result);
    return subscriptionOf(result.subscription);
  }

  async cancelSubscription(subscriptionId: string): Promise<GatewaySubscription> {
    const result = await this.call(() => this.gateway.subscription.cancel(subscriptionId));
    if (result.success) return subscriptionOf(result.subscription);
    if (validationCodes(result).includes(SUBSCRIPTION_ALREADY_CANCELED)) {
      const existing = await this.findSubscription(subscriptionId);
      if (existing !== null) return existing;
    }
    throw failureOf(result);
  }

  async changePaymentMethod(input: PaymentMethodChange): Promise<GatewaySubscription> {
    const result = await this.call(() =>
      this.gateway.subscription.update(input.subscriptionId, {
        paymentMethodToken: input.paymentMethodToken,
      }),
    );
    if (!result.success) throw failureOf(result);
    return subscriptionOf(result.subscription);
  }

  async chargeOnce(input: OneOffCharge): Promise<GatewayCharge> {
    // Looked up first: an earlier attempt whose answer was lost (a timeout) charged already.
    const earlier = await this.chargedUnder(input.orderId);
    if (earlier) return chargeOf(earlier, input.orderId);
    const result = await this.call(() =>
      this.gateway.transaction.sale({
        amount: input.amount,
        paymentMethodToken: input.paymentMethodToken,
        orderId: input.orderId,
        options: { submitForSettlement: true },
      }),
    );
    if (!result.success) throw failureOf(result);
    return chargeOf(result.transaction, input.orderId);
  }

  async voidOrRefund(orderId: string): Promise<GatewayReversal> {
    const sales = (await this.transactionsUnder(orderId)).filter(
      (transaction) => transaction.type === 'sale',
    );
    const sale =
      sales.find((transaction) => CHARGED_STATUSES.has(transaction.status)) ??
      sales.find((transaction) => transaction.status === 'voided');
    if (!sale) return { orderId, transactionId: null, outcome: 'none', amount: null };
    const reversal = (outcome: GatewayReversal['outcome']): GatewayReversal => ({
      orderId,
      transactionId: sale.id,
      outcome,
      amount: sale.amount,
    });
    if (sale.status === 'voided') return reversal('voided');
    if ((sale.refundIds ?? []).length > 0) return reversal('refunded');
    if (VOIDABLE_STATUSES.has(sale.status)) {
      const voided = await this.call(() => this.gateway.transaction.void(sale.id));
      if (voided.success) return reversal('voided');
      // It settled in between (91506 "can only be voided if …"): refunded below.
    }
    const refunded = await this.call(() => this.gateway.transaction.refund(sale.id));
    if (!refunded.success) throw failureOf(refunded);
    return reversal('refunded');
  }

  async retryCharge(subscriptionId: string): Promise<GatewaySubscription> {
    const result = await this.call(() =>
      this.gateway.subscription.retryCharge(subscriptionId, undefined, true),
    );
    if (!result.success) throw failureOf(result);
    const subscription = await this.findSubscription(subscriptionId);
    if (subscription === null) throw new PaymentProcessorError(`no subscription ${subscriptionId}.`);
    return subscription;
  }

  async parseWebhook(
    signature: string,
    payload: string,
  ): Promise<{ kind: string; subscriptionId: string | null; timestamp: string }> {
    let notification: braintree.WebhookNotification;
    try {
      notification = await this.gateway.webhookNotification.parse(signature, payload);
    } catch (error) {
      const type = (error as SdkError | null)?.type;
      if (type === 'invalidSignatureError') {
        throw new InvalidWebhookSignature(`The webhook signature is invalid: ${(error as Error).message}.`);
      }
      throw new InvalidWebhookSignature('The webhook payload could not be read.');
    }
    const subscription = (notification as { subscription?: { id?: string } }).subscription;
    return {
      kind: notification.kind,
      subscriptionId: subscription?.id ?? null,
      timestamp: String(notification.timestamp),
    };
  }

  /** The successful sale recorded under an order id, if any (declined attempts do not count). */
  private async chargedUnder(orderId: string): Promise<braintree.Transaction | null> {
    const found = await this.transactionsUnder(orderId);
    return (
      found.find((transaction) => transaction.type === 'sale' && CHARGED_STATUSES.has(transaction.status)) ??
      null
    );
  }

  /** Every transaction Braintree holds under an order id (sales in any status, and their refunds). */
  private async transactionsUnder(orderId: string): Promise<braintree.Transaction[]> {
    return this.call(
      () =>
        new Promise<braintree.Transaction[]>((resolve, reject) => {
          const transactions: braintree.Transaction[] = [];
          const stream = this.gateway.transaction.search((search) => search.orderId().is(orderId));
          stream.on('data', (transaction: braintree.Transaction) => transactions.push(transaction));
          stream.on('error', reject);
          stream.on('end', () => resolve(transactions));
        }),
    );
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw thrownAsDomainError(error);
    }
  }

  private async find<T>(request: () => Promise<T>): Promise<T | null> {
    try {
      return await request();
    } catch (error) {
      if (isNotFound(error)) return null;
      throw thrownAsDomainError(error);
    }
  }
}
