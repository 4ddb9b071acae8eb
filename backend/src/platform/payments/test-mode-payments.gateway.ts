import { createHmac, randomBytes } from 'node:crypto';
import { Kysely, sql, type Selectable } from 'kysely';
import { BILLING_CYCLES, SELF_SERVE_PLANS, type BillingCycle } from '../plans/plan-names.contract';
import { gatewayPlanId } from '../plans/plan-catalogue.contract';
import { InvalidWebhookSignature, PaymentDeclined, PaymentProcessorError } from './payments.errors';
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
import {
  TEST_MODE_CARD_EXPIRATION,
  TEST_MODE_CLIENT_TOKEN_PREFIX,
  TEST_MODE_NONCE_PREFIX,
  testModeCard,
} from './test-mode-cards.contract';
import type { TestModePaymentsTables } from './test-mode-payments.tables';

export interface TestModeSettings {
  /** Signs the client tokens (JWT_SECRET), so a token names the customer it was made for. */
  secret: string;
  /** Today's date comes from here (tests move it). */
  now?: () => Date;
}

/** Months a billing period lasts, for every plan id the catalogue sends (basic-monthly … pro-yearly). */
const PERIOD_MONTHS: ReadonlyMap<string, number> = new Map(
  SELF_SERVE_PLANS.filter((plan) => plan !== 'Free').flatMap((plan) =>
    BILLING_CYCLES.map((cycle: BillingCycle) => [gatewayPlanId(plan, cycle), cycle === 'yearly' ? 12 : 1]),
  ),
);

/** Braintree's rule for ids we choose (customers and subscriptions), kept so test mode refuses what it refuses. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,36}$/;
const PRICE_PATTERN = /^\d{1,10}\.\d{2}$/;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** The order ids of one-off charges: ours, like the subscription ids. */
const ORDER_ID_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Braintree's processor answers for its test cards, in its own words. */
const DECLINED = { code: '2000', text: 'Do Not Honor' };
const PROCESSOR_FAILURE = 'Processor Network Unavailable - Try Again';
const NOT_A_TEST_CARD = 'Test mode accepts only the test cards shown on the page.';

const SUBSCRIPTION_COLUMNS = [
  'subscription_id',
  'payment_method_token',
  'plan_id',
  'price',
  'status',
  sql<string | null>`billing_period_start_date::text`.as('billing_period_start_date'),
  sql<string | null>`billing_period_end_date::text`.as('billing_period_end_date'),
  sql<string | null>`next_billing_date::text`.as('next_billing_date'),
] as const;

/** A subscription as SUBSCRIPTION_COLUMNS read it: every column but the times. */
type SubscriptionRow = Omit<
  Selectable<TestModePaymentsTables['test_mode_subscriptions']>,
  'created_at' | 'updated_at'
>;

type CardRow = Selectable<TestModePaymentsTables['test_mode_payment_methods']>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The same day `months` later, clamped to the month's last day (Jan 31 + 1 month = Feb 28), as Braintree bills. */
function addMonths(day: string, months: number): string {
  const start = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return isoDay(target);
}

function dayBefore(day: string): string {
  return isoDay(new Date(new Date(`${day}T00:00:00Z`).getTime() - 86_400_000));
}

function summaryOf(card: CardRow): PaymentMethodSummary {
  return {
    token: card.token,
    cardType: card.card_type,
    last4: card.last4,
    expirationDate: card.expiration_date,
    cardholderName: card.cardholder_name,
  };
}

function subscriptionOf(row: SubscriptionRow): GatewaySubscription {
  return {
    id: row.subscription_id,
    planId: row.plan_id,
    price: row.price,
    status: row.status as GatewaySubscription['status'],
    billingPeriodStartDate: row.billing_period_start_date,
    billingPeriodEndDate: row.billing_period_end_date,
    nextBillingDate: row.next_billing_date,
    paymentMethodToken: row.payment_method_token,
  };
}

const refused = (message: string) =>
  new PaymentProcessorError(`The payment gateway refused the request: ${message}`);

/**
 * PaymentsGateway kept in PostgreSQL for development, demos and tests: no real card ever reaches it, only the
 * documented test cards (TEST_MODE_CARDS), and it answers the way the Braintree adapter does for the same cases.
 */
export class TestModePaymentsGateway implements PaymentsGateway {
  private readonly now: () => Date;

  constructor(
    private readonly db: Kysely<TestModePaymentsTables>,
    private readonly settings: TestModeSettings,
  ) {
    this.now = settings.now ?? (() => new Date());
  }

