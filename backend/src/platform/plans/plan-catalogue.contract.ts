/**
 * The plan catalogue: prices and the texts every screen and the server show for a plan, without zod so the
 * browser's first page load can read it. Sources: access-billing-site-admin.md §9 (prices, checkout plan limits,
 * pricing-page connection limits) and §3 (pricing-page plan, checkout catalogue); autopilot-settings.md §9.
 * PLAN_LIMITS stays the table the server enforces; every screen lists a plan's limits through planLimitLines, so the
 * pricing page, the checkout and the settings word and count them alike (docs/decisions.md, issue 16).
 */
import { planLimitLines } from './plan-limits.contract';
import {
  PLAN_DISPLAY_NAMES,
  SELF_SERVE_PLANS,
  type BillingCycle,
  type SelfServePlan,
} from './plan-names.contract';

/** Yearly billing pays for 9 months (§9, 'Pay for 9 months'). */
export const PAID_MONTHS_PER_YEAR = 9;

/** §9 prices, in cents a month on monthly billing. */
export const MONTHLY_PRICE_CENTS: Readonly<Record<SelfServePlan, number>> = {
  Free: 0,
  Basic: 500,
  Pro: 1500,
};

/** The plan the pricing page marks popular (§3: Growth). */
export const POPULAR_PLAN: SelfServePlan = 'Basic';

/** The cents one billing period costs: the monthly price, or 9 × it for a year. */
export function cyclePriceCents(plan: SelfServePlan, cycle: BillingCycle): number {
  const monthly = MONTHLY_PRICE_CENTS[plan];
  return cycle === 'yearly' ? PAID_MONTHS_PER_YEAR * monthly : monthly;
}

/** The price a month as shown: on yearly billing floor(9 × monthly / 12) in cents, so Growth is $3.75 (§9). */
export function monthlyPriceShownCents(plan: SelfServePlan, cycle: BillingCycle): number {
  return cycle === 'yearly'
    ? Math.floor((PAID_MONTHS_PER_YEAR * MONTHLY_PRICE_CENTS[plan]) / 12)
    : MONTHLY_PRICE_CENTS[plan];
}

/** Dollars as the screens show them: whole dollars without cents ('$5', '$135'), others with ('$3.75'). */
export function formatUsd(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** An amount as a payment gateway takes it: dollars with two decimals ('45.00'). */
export function gatewayAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The gateway's plan id for a paid plan and cycle (basic-monthly, pro-yearly, ...); Free has none. */
export function gatewayPlanId(plan: Exclude<SelfServePlan, 'Free'>, cycle: BillingCycle): string {
  return `${plan.toLowerCase()}-${cycle}`;
}

/** Whether a plan has a yearly price, so the cycle toggle applies to it (§4, Billing cycle). */
export function hasYearlyPrice(plan: SelfServePlan): boolean {
  return MONTHLY_PRICE_CENTS[plan] > 0;
}

/** The checkout's price text: '$5/month', '$45/year ($3.75/month)', and '$0' for Free on either cycle. */
export function priceText(plan: SelfServePlan, cycle: BillingCycle): string {
  if (!hasYearlyPrice(plan)) return formatUsd(0);
  const charge = formatUsd(cyclePriceCents(plan, cycle));
  return cycle === 'yearly'
    ? `${charge}/year (${formatUsd(monthlyPriceShownCents(plan, cycle))}/month)`
    : `${charge}/month`;
}

/** What a yearly plan charges at once, under its monthly price: '$135 billed yearly'; null for Free. */
export function yearlyBillingText(plan: SelfServePlan): string | null {
  return hasYearlyPrice(plan) ? `${formatUsd(cyclePriceCents(plan, 'yearly'))} billed yearly` : null;
}

/** The pricing page's feature lists, our own wording; each holds only what the product does on that plan. */
const PRICING_FEATURES: Readonly<Record<SelfServePlan, readonly string[]>> = {
  Free: [
    'Find hiring managers and recruiters',
    'AI-drafted outreach emails',
    'Email templates and scheduling',
    'No card required',
  ],
  Basic: ['Everything in Starter', 'Autopilot across more companies', 'Upgrade any time, pro-rated'],
  Pro: ['Everything in Growth', 'Premium templates', 'Priority support'],
};

/** §3 'Pricing-page plan': the card the pricing page shows for a plan on a cycle. */
export interface PricingPlan {
  key: SelfServePlan;
  name: string;
  /** The price a month, '$3.75'. */
  price: string;
  period: '/month';
  /** On yearly billing, what is charged at once ('$45 billed yearly'); null otherwise and for Free. */
  billing: string | null;
  /** The headline limit: the companies one contact search may take ('Up to 25 companies per contact search'). */
  limitText: string;
  /** Every limit of the plan, worded as the checkout and the settings word them. */
  limits: string[];
  features: readonly string[];
  popular: boolean;
}

export function pricingPlan(plan: SelfServePlan, cycle: BillingCycle): PricingPlan {
  const limits = planLimitLines(plan);
  return {
    key: plan,
    name: PLAN_DISPLAY_NAMES[plan],
    price: formatUsd(monthlyPriceShownCents(plan, cycle)),
    period: '/month',
    billing: cycle === 'yearly' ? yearlyBillingText(plan) : null,
    limitText: limits[0],
    limits,
    features: PRICING_FEATURES[plan],
    popular: plan === POPULAR_PLAN,
  };
}

/** Starter, Growth and Pro as the pricing page and the settings plan chooser list them. */
export function pricingPlans(cycle: BillingCycle): PricingPlan[] {
  return SELF_SERVE_PLANS.map((plan) => pricingPlan(plan, cycle));
}

/** §3 'Plan catalogue in checkout': a plan's name, price text and features (its limits list). */
export interface CheckoutPlan {
  key: SelfServePlan;
  name: string;
  priceText: string;
  /** What the cycle charges, in cents. */
  amountCents: number;
  /** The plan's limits, worded as the pricing page and the settings word them. */
  features: string[];
}

export function checkoutPlan(plan: SelfServePlan, cycle: BillingCycle): CheckoutPlan {
  return {
    key: plan,
    name: PLAN_DISPLAY_NAMES[plan],
    priceText: priceText(plan, cycle),
    amountCents: cyclePriceCents(plan, cycle),
    features: planLimitLines(plan),
  };
}
