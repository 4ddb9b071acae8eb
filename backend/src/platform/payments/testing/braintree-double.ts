import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import {
  collection,
  date,
  datetime,
  list,
  symbol,
  XmlFields,
  xmlDocument,
  toXml,
  XmlValue,
} from './braintree-xml';

/** Nonces the double accepts, named as Braintree's own test values (braintree/lib/braintree/test_values/nonces.js). */
export const TEST_NONCES = {
  valid: 'fake-valid-nonce',
  validMastercard: 'fake-valid-mastercard-nonce',
  processorDeclined: 'fake-processor-declined-visa-nonce',
  processorFailure: 'fake-processor-failure-jcb-nonce',
} as const;

type Outcome = 'approve' | 'decline' | 'fail';

interface TestCard {
  cardType: string;
  bin: string;
  last4: string;
  expirationMonth: string;
  expirationYear: string;
  outcome: Outcome;
}

const CARDS_BY_NONCE: Record<string, TestCard> = {
  [TEST_NONCES.valid]: card('Visa', '411111', '1111', 'approve'),
  [TEST_NONCES.validMastercard]: card('MasterCard', '555555', '4444', 'approve'),
  [TEST_NONCES.processorDeclined]: card('Visa', '400011', '1115', 'decline'),
  [TEST_NONCES.processorFailure]: card('JCB', '356600', '0505', 'fail'),
};

function card(cardType: string, bin: string, last4: string, outcome: Outcome): TestCard {
  return { cardType, bin, last4, expirationMonth: '12', expirationYear: '2030', outcome };
}

/** The plans configured in the double's "control panel"; prices are the plans' defaults, a call may override them. */
export const DOUBLE_PLANS: Record<string, { price: string; billingFrequency: number }> = {
  'basic-monthly': { price: '5.00', billingFrequency: 1 },
  'basic-yearly': { price: '45.00', billingFrequency: 12 },
  'pro-monthly': { price: '15.00', billingFrequency: 1 },
  'pro-yearly': { price: '135.00', billingFrequency: 12 },
};

const PROCESSOR_RESPONSES: Record<Outcome, { code: string; text: string; status: string }> = {
  approve: { code: '1000', text: 'Approved', status: 'submitted_for_settlement' },
  decline: { code: '2000', text: 'Do Not Honor', status: 'processor_declined' },
  fail: { code: '3000', text: 'Processor Network Unavailable - Try Again', status: 'failed' },
};

export interface DoubleCard extends TestCard {
  token: string;
  customerId: string;
  cardholderName: string | null;
  isDefault: boolean;
  createdAt: Date;
}

export interface DoubleCustomer {
  id: string;
  email: string | null;
  createdAt: Date;
}

export interface DoubleTransaction {
  id: string;
  /** null for a one-off sale (transaction.sale with a payment method token). */
  subscriptionId: string | null;
  /** The merchant's order id of a one-off sale; null for subscription charges. */
  orderId: string | null;
  amount: string;
  status: string;
  processorResponseCode: string;
  processorResponseText: string;
  paymentMethodToken: string;
  createdAt: Date;
  /** A refund is a `credit` naming the sale it refunds; absent: a sale. */
  type?: 'sale' | 'credit';
  refundedTransactionId?: string;
  /** The refunds of a sale. */
  refundIds?: string[];
}

export interface DoubleSubscription {
  id: string;
  planId: string;
  price: string;
  status: 'Active' | 'Past Due' | 'Canceled' | 'Pending' | 'Expired';
  paymentMethodToken: string;
  /** null while Pending (a first billing date in the future): no period has started. */
  billingPeriodStartDate: string | null;
  billingPeriodEndDate: string | null;
  nextBillingDate: string;
  firstBillingDate: string;
  failureCount: number;
  balance: string;
  createdAt: Date;
  transactionIds: string[];
}

export interface BraintreeDoubleOptions {
  merchantId?: string;
  publicKey?: string;
  privateKey?: string;
  /** The gateway's clock; subscriptions bill from its UTC date. */
  now?: () => Date;
}

export interface BraintreeDoubleRequest {
  method: string;
  /** The path after /merchants/<merchant id>, e.g. /subscriptions/abc/cancel. */
  path: string;
  status: number;
}

/**
 * A local Braintree gateway speaking the braintree SDK's protocol: JSON requests under
 * /merchants/<id>/ with Basic auth of the key pair and X-ApiVersion, XML answers (api-error-response for
 * validation errors and declines), and notifications signed as `public_key|hex(HMAC-SHA1(SHA1(private
 * key), payload))`. Cards come from Braintree's test nonces; every charge is kept in `transactions`.
 */