  describe(): { mode: 'test'; environment: string } {
    return { mode: 'test', environment: 'test-mode' };
  }

  async clientToken(customerId?: string): Promise<string> {
    if (customerId !== undefined && !(await this.customerExists(customerId))) {
      throw refused('Customer specified by customer_id does not exist.');
    }
    const payload = Buffer.from(
      JSON.stringify({ customer_id: customerId ?? null, issued_at: this.now().toISOString() }),
    ).toString('base64url');
    return `${TEST_MODE_CLIENT_TOKEN_PREFIX}${payload}.${this.sign(payload)}`;
  }

  async ensureCustomer(input: { customerId: string; email: string }): Promise<void> {
    if (!ID_PATTERN.test(input.customerId)) {
      throw refused("Customer ID is invalid (use only letters, numbers, '-', and '_').");
    }
    await this.db
      .insertInto('test_mode_customers')
      .values({ customer_id: input.customerId, email: input.email })
      .onConflict((oc) => oc.column('customer_id').doNothing())
      .execute();
  }

  async vaultPaymentMethod(input: CardToVault): Promise<PaymentMethodSummary> {
    if (!(await this.customerExists(input.customerId))) throw refused('Customer ID is invalid.');
    const card = input.nonce.startsWith(TEST_MODE_NONCE_PREFIX)
      ? testModeCard(input.nonce.slice(TEST_MODE_NONCE_PREFIX.length))
      : undefined;
    if (card === undefined) throw new PaymentDeclined(NOT_A_TEST_CARD, undefined, 'payment_method_nonce');
    // Cards are verified when vaulted, as the Braintree adapter asks: a bad card is refused before any subscription.
    if (card.outcome === 'decline') {
      throw new PaymentDeclined(DECLINED.text, DECLINED.code, 'payment_method_nonce');
    }
    if (card.outcome === 'processor_error') throw new PaymentProcessorError(PROCESSOR_FAILURE);

    return this.db.transaction().execute(async (trx) => {
      // One vault at a time a customer, so exactly one card stays the default.
      await trx
        .selectFrom('test_mode_customers')
        .select('customer_id')
        .where('customer_id', '=', input.customerId)
        .forUpdate()
        .execute();
      await trx
        .updateTable('test_mode_payment_methods')
        .set({ is_default: false })
        .where('customer_id', '=', input.customerId)
        .where('is_default', '=', true)
        .execute();
      const stored = await trx
        .insertInto('test_mode_payment_methods')
        .values({
          token: randomBytes(8).toString('hex'),
          customer_id: input.customerId,
          card_type: card.brand,
          last4: card.number.slice(-4),
          expiration_date: TEST_MODE_CARD_EXPIRATION,
          cardholder_name: input.cardholderName.trim() === '' ? null : input.cardholderName,
          is_default: true,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return summaryOf(stored);
    });
  }

  async defaultPaymentMethod(customerId: string): Promise<PaymentMethodSummary | null> {
    const card = await this.db
      .selectFrom('test_mode_payment_methods')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('is_default', '=', true)
      .executeTakeFirst();
    return card === undefined ? null : summaryOf(card);
  }

  async createSubscription(input: NewSubscription): Promise<GatewaySubscription> {
    if (!ID_PATTERN.test(input.subscriptionId)) {
      throw refused("ID is invalid (use only letters, numbers, '-', and '_').");
    }
    const months = PERIOD_MONTHS.get(input.planId);
    if (months === undefined) throw refused('Plan ID is invalid.');
    if (!PRICE_PATTERN.test(input.price)) throw refused('Price is an invalid format.');
    await this.requireCard(input.paymentMethodToken);

    const today = isoDay(this.now());
    const first = input.firstBillingDate;
    if (first !== undefined && (!DAY_PATTERN.test(first) || Number.isNaN(Date.parse(first)))) {
      throw refused('First Billing Date is invalid (YYYY-MM-DD).');
    }
    if (first !== undefined && first < today) throw refused('First Billing Date cannot be in the past.');
    // A first billing date after today: Pending, nothing charged, no period until that day (as on Braintree).
    const pending = first !== undefined && first > today;
    const nextBillingDate = pending ? first : addMonths(today, months);
    const created = await this.db
      .insertInto('test_mode_subscriptions')
      .values({
        subscription_id: input.subscriptionId,
        payment_method_token: input.paymentMethodToken,
        plan_id: input.planId,
        price: input.price,
        status: pending ? 'Pending' : 'Active',
        billing_period_start_date: pending ? null : today,
        billing_period_end_date: pending ? null : dayBefore(nextBillingDate),
        next_billing_date: nextBillingDate,
      })
      .onConflict((oc) => oc.column('subscription_id').doNothing())
      .returning(SUBSCRIPTION_COLUMNS)
      .executeTakeFirst();
    if (created !== undefined) return subscriptionOf(created);
    // The id is ours, so a retry finds the first attempt instead of charging twice (as the Braintree adapter does).
    const existing = await this.findSubscription(input.subscriptionId);
    if (isSameSubscription(existing, input)) return existing;
    throw refused('ID has already been taken.');
  }

  /**
   * Test mode never renews, but a Pending subscription whose first billing date has come is read as billed that
   * day (Active, its first period from that date), so a scheduled downgrade can move to it at the cycle end.
   */
  async findSubscription(subscriptionId: string): Promise<GatewaySubscription | null> {
    const row = await this.db
      .selectFrom('test_mode_subscriptions')
      .select(SUBSCRIPTION_COLUMNS)
      .where('subscription_id', '=', subscriptionId)
      .executeTakeFirst();
    if (row === undefined) return null;
    const first = row.next_billing_date;
    const months = PERIOD_MONTHS.get(row.plan_id);
    if (row.status !== 'Pending' || first === null || months === undefined || first > isoDay(this.now())) {
      return subscriptionOf(row);
    }
    const nextBillingDate = addMonths(first, months);
    const started = await this.db
      .updateTable('test_mode_subscriptions')
      .set({
        status: 'Active',
        billing_period_start_date: first,
        billing_period_end_date: dayBefore(nextBillingDate),
        next_billing_date: nextBillingDate,
        updated_at: this.now().toISOString(),
      })
      .where('subscription_id', '=', subscriptionId)
      .where('status', '=', 'Pending')
      .returning(SUBSCRIPTION_COLUMNS)
      .executeTakeFirst();
    // Another reader started it first: read it as it is now.
    return started === undefined ? this.findSubscription(subscriptionId) : subscriptionOf(started);
  }

  /** Records the new plan and price; test mode charges nothing, so `prorate` changes nothing here. */
  async changePlan(input: PlanChange): Promise<GatewaySubscription> {
    return this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('test_mode_subscriptions')
        .select(['plan_id', 'status'])
        .where('subscription_id', '=', input.subscriptionId)
        .forUpdate()
        .executeTakeFirst();
      if (current === undefined) throw refused(`no subscription ${input.subscriptionId}.`);
      if (current.status === 'Canceled' || current.status === 'Expired') {
        throw refused('Subscription has been canceled and cannot be updated.');
      }
      const months = PERIOD_MONTHS.get(input.planId);
      if (months === undefined) throw refused('Plan ID is invalid.');
      // Braintree refuses it too: a cycle change is a cancel and a new subscription.
      if (months !== PERIOD_MONTHS.get(current.plan_id)) {
        throw refused('Cannot update subscription to a plan with a different billing frequency.');
      }
      if (!PRICE_PATTERN.test(input.price)) throw refused('Price is an invalid format.');
      const updated = await trx
        .updateTable('test_mode_subscriptions')
        .set({ plan_id: input.planId, price: input.price, updated_at: this.now().toISOString() })
        .where('subscription_id', '=', input.subscriptionId)
        .returning(SUBSCRIPTION_COLUMNS)
        .executeTakeFirstOrThrow();
      return subscriptionOf(updated);
    });
  }

