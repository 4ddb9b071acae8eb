/**
 * The answers of the billing calls, without zod so the browser shares them (access-billing-site-admin.md §7,
 * autopilot-settings.md §7.4).
 */
import type { BillingCycle, SelfServePlan } from '../platform/plans/plan-names.contract';

type PaidPlan = Exclude<SelfServePlan, 'Free'>;

export interface CheckoutResult {
  success: true;
  detail: 'Subscription successful!';
  plan_name: PaidPlan;
  billing_cycle: BillingCycle;
  next_billing_date: string;
  checkpoint: string;
}

export interface SubscriptionView {
  /** Free when there is no subscription (never bought, canceled, or downgraded to Free). */
  plan_name: string;
  billing_cycle: BillingCycle | null;
  /** none: no subscription. */
  status: 'active' | 'past_due' | 'none';
  next_billing_date: string | null;
  /** What one billing cycle costs, as the gateway bills it ('5.00'); null without a subscription. */
  price: string | null;
  scheduled_downgrade: { plan_name: string; billing_cycle: BillingCycle | null; effective_at: string } | null;
}

/** GET /api/braintree/payment-method (autopilot-settings.md §6): the default card; nulls without one. */
export interface PaymentMethodView {
  has_card: boolean;
  card_type: string | null;
  last4: string | null;
  /** MM/YYYY. */
  exp_date: string | null;
  cardholder_name: string | null;
}

export interface ProrationEstimateView {
  /** Dollars, two decimals. */
  amount: number;
  amount_cents: number;
  currency: 'USD';
  next_billing_date: string | null;
}

export interface UpgradePlanResult {
  success: true;
  detail: 'Plan upgraded';
  plan_name: PaidPlan;
  billing_cycle: BillingCycle;
  checkpoint: string;
}

export interface DowngradeResult {
  success: true;
  detail: string;
  effective_at: string;
  checkpoint: string;
}

/** GET /api/braintree/subscription for a user without a subscription (never bought, canceled, downgraded to Free). */
export const NO_SUBSCRIPTION: Readonly<SubscriptionView> = {
  plan_name: 'Free',
  billing_cycle: null,
  status: 'none',
  next_billing_date: null,
  price: null,
  scheduled_downgrade: null,
};
