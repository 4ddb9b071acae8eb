import type { GatewaySubscription } from '../platform/payments/payments.port';
import type { RecordRenewal } from './subscription.decider';

/** Cents of a gateway amount ("41.61" → 4161), the inverse of gatewayAmount. */
export const gatewayCents = (amount: string): number => Math.round(Number(amount) * 100);

/**
 * RecordRenewal from the gateway's view of a subscription (a "charged" webhook, a retried past-due charge, a renewal
 * found before a downgrade): the price it bills and its current period. `fallback` fills a period the gateway left
 * out; without either, there is no period to record and the answer is null.
 */
export function renewalFrom(
  gateway: GatewaySubscription,
  keyed: { userId: string; idempotencyKey: string | null },
  fallback: { billingPeriodStart: string; nextBillingDate: string } | null = null,
): RecordRenewal | null {
  const billingPeriodStart = gateway.billingPeriodStartDate ?? fallback?.billingPeriodStart;
  const nextBillingDate = gateway.nextBillingDate ?? fallback?.nextBillingDate;
  if (!billingPeriodStart || !nextBillingDate) return null;
  return {
    type: 'RecordRenewal',
    data: {
      ...keyed,
      gatewaySubscriptionId: gateway.id,
      chargedCents: gatewayCents(gateway.price),
      billingPeriodStart,
      nextBillingDate,
    },
  };
}