  /** Idempotent: canceling a canceled subscription answers it as it is. */
  async cancelSubscription(subscriptionId: string): Promise<GatewaySubscription> {
    const canceled = await this.db
      .updateTable('test_mode_subscriptions')
      .set({ status: 'Canceled', next_billing_date: null, updated_at: this.now().toISOString() })
      .where('subscription_id', '=', subscriptionId)
      .where('status', '<>', 'Canceled')
      .returning(SUBSCRIPTION_COLUMNS)
      .executeTakeFirst();
    if (canceled !== undefined) return subscriptionOf(canceled);
    const existing = await this.findSubscription(subscriptionId);
    if (existing === null) throw refused(`no subscription ${subscriptionId}.`);
    return existing;
  }

  /** Refuses, as the gateway does, a payment method token no card was vaulted under. */
  private async requireCard(token: string): Promise<void> {
    const card = await this.db
      .selectFrom('test_mode_payment_methods')
      .select('token')
      .where('token', '=', token)
      .executeTakeFirst();
    if (card === undefined) throw refused('Payment method token is invalid.');
  }

  /** The card a live subscription bills from now on; the card must be vaulted. */
  async changePaymentMethod(input: PaymentMethodChange): Promise<GatewaySubscription> {
    await this.requireCard(input.paymentMethodToken);
    const current = await this.findSubscription(input.subscriptionId);
    if (current === null) throw refused(`no subscription ${input.subscriptionId}.`);
    if (current.status === 'Canceled' || current.status === 'Expired') {
      throw refused('Subscription has been canceled and cannot be updated.');
    }
    const updated = await this.db
      .updateTable('test_mode_subscriptions')
      .set({ payment_method_token: input.paymentMethodToken, updated_at: this.now().toISOString() })
      .where('subscription_id', '=', input.subscriptionId)
      .returning(SUBSCRIPTION_COLUMNS)
      .executeTakeFirstOrThrow();
    return subscriptionOf(updated);
  }