export interface BraintreeDouble {
  /** Where the gateway listens, e.g. http://127.0.0.1:41234 (BRAINTREE_GATEWAY_URL). */
  url: string;
  credentials: { merchantId: string; publicKey: string; privateKey: string };
  customers: Map<string, DoubleCustomer>;
  cards: Map<string, DoubleCard>;
  subscriptions: Map<string, DoubleSubscription>;
  transactions: DoubleTransaction[];
  requests: BraintreeDoubleRequest[];
  /**
   * Every answer waits this long after the call took effect, as a gateway slower than the client's timeout; with
   * `only`, just the calls whose `METHOD /path` it matches (e.g. /^POST \/transactions$/: the sale, not the search).
   */
  setLatency(ms: number, only?: RegExp): void;
  /**
   * The calls whose `METHOD /path` matches answer 503 without taking effect (a gateway outage for them); null
   * ends the outage. E.g. /^PUT \/subscriptions\/[^/]+\/cancel$/: every cancel fails, nothing is canceled.
   */
  setOutage(only: RegExp | null): void;
  /** The processor settles the one-off sales under an order id (submitted_for_settlement → settled): a void is refused from then on, a refund taken. */
  settle(orderId: string): void;
  /**
   * The gateway's side of a billing event, applied to the subscription and returned as the signed
   * notification Braintree would POST: subscription_charged_successfully starts the next period with a
   * charge, subscription_charged_unsuccessfully and subscription_went_past_due make it Past Due,
   * subscription_canceled and subscription_expired end it.
   */
  webhook(kind: string, subscriptionId: string): { bt_signature: string; bt_payload: string };
  close(): Promise<void>;
}

class GatewayAnswer {
  constructor(
    readonly status: number,
    readonly tag: string | null,
    readonly value: XmlValue = null,
  ) {}
}

interface ValidationFailure {
  /** The error's place in the request, e.g. ['subscription'] or ['customer']. */
  path: string[];
  code: string;
  attribute: string;
  message: string;
}

function validationErrors(failures: ValidationFailure[], extra: XmlFields = {}): GatewayAnswer {
  const errors: XmlFields = { errors: list('error', []) };
  for (const failure of failures) {
    let node = errors;
    for (const segment of failure.path) {
      node[segment] ??= { errors: list('error', []) };
      node = node[segment] as XmlFields;
    }
    (node.errors as ReturnType<typeof list>).items.push({
      code: failure.code,
      attribute: symbol(failure.attribute),
      message: failure.message,
    });
  }
  return new GatewayAnswer(422, 'api-error-response', {
    errors,
    message: failures.map((failure) => failure.message).join('\n'),
    ...extra,
  });
}

const notFound = () => new GatewayAnswer(404, null);
const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
const PRICE_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
const DAY_MS = 86_400_000;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const parseDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const cents = (price: string) => Math.round(Number(price) * 100);
const money = (amountInCents: number) => (amountInCents / 100).toFixed(2);

/** The same day `months` later, clamped to the end of a shorter month (Jan 31 + 1 month = Feb 28/29). */
function addMonths(day: string, months: number): string {
  const start = parseDay(day);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return isoDay(target);
}

