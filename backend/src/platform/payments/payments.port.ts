export const PAYMENTS = Symbol('PAYMENTS');

/** A vaulted card as the gateway describes it; expirationDate is MM/YYYY. */
export interface PaymentMethodSummary {
  token: string;
  cardType: string;
  last4: string;
  expirationDate: string;
  cardholderName: string | null;
}

/** A subscription as the gateway holds it; dates are YYYY-MM-DD, prices decimal strings. */
export interface GatewaySubscription {
  id: string;
  planId: string;
  price: string /* "5.00" */;
  status: 'Active' | 'Past Due' | 'Canceled' | 'Pending' | 'Expired';
  billingPeriodStartDate: string | null;
  billingPeriodEndDate: string | null;
  nextBillingDate: string | null;
  paymentMethodToken: string;
}

/** Whether the gateway still bills the subscription (or will, when Pending): not canceled, not expired. */
export function stillBills(subscription: GatewaySubscription): boolean {
  return (
    subscription.status === 'Active' ||
    subscription.status === 'Past Due' ||
    subscription.status === 'Pending'
  );
}

/** A one-off sale submitted for settlement (chargeOnce); amount is a decimal string ("41.61"). */
export interface GatewayCharge {
  transactionId: string;
  orderId: string;
  amount: string;
  paymentMethodToken: string;
}

/** What voidOrRefund did to the one-off sale made under an order id. */
export interface GatewayReversal {
  orderId: string;
  /** The sale's transaction id; null when no sale was charged under the order id. */
  transactionId: string | null;
  /** voided: not settled yet, the authorization is reversed; refunded: settled, the amount is credited back. */
  outcome: 'voided' | 'refunded' | 'none';
  amount: string | null;
}

/**
 * Whether the subscription already held under an id we chose is the one a create asked for (same plan, same card):
 * then a retried create answers it instead of charging twice.
 */
export function isSameSubscription(
  existing: GatewaySubscription | null,
  requested: { planId: string; paymentMethodToken: string },
): existing is GatewaySubscription {
  return (
    existing !== null &&
    existing.planId === requested.planId &&
    existing.paymentMethodToken === requested.paymentMethodToken
  );
}

/** A card to vault for a customer: the nonce the browser's hosted fields produced. */
export interface CardToVault {
  customerId: string;
  nonce: string;
  cardholderName: string;
}

/** subscriptionId is ours, so a retried create finds the first attempt (isSameSubscription). */
export interface NewSubscription {
  subscriptionId: string;
  paymentMethodToken: string;
  planId: string;
  price: string;
  firstBillingDate?: string;
}

export interface PlanChange {
  subscriptionId: string;
  planId: string;
  price: string;
  prorate: boolean;
}

export interface PaymentMethodChange {
  subscriptionId: string;
  paymentMethodToken: string;
}

export interface OneOffCharge {
  paymentMethodToken: string;
  amount: string;
  orderId: string;
}

/** The card-payment provider: customers, vaulted cards, recurring subscriptions and signed webhooks. */
export interface PaymentsGateway {
  clientToken(customerId?: string): Promise<string>;
  ensureCustomer(input: { customerId: string; email: string }): Promise<void>;
  vaultPaymentMethod(input: CardToVault): Promise<PaymentMethodSummary>;
  defaultPaymentMethod(customerId: string): Promise<PaymentMethodSummary | null>;
  /**
   * firstBillingDate (YYYY-MM-DD, after today): the subscription is Pending, charges nothing now and first bills
   * that day (no billing period yet, nextBillingDate = that day). Without it the first cycle is charged now.
   */
  createSubscription(input: NewSubscription): Promise<GatewaySubscription>;
  findSubscription(subscriptionId: string): Promise<GatewaySubscription | null>;
  changePlan(input: PlanChange): Promise<GatewaySubscription>;
  cancelSubscription(subscriptionId: string): Promise<GatewaySubscription>;
  /** The card a live subscription bills from now on (a card of the same customer). */
  changePaymentMethod(input: PaymentMethodChange): Promise<GatewaySubscription>;
  /**
   * A one-off sale, submitted for settlement. orderId is ours and unique per charge: a retry with the same orderId
   * answers the earlier successful sale instead of charging again. A decline throws PaymentDeclined.
   */
  chargeOnce(input: OneOffCharge): Promise<GatewayCharge>;
  /**
   * Takes back the one-off sale charged under orderId (chargeOnce): voided while it is not settled, refunded in full
   * once it is. Idempotent: a sale already voided or refunded answers that outcome again; no sale under the order id
   * (never charged, or declined) answers 'none'.
   */
  voidOrRefund(orderId: string): Promise<GatewayReversal>;
  /**
   * Charges a past-due subscription's balance again with its card (submitted for settlement); on success the
   * subscription is Active again. A decline throws PaymentDeclined and it stays Past Due.
   */
  retryCharge(subscriptionId: string): Promise<GatewaySubscription>;
  parseWebhook(
    signature: string,
    payload: string,
  ): Promise<{ kind: string; subscriptionId: string | null; timestamp: string }>;
  describe(): { mode: 'test' | 'braintree'; environment: string };
}