  /** Kept by order id: a retry with the same order id answers the first charge (no money moves in test mode). */
  async chargeOnce(input: OneOffCharge): Promise<GatewayCharge> {
    if (!ORDER_ID_PATTERN.test(input.orderId)) throw refused('Order ID is invalid.');
    if (!PRICE_PATTERN.test(input.amount) || Number(input.amount) <= 0) {
      throw refused('Amount is an invalid format.');
    }
    const earlier = await this.chargeOf(input.orderId);
    if (earlier) return earlier;
    await this.requireCard(input.paymentMethodToken);
    await this.db
      .insertInto('test_mode_charges')
      .values({
        order_id: input.orderId,
        transaction_id: randomBytes(4).toString('hex'),
        payment_method_token: input.paymentMethodToken,
        amount: input.amount,
      })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .execute();
    // Two racing attempts: the first insert wins and both answer it.
    const charged = await this.chargeOf(input.orderId);
    if (charged === null) throw refused(`no charge ${input.orderId}.`);
    return charged;
  }

  /** Voided while submitted for settlement (test mode never settles by itself), refunded once settled; idempotent. */
  async voidOrRefund(orderId: string): Promise<GatewayReversal> {
    const row = await this.db
      .selectFrom('test_mode_charges')
      .select(['transaction_id', 'status', sql<string>`amount::text`.as('amount')])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    if (row === undefined) return { orderId, transactionId: null, outcome: 'none', amount: null };
    const outcome = row.status === 'settled' || row.status === 'refunded' ? 'refunded' : 'voided';
    await this.db
      .updateTable('test_mode_charges')
      .set({ status: outcome })
      .where('order_id', '=', orderId)
      .execute();
    return { orderId, transactionId: row.transaction_id, outcome, amount: row.amount };
  }

  /** A past-due subscription is charged again with its card: test cards approve, so it is Active again. */
  async retryCharge(subscriptionId: string): Promise<GatewaySubscription> {
    const current = await this.findSubscription(subscriptionId);
    if (current === null) throw refused(`no subscription ${subscriptionId}.`);
    if (current.status !== 'Past Due') {
      throw refused('Subscription status must be Past Due in order to retry.');
    }
    const updated = await this.db
      .updateTable('test_mode_subscriptions')
      .set({ status: 'Active', updated_at: this.now().toISOString() })
      .where('subscription_id', '=', subscriptionId)
      .returning(SUBSCRIPTION_COLUMNS)
      .executeTakeFirstOrThrow();
    return subscriptionOf(updated);
  }

  parseWebhook(): Promise<{ kind: string; subscriptionId: string | null; timestamp: string }> {
    return Promise.reject(
      new InvalidWebhookSignature('Test mode sends no webhooks; no notification can be believed.'),
    );
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.settings.secret)
      .update(`test-mode-client-token\n${payload}`)
      .digest('base64url');
  }

  private async chargeOf(orderId: string): Promise<GatewayCharge | null> {
    const row = await this.db
      .selectFrom('test_mode_charges')
      .select(['transaction_id', 'order_id', 'payment_method_token', sql<string>`amount::text`.as('amount')])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return row === undefined
      ? null
      : {
          transactionId: row.transaction_id,
          orderId: row.order_id,
          amount: row.amount,
          paymentMethodToken: row.payment_method_token,
        };
  }

  private async customerExists(customerId: string): Promise<boolean> {
    const customer = await this.db
      .selectFrom('test_mode_customers')
      .select('customer_id')
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return customer !== undefined;
  }
}