function parseJson(text: string): Record<string, unknown> | undefined {
  if (text === '') return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

const dayBefore = (day: string) => isoDay(new Date(parseDay(day).getTime() - DAY_MS));

export async function startBraintreeDouble(options: BraintreeDoubleOptions = {}): Promise<BraintreeDouble> {
  const credentials = {
    merchantId: options.merchantId ?? 'outreach_double_merchant',
    publicKey: options.publicKey ?? 'double_public_key',
    privateKey: options.privateKey ?? 'double_private_key_0123456789abcdef',
  };
  const now = options.now ?? (() => new Date());
  const customers = new Map<string, DoubleCustomer>();
  const cards = new Map<string, DoubleCard>();
  const subscriptions = new Map<string, DoubleSubscription>();
  const transactions: DoubleTransaction[] = [];
  const requests: BraintreeDoubleRequest[] = [];
  const pending = new Set<NodeJS.Timeout>();
  let latency = 0;
  let slowPaths: RegExp | undefined;
  let outage: RegExp | null = null;
  let url = '';

  const newId = () => randomBytes(4).toString('hex');
  const expectedAuthorization = `Basic ${Buffer.from(`${credentials.publicKey}:${credentials.privateKey}`).toString('base64')}`;

  const cardXml = (stored: DoubleCard): XmlFields => ({
    token: stored.token,
    bin: stored.bin,
    'last-4': stored.last4,
    'card-type': stored.cardType,
    'expiration-month': stored.expirationMonth,
    'expiration-year': stored.expirationYear,
    'cardholder-name': stored.cardholderName,
    'customer-id': stored.customerId,
    default: stored.isDefault,
    expired: false,
    'masked-number': `${stored.bin}******${stored.last4}`,
    'unique-number-identifier': createHash('sha1')
      .update(stored.bin + stored.last4)
      .digest('hex'),
    'image-url': `https://assets.braintreegateway.com/payment_method_logo/${stored.cardType.toLowerCase()}.png`,
    'created-at': datetime(stored.createdAt),
    'updated-at': datetime(stored.createdAt),
    subscriptions: list(
      'subscription',
      [...subscriptions.values()].filter((s) => s.paymentMethodToken === stored.token).map(subscriptionXml),
    ),
    verifications: list('verification', []),
  });

  const transactionXml = (charge: DoubleTransaction): XmlFields => {
    const stored = cards.get(charge.paymentMethodToken);
    return {
      id: charge.id,
      status: charge.status,
      type: charge.type ?? 'sale',
      amount: charge.amount,
      'refund-ids': list('item', charge.refundIds ?? []),
      'refunded-transaction-id': charge.refundedTransactionId ?? null,
      'currency-iso-code': 'USD',
      'processor-response-code': charge.processorResponseCode,
      'processor-response-text': charge.processorResponseText,
      'processor-response-type': charge.status === 'processor_declined' ? 'soft_declined' : 'approved',
      'subscription-id': charge.subscriptionId,
      'order-id': charge.orderId,
      recurring: charge.subscriptionId !== null,
      'created-at': datetime(charge.createdAt),
      'updated-at': datetime(charge.createdAt),
      'credit-card': stored
        ? {
            token: stored.token,
            bin: stored.bin,
            'last-4': stored.last4,
            'card-type': stored.cardType,
            'expiration-month': stored.expirationMonth,
            'expiration-year': stored.expirationYear,
            'cardholder-name': stored.cardholderName,
          }
        : {},
    };
  };

  function subscriptionXml(subscription: DoubleSubscription): XmlFields {
    const plan = DOUBLE_PLANS[subscription.planId];
    return {
      id: subscription.id,
      'plan-id': subscription.planId,
      price: subscription.price,
      status: subscription.status,
      'payment-method-token': subscription.paymentMethodToken,
      'merchant-account-id': credentials.merchantId,
      'billing-period-start-date': date(subscription.billingPeriodStartDate),
      'billing-period-end-date': date(subscription.billingPeriodEndDate),
      'next-billing-date': date(subscription.status === 'Canceled' ? null : subscription.nextBillingDate),
      'next-bill-amount': subscription.price,
      'next-billing-period-amount': subscription.price,
      'paid-through-date': date(subscription.billingPeriodEndDate),
      'first-billing-date': date(subscription.firstBillingDate),
      'billing-day-of-month': parseDay(subscription.nextBillingDate).getUTCDate(),
      'current-billing-cycle': subscription.transactionIds.length,
      'failure-count': subscription.failureCount,
      'number-of-billing-cycles': null,
      'never-expires': true,
      'trial-period': false,
      'trial-duration': null,
      'trial-duration-unit': null,
      balance: subscription.balance,
      'days-past-due': null,
      'billing-frequency': plan.billingFrequency,
      'created-at': datetime(subscription.createdAt),
      'updated-at': datetime(now()),
      transactions: list(
        'transaction',
        [...subscription.transactionIds]
          .reverse()
          .map((id) => transactions.find((charge) => charge.id === id))
          .filter((charge): charge is DoubleTransaction => charge !== undefined)
          .map(transactionXml),
      ),
      'add-ons': list('add-on', []),
      discounts: list('discount', []),
      'status-history': list('status-event', []),
    };
  }

  const customerXml = (customer: DoubleCustomer): XmlFields => ({
    id: customer.id,
    email: customer.email,
    'first-name': null,
    'last-name': null,
    company: null,
    'merchant-id': credentials.merchantId,
    'created-at': datetime(customer.createdAt),
    'updated-at': datetime(customer.createdAt),
    'credit-cards': list(
      'credit-card',
      [...cards.values()].filter((stored) => stored.customerId === customer.id).map(cardXml),
    ),
    addresses: list('address', []),
    'paypal-accounts': list('paypal-account', []),
    'apple-pay-cards': list('apple-pay-card', []),
    'android-pay-cards': list('android-pay-card', []),
  });

  const charge = (
    subscriptionId: string | null,
    token: string,
    amount: string,
    orderId: string | null = null,
  ): DoubleTransaction => {
    const stored = cards.get(token);
    const response = PROCESSOR_RESPONSES[stored?.outcome ?? 'fail'];
    const recorded: DoubleTransaction = {
      id: newId(),
      subscriptionId,
      orderId,
      amount,
      status: response.status,
      processorResponseCode: response.code,
      processorResponseText: response.text,
      paymentMethodToken: token,
      createdAt: now(),
    };
    transactions.push(recorded);
    return recorded;
  };

  const declinedCharge = (recorded: DoubleTransaction, extra: XmlFields = {}) =>
    new GatewayAnswer(422, 'api-error-response', {
      errors: { errors: list('error', []) },
      message: recorded.processorResponseText,
      transaction: transactionXml(recorded),
      ...extra,
    });

  const clientToken = (body: Record<string, unknown>): GatewayAnswer => {
    const params = (body.client_token ?? {}) as { customer_id?: string; version?: number };
    if (params.customer_id !== undefined && !customers.has(params.customer_id)) {
      return validationErrors([
        {
          path: ['client_token'],
          code: '92804',
          attribute: 'customer_id',
          message: 'Customer specified by customer_id does not exist',
        },
      ]);
    }
    const fingerprint = createHmac('sha256', credentials.privateKey)
      .update(`${params.customer_id ?? ''}|${now().toISOString()}|${newId()}`)
      .digest('hex');
    const token = Buffer.from(
      JSON.stringify({
        version: params.version ?? 2,
        authorizationFingerprint: fingerprint,
        configUrl: `${url}/merchants/${credentials.merchantId}/client_api/v1/configuration`,
        clientApiUrl: `${url}/merchants/${credentials.merchantId}/client_api`,
        environment: 'development',
        merchantId: credentials.merchantId,
        ...(params.customer_id === undefined ? {} : { customerId: params.customer_id }),
      }),
    ).toString('base64');
    return new GatewayAnswer(201, 'client-token', { value: token });
  };

  const createCustomer = (body: Record<string, unknown>): GatewayAnswer => {
    const params = (body.customer ?? {}) as { id?: string; email?: string };
    const id = params.id ?? newId();
    if (!ID_PATTERN.test(id)) {
      return validationErrors([
        { path: ['customer'], code: '91610', attribute: 'id', message: 'Customer ID is invalid.' },
      ]);
    }
    if (customers.has(id)) {
      return validationErrors([
        {
          path: ['customer'],
          code: '91609',
          attribute: 'id',
          message: 'Customer ID has already been taken.',
        },
      ]);
    }
    const customer = { id, email: params.email ?? null, createdAt: now() };
    customers.set(id, customer);
    return new GatewayAnswer(201, 'customer', customerXml(customer));
  };

  const createPaymentMethod = (body: Record<string, unknown>): GatewayAnswer => {
    const params = (body.payment_method ?? {}) as {
      customer_id?: string;
      payment_method_nonce?: string;
      cardholder_name?: string;
      options?: { make_default?: boolean; verify_card?: boolean };
    };
    if (params.customer_id === undefined || !customers.has(params.customer_id)) {
      return validationErrors([
        {
          path: ['payment_method'],
          code: '93105',
          attribute: 'customer_id',
          message: 'Customer ID is invalid.',
        },
      ]);
    }
    const testCard = CARDS_BY_NONCE[params.payment_method_nonce ?? ''];
    if (testCard === undefined) {
      return validationErrors([
        {
          path: ['payment_method'],
          code: '91565',
          attribute: 'payment_method_nonce',
          message: 'Unknown or expired payment_method_nonce.',
        },
      ]);
    }
    if (params.options?.verify_card === true && testCard.outcome !== 'approve') {
      const response = PROCESSOR_RESPONSES[testCard.outcome];
      return new GatewayAnswer(422, 'api-error-response', {
        errors: { errors: list('error', []) },
        message: response.text,
        verification: {
          id: newId(),
          status: testCard.outcome === 'decline' ? 'processor_declined' : 'failed',
          'processor-response-code': response.code,
          'processor-response-text': response.text,
          'processor-response-type': testCard.outcome === 'decline' ? 'soft_declined' : 'approved',
          'merchant-account-id': credentials.merchantId,
          'credit-card': {
            bin: testCard.bin,
            'last-4': testCard.last4,
            'card-type': testCard.cardType,
            'cardholder-name': params.cardholder_name ?? null,
          },
          'created-at': datetime(now()),
        },
      });
    }
    const customerCards = [...cards.values()].filter((stored) => stored.customerId === params.customer_id);
    const makeDefault = params.options?.make_default === true || customerCards.length === 0;
    if (makeDefault) for (const stored of customerCards) stored.isDefault = false;
    const stored: DoubleCard = {
      ...testCard,
      token: newId(),
      customerId: params.customer_id,
      cardholderName: params.cardholder_name?.trim() ? params.cardholder_name : null,
      isDefault: makeDefault,
      createdAt: now(),
    };
    cards.set(stored.token, stored);
    return new GatewayAnswer(201, 'credit-card', cardXml(stored));
  };

  const createSubscription = (body: Record<string, unknown>): GatewayAnswer => {
    const params = (body.subscription ?? {}) as {
      id?: string;
      payment_method_token?: string;
      plan_id?: string;
      price?: string;
      first_billing_date?: string;
    };
    const id = params.id ?? newId();
    const failures: ValidationFailure[] = [];
    const fail = (code: string, attribute: string, message: string) =>
      failures.push({ path: ['subscription'], code, attribute, message });
    if (!ID_PATTERN.test(id)) fail('81908', 'id', "ID is invalid (use only letters, numbers, '-', and '_').");
    else if (subscriptions.has(id)) fail('81906', 'id', 'ID has already been taken.');
    const plan = DOUBLE_PLANS[params.plan_id ?? ''];
    if (plan === undefined) fail('91904', 'plan_id', 'Plan ID is invalid.');
    const token = params.payment_method_token ?? '';
    if (!cards.has(token)) fail('91903', 'payment_method_token', 'Payment method token is invalid.');
    const price = params.price ?? plan?.price ?? '';
    if (!PRICE_PATTERN.test(price)) fail('81904', 'price', 'Price is an invalid format.');
    const today = isoDay(now());
    // The SDK sends what it is given; a Date would arrive as an ISO time, whose day is what Braintree reads.
    const firstBillingDate = params.first_billing_date?.slice(0, 10);
    if (firstBillingDate !== undefined) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(firstBillingDate) || Number.isNaN(Date.parse(firstBillingDate))) {
        fail('81918', 'first_billing_date', 'First Billing Date is invalid.');
      } else if (firstBillingDate < today) {
        fail('81916', 'first_billing_date', 'First Billing Date cannot be in the past.');
      }
    }
    if (failures.length > 0) return validationErrors(failures);

    // A first billing date after today: Pending, nothing charged now, no period until that day.
    const pending = firstBillingDate !== undefined && firstBillingDate > today;
    const firstCharge = pending ? null : charge(id, token, money(cents(price)));
    if (firstCharge && firstCharge.status !== 'submitted_for_settlement') return declinedCharge(firstCharge);
    const nextBillingDate = pending ? firstBillingDate : addMonths(today, plan.billingFrequency);
    const subscription: DoubleSubscription = {
      id,
      planId: params.plan_id as string,
      price: money(cents(price)),
      status: pending ? 'Pending' : 'Active',
      paymentMethodToken: token,
      billingPeriodStartDate: pending ? null : today,
      billingPeriodEndDate: pending ? null : dayBefore(nextBillingDate),
      nextBillingDate,
      firstBillingDate: firstBillingDate ?? today,
      failureCount: 0,
      balance: '0.00',
      createdAt: now(),
      transactionIds: firstCharge ? [firstCharge.id] : [],
    };
    subscriptions.set(id, subscription);
    return new GatewayAnswer(201, 'subscription', subscriptionXml(subscription));
  };

  /** Braintree's proration: the price difference times the share of the current period still ahead. */
  const prorated = (subscription: DoubleSubscription, newPrice: string): number => {
    // A Pending subscription has no period yet: nothing to prorate.
    if (subscription.billingPeriodStartDate === null) return 0;
    const today = parseDay(isoDay(now())).getTime();
    const start = parseDay(subscription.billingPeriodStartDate).getTime();
    const next = parseDay(subscription.nextBillingDate).getTime();
    const remaining = Math.max(0, next - today) / DAY_MS;
    const total = (next - start) / DAY_MS;
    return Math.round(((cents(newPrice) - cents(subscription.price)) * remaining) / total);
  };

  const updateSubscription = (
    subscription: DoubleSubscription,
    body: Record<string, unknown>,
  ): GatewayAnswer => {
    const params = (body.subscription ?? {}) as {
      plan_id?: string;
      price?: string;
      payment_method_token?: string;
      options?: { prorate_charges?: boolean; revert_subscription_on_proration_failure?: boolean };
    };
    if (subscription.status === 'Canceled' || subscription.status === 'Expired') {
      return validationErrors([
        {
          path: ['subscription'],
          code: '81901',
          attribute: 'base',
          message: 'Subscription has been canceled and cannot be updated.',
        },
      ]);
    }
    const planId = params.plan_id ?? subscription.planId;
    const plan = DOUBLE_PLANS[planId];
    const failures: ValidationFailure[] = [];
    const fail = (code: string, attribute: string, message: string) =>
      failures.push({ path: ['subscription'], code, attribute, message });
    if (plan === undefined) fail('91904', 'plan_id', 'Plan ID is invalid.');
    else if (plan.billingFrequency !== DOUBLE_PLANS[subscription.planId].billingFrequency) {
      fail('91922', 'plan_id', 'Cannot update subscription to a plan with a different billing frequency.');
    }
    const price = params.price ?? subscription.price;
    if (!PRICE_PATTERN.test(price)) fail('81904', 'price', 'Price is an invalid format.');
    const token = params.payment_method_token;
    if (token !== undefined && !cards.has(token)) {
      fail('91903', 'payment_method_token', 'Payment method token is invalid.');
    }
    if (failures.length > 0) return validationErrors(failures);
    if (token !== undefined) subscription.paymentMethodToken = token;

    const difference = params.options?.prorate_charges === true ? prorated(subscription, price) : 0;
    if (difference > 0) {
      const proration = charge(subscription.id, subscription.paymentMethodToken, money(difference));
      if (proration.status !== 'submitted_for_settlement') {
        const revert = params.options?.revert_subscription_on_proration_failure !== false;
        if (revert) return declinedCharge(proration, { subscription: subscriptionXml(subscription) });
        subscription.balance = money(cents(subscription.balance) + difference);
      }
      subscription.transactionIds.push(proration.id);
    } else if (difference < 0) {
      subscription.balance = money(cents(subscription.balance) + difference);
    }
    subscription.planId = planId;
    subscription.price = money(cents(price));
    return new GatewayAnswer(200, 'subscription', subscriptionXml(subscription));
  };

  const cancelSubscription = (subscription: DoubleSubscription): GatewayAnswer => {
    if (subscription.status === 'Canceled') {
      return validationErrors([
        {
          path: ['subscription'],
          code: '81905',
          attribute: 'status',
          message: 'Subscription has already been canceled.',
        },
      ]);
    }
    subscription.status = 'Canceled';
    return new GatewayAnswer(200, 'subscription', subscriptionXml(subscription));
  };

  /**
   * POST /transactions: a sale. With subscription_id it is Braintree's retryCharge (the subscription's price on its
   * card; success makes a Past Due subscription Active); with payment_method_token a one-off sale under order_id.
   */
  const createTransaction = (body: Record<string, unknown>): GatewayAnswer => {
    const params = (body.transaction ?? {}) as {
      type?: string;
      amount?: string;
      payment_method_token?: string;
      subscription_id?: string;
      order_id?: string;
      options?: { submit_for_settlement?: boolean };
    };
    const failures: ValidationFailure[] = [];
    const fail = (code: string, attribute: string, message: string) =>
      failures.push({ path: ['transaction'], code, attribute, message });
    if (params.type !== 'sale') fail('91523', 'type', 'Transaction type is invalid.');
    if (params.subscription_id !== undefined) {
      const subscription = subscriptions.get(params.subscription_id);
      if (subscription === undefined) {
        fail('91529', 'subscription_id', 'Subscription ID is invalid.');
      } else if (subscription.status !== 'Past Due') {
        fail('91531', 'subscription_status', 'Subscription status must be Past Due in order to retry.');
      }
      if (failures.length > 0) return validationErrors(failures);
      const retried = subscription as DoubleSubscription;
      const amount = params.amount ?? retried.price;
      const attempt = charge(retried.id, retried.paymentMethodToken, money(cents(amount)));
      if (attempt.status !== 'submitted_for_settlement') return declinedCharge(attempt);
      retried.transactionIds.push(attempt.id);
      retried.status = 'Active';
      retried.failureCount = 0;
      retried.balance = '0.00';
      return new GatewayAnswer(201, 'transaction', transactionXml(attempt));
    }
    const token = params.payment_method_token ?? '';
    if (!cards.has(token)) fail('91518', 'payment_method_token', 'Payment method token is invalid.');
    const amount = params.amount ?? '';
    if (!PRICE_PATTERN.test(amount) || cents(amount) <= 0) {
      fail('81503', 'amount', 'Amount is an invalid format.');
    }
    if (params.order_id !== undefined && params.order_id.length > 255) {
      fail('81537', 'order_id', 'Order ID is too long.');
    }
    if (failures.length > 0) return validationErrors(failures);
    const sale = charge(null, token, money(cents(amount)), params.order_id ?? null);
    // Without submit_for_settlement a sale is only authorized.
    if (sale.status === 'submitted_for_settlement' && params.options?.submit_for_settlement !== true) {
      sale.status = 'authorized';
    }
    if (sale.status !== 'submitted_for_settlement' && sale.status !== 'authorized') {
      return declinedCharge(sale);
    }
    return new GatewayAnswer(201, 'transaction', transactionXml(sale));
  };

  /** PUT /transactions/:id/void: only an authorization not settled yet (91504 otherwise, as Braintree answers). */
  const voidTransaction = (sale: DoubleTransaction): GatewayAnswer => {
    if (!['authorized', 'submitted_for_settlement', 'settlement_pending'].includes(sale.status)) {
      return validationErrors([
        {
          path: ['transaction'],
          code: '91504',
          attribute: 'base',
          message:
            'Transaction can only be voided if status is authorized, submitted_for_settlement, or - for PayPal - settlement_pending.',
        },
      ]);
    }
    sale.status = 'voided';
    return new GatewayAnswer(200, 'transaction', transactionXml(sale));
  };

  /** POST /transactions/:id/refund: a settled sale, once, in full (91506 before settlement, 91512 when refunded). */
  const refundTransaction = (sale: DoubleTransaction): GatewayAnswer => {
    const refusal = !['settled', 'settling'].includes(sale.status)
      ? { code: '91506', message: 'Cannot refund a transaction unless it is settled.' }
      : (sale.refundIds ?? []).length > 0
        ? { code: '91512', message: 'Transaction has already been completely refunded.' }
        : null;
    if (refusal) {
      return validationErrors([{ path: ['transaction'], attribute: 'base', ...refusal }]);
    }
    const refund: DoubleTransaction = {
      ...sale,
      id: newId(),
      type: 'credit',
      status: 'submitted_for_settlement',
      refundedTransactionId: sale.id,
      refundIds: [],
      createdAt: now(),
    };
    transactions.push(refund);
    sale.refundIds = [...(sale.refundIds ?? []), refund.id];
    return new GatewayAnswer(201, 'transaction', transactionXml(refund));
  };

  /** transaction.search by order id (and the ids of a page): Braintree's two-step advanced search. */
  const searchTransactions = (body: Record<string, unknown>): DoubleTransaction[] => {
    const search = (body.search ?? {}) as { order_id?: { is?: string }; ids?: unknown };
    const ids = Array.isArray(search.ids) ? (search.ids.flat() as string[]) : null;
    return transactions.filter(
      (candidate) =>
        (search.order_id?.is === undefined || candidate.orderId === search.order_id.is) &&
        (ids === null || ids.includes(candidate.id)),
    );
  };

  const route = (method: string, path: string, body: Record<string, unknown>): GatewayAnswer => {
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    const [resource, id, action] = parts;
    if (method === 'POST' && path === '/client_token') return clientToken(body);
    if (method === 'POST' && path === '/customers') return createCustomer(body);
    if (method === 'GET' && resource === 'customers' && parts.length === 2) {
      const customer = customers.get(id);
      return customer ? new GatewayAnswer(200, 'customer', customerXml(customer)) : notFound();
    }
    if (method === 'POST' && path === '/payment_methods') return createPaymentMethod(body);
    if (method === 'GET' && resource === 'payment_methods' && id === 'any' && parts.length === 3) {
      const stored = cards.get(action);
      return stored ? new GatewayAnswer(200, 'credit-card', cardXml(stored)) : notFound();
    }
    if (method === 'POST' && path === '/subscriptions') return createSubscription(body);
    if (method === 'POST' && path === '/transactions') return createTransaction(body);
    if (method === 'POST' && path === '/transactions/advanced_search_ids') {
      const found = searchTransactions(body).map((transaction) => transaction.id);
      return new GatewayAnswer(200, 'search-results', { 'page-size': 50, ids: list('item', found) });
    }
    if (method === 'POST' && path === '/transactions/advanced_search') {
      const found = searchTransactions(body);
      return new GatewayAnswer(
        200,
        'credit-card-transactions',
        collection('transaction', found.map(transactionXml), {
          'current-page-number': 1,
          'page-size': 50,
          'total-items': found.length,
        }),
      );
    }
    if (resource === 'transactions' && id !== undefined && parts.length === 3) {
      const sale = transactions.find(
        (candidate) => candidate.id === id && (candidate.type ?? 'sale') === 'sale',
      );
      if (sale === undefined) return notFound();
      if (method === 'PUT' && action === 'void') return voidTransaction(sale);
      if (method === 'POST' && action === 'refund') return refundTransaction(sale);
    }
    if (resource === 'subscriptions' && id !== undefined) {
      const subscription = subscriptions.get(id);
      if (subscription === undefined) return notFound();
      if (method === 'GET' && parts.length === 2) {
        return new GatewayAnswer(200, 'subscription', subscriptionXml(subscription));
      }
      if (method === 'PUT' && parts.length === 2) return updateSubscription(subscription, body);
      if (method === 'PUT' && action === 'cancel' && parts.length === 3)
        return cancelSubscription(subscription);
    }
    return notFound();
  };

  const authorized = (req: IncomingMessage): boolean => {
    const given = Buffer.from(req.headers.authorization ?? '');
    const expected = Buffer.from(expectedAuthorization);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  const send = (req: IncomingMessage, res: ServerResponse, answer: GatewayAnswer) => {
    if (answer.tag === null) {
      res.writeHead(answer.status, { 'Content-Length': '0' }).end();
      return;
    }
    const xml = Buffer.from(xmlDocument(answer.tag, answer.value));
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const payload = gzip ? gzipSync(xml) : xml;
    res.writeHead(answer.status, {
      'Content-Type': 'application/xml; charset=utf-8',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      'Content-Length': String(payload.length),
    });
    res.end(payload);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const requestUrl = new URL(req.url ?? '/', 'http://braintree.double');
    const prefix = `/merchants/${credentials.merchantId}`;
    const path = requestUrl.pathname.startsWith(`${prefix}/`)
      ? requestUrl.pathname.slice(prefix.length)
      : requestUrl.pathname;
    let answer: GatewayAnswer;
    if (!authorized(req)) answer = new GatewayAnswer(401, null);
    else if (!requestUrl.pathname.startsWith(`${prefix}/`)) answer = new GatewayAnswer(403, null);
    else if (!(Number(req.headers['x-apiversion']) >= 4)) answer = new GatewayAnswer(426, null);
    else if (outage?.test(`${req.method} ${path}`)) answer = new GatewayAnswer(503, null);
    else {
      const body = parseJson(Buffer.concat(chunks).toString('utf8'));
      answer = body === undefined ? new GatewayAnswer(400, null) : route(req.method ?? 'GET', path, body);
    }
    requests.push({ method: req.method ?? '', path, status: answer.status });
    if (latency === 0 || (slowPaths !== undefined && !slowPaths.test(`${req.method} ${path}`))) {
      send(req, res, answer);
      return;
    }
    const timer = setTimeout(() => {
      pending.delete(timer);
      if (!res.destroyed) send(req, res, answer);
    }, latency);
    pending.add(timer);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signature = (payload: string) => {
    const key = createHash('sha1').update(credentials.privateKey).digest();
    return `${credentials.publicKey}|${createHmac('sha1', key).update(payload).digest('hex')}`;
  };

  const webhook = (kind: string, subscriptionId: string) => {
    const subscription = subscriptions.get(subscriptionId);
    if (subscription) {
      switch (kind) {
        case 'subscription_charged_successfully': {
          const renewal = charge(subscription.id, subscription.paymentMethodToken, subscription.price);
          subscription.transactionIds.push(renewal.id);
          const frequency = DOUBLE_PLANS[subscription.planId].billingFrequency;
          // A Pending subscription's first billing date starts its first period, as a renewal starts the next.
          subscription.billingPeriodStartDate = subscription.nextBillingDate;
          subscription.nextBillingDate = addMonths(subscription.nextBillingDate, frequency);
          subscription.billingPeriodEndDate = dayBefore(subscription.nextBillingDate);
          subscription.status = 'Active';
          subscription.failureCount = 0;
          break;
        }
        case 'subscription_charged_unsuccessfully':
        case 'subscription_went_past_due':
          subscription.status = 'Past Due';
          subscription.failureCount += 1;
          break;
        case 'subscription_canceled':
          subscription.status = 'Canceled';
          break;
        case 'subscription_expired':
          subscription.status = 'Expired';
          break;
      }
    }
    const subject: XmlFields = subscription
      ? { subscription: subscriptionXml(subscription) }
      : { subscription: { id: subscriptionId, transactions: list('transaction', []) } };
    const xml = toXml('notification', { timestamp: datetime(now()), kind, subject });
    const payload = `${Buffer.from(xml).toString('base64')}\n`;
    return { bt_signature: signature(payload), bt_payload: payload };
  };

  return {
    url,
    credentials,
    customers,
    cards,
    subscriptions,
    transactions,
    requests,
    setLatency: (ms, only) => {
      latency = ms;
      slowPaths = only;
    },
    setOutage: (only) => {
      outage = only;
    },
    settle: (orderId) => {
      for (const sale of transactions) {
        if (
          sale.orderId === orderId &&
          sale.type !== 'credit' &&
          sale.status === 'submitted_for_settlement'
        ) {
          sale.status = 'settled';
        }
      }
    },
    webhook,
    close: async () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
