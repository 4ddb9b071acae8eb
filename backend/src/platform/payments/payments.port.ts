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

/** The card-payment provider: customers, vaulted cards, recurring subscriptions and signed webhooks. */
export interface PaymentsGateway {
  clientToken(customerId?: string): Promise<string>;
  ensureCustomer(input: { customerId: string; email: string }): Promise<void>;
  vaultPaymentMethod(input: {
    customerId: string;
    nonce: string;
    cardholderName: string;
  }): Promise<PaymentMethodSummary>;
  defaultPaymentMethod(customerId: string): Promise<PaymentMethodSummary | null>;
  createSubscription(input: {
    subscriptionId: string;
    paymentMethodToken: string;
    planId: string;
    price: string;
  }): Promise<GatewaySubscription>;
  findSubscription(subscriptionId: string): Promise<GatewaySubscription | null>;
  changePlan(input: {
    subscriptionId: string;
    planId: string;
    price: string;
    prorate: boolean;
  }): Promise<GatewaySubscription>;
  cancelSubscription(subscriptionId: string): Promise<GatewaySubscription>;
  parseWebhook(
    signature: string,
    payload: string,
  ): Promise<{ kind: string; subscriptionId: string | null; timestamp: string }>;
  describe(): { mode: 'test' | 'braintree'; environment: string };
}
