/**
 * Events of the subscription-<userId> stream. A public contract: add types or versions, never reshape.
 * Money is in whole cents; prices are per billing cycle (a yearly price is the whole year's).
 * Dates come from the payment gateway as it gives them (YYYY-MM-DD or an ISO time).
 * idempotencyKey is the key of the command that recorded the event (null when it had none); a command
 * carrying a key already recorded decides nothing, so a checkout submitted twice charges once.
 */
import type { BillingCycle, SelfServePlan } from '../platform/plans/plan-names.contract';

/** Plans bought through the checkout; Free needs no payment, Max and Demon are granted by an admin. */
export type PaidPlan = Exclude<SelfServePlan, 'Free'>;

/** A card vaulted at the gateway; never the card number. */
export interface PaymentMethod {
  token: string;
  cardType: string;
  last4: string;
  expirationDate: string;
  cardholderName: string | null;
}

/** Free to a paid plan through the checkout: the gateway charged the first cycle. */
export interface SubscriptionStarted {
  type: 'SubscriptionStarted';
  data: {
    userId: string;
    idempotencyKey: string | null;
    gatewaySubscriptionId: string;
    plan: PaidPlan;
    cycle: BillingCycle;
    priceCents: number;
    billingPeriodStart: string;
    nextBillingDate: string;
    paymentMethod: PaymentMethod | null;
  };
}

/**
 * Immediate and pro-rated (terms, access-billing-site-admin.md §9): prorationCents is what the gateway charged
 * now. Choosing the current plan again while a downgrade is scheduled is an upgrade back: the downgrade named in
 * canceledDowngrade is dropped, plan and cycle stay, nothing is charged.
 */
export interface PlanUpgraded {
  type: 'PlanUpgraded';
  data: {
    userId: string;
    idempotencyKey: string | null;
    gatewaySubscriptionId: string;
    fromPlan: PaidPlan;
    fromCycle: BillingCycle;
    plan: PaidPlan;
    cycle: BillingCycle;
    priceCents: number;
    prorationCents: number;
    billingPeriodStart: string;
    nextBillingDate: string;
    canceledDowngrade: { plan: SelfServePlan; cycle: BillingCycle | null } | null;
  };
}

/** Who moves down, from which paid plan and cycle, to which plan, cycle and price: fields of both downgrade events. */
interface DowngradeTerms {
  userId: string;
  idempotencyKey: string | null;
  fromPlan: PaidPlan;
  fromCycle: BillingCycle;
  plan: SelfServePlan;
  cycle: BillingCycle | null;
  priceCents: number;
}

/**
 * A downgrade takes effect at the end of the billing cycle (terms): the plan stays until effectiveAt.
 * It replaces any downgrade scheduled before. cycle and priceCents are null and 0 for Free.
 * nextGatewaySubscriptionId: the gateway subscription created (pending, first billing at effectiveAt) to bill the
 * lower plan when the cycle changes; null (or absent in events recorded before it existed) when the current gateway
 * subscription keeps billing, or the target is Free.
 */
export interface PlanDowngradeScheduled {
  type: 'PlanDowngradeScheduled';
  data: DowngradeTerms & {
    effectiveAt: string;
    nextGatewaySubscriptionId?: string | null;
  };
}

/**
 * The scheduled downgrade, applied at or after its effectiveAt. To Free it ends the subscription (gateway fields
 * null); to a paid plan the gateway fields describe the subscription that now bills the lower price.
 */
export interface PlanDowngraded {
  type: 'PlanDowngraded';
  data: DowngradeTerms & {
    gatewaySubscriptionId: string | null;
    billingPeriodStart: string | null;
    nextBillingDate: string | null;
    downgradedAt: string;
  };
}

export interface PaymentMethodUpdated {
  type: 'PaymentMethodUpdated';
  data: { userId: string; idempotencyKey: string | null; paymentMethod: PaymentMethod };
}

/** The gateway could not charge a renewal; the subscription is past due until a renewal succeeds. */
export interface PaymentFailed {
  type: 'PaymentFailed';
  data: {
    userId: string;
    idempotencyKey: string | null;
    gatewaySubscriptionId: string;
    reason: string | null;
    failedAt: string;
  };
}

/** The gateway charged a new cycle: the period moves on and a past-due subscription is active again. */
export interface SubscriptionRenewed {
  type: 'SubscriptionRenewed';
  data: {
    userId: string;
    idempotencyKey: string | null;
    gatewaySubscriptionId: string;
    chargedCents: number;
    billingPeriodStart: string;
    nextBillingDate: string;
  };
}

/** The gateway ended the subscription (for example after failed retries, or from its control panel): back to Free. */
export interface SubscriptionCanceled {
  type: 'SubscriptionCanceled';
  data: {
    userId: string;
    idempotencyKey: string | null;
    gatewaySubscriptionId: string;
    plan: PaidPlan;
    reason: string | null;
    canceledAt: string;
  };
}

export type SubscriptionEvent =
  | SubscriptionStarted
  | PlanUpgraded
  | PlanDowngradeScheduled
  | PlanDowngraded
  | PaymentMethodUpdated
  | PaymentFailed
  | SubscriptionRenewed
  | SubscriptionCanceled;

export const SUBSCRIPTION_EVENT_TYPES = [
  'SubscriptionStarted',
  'PlanUpgraded',
  'PlanDowngradeScheduled',
  'PlanDowngraded',
  'PaymentMethodUpdated',
  'PaymentFailed',
  'SubscriptionRenewed',
  'SubscriptionCanceled',
] as const satisfies readonly SubscriptionEvent['type'][];

export const subscriptionStreamId = (userId: string): string => `subscription-${userId}`;
