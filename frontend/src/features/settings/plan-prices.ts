import {
  BILLING_CYCLES,
  type BillingCycle,
  type SelfServePlan,
} from '@outreach/backend/platform/plans/plan-names.schemas';

/** Spec section 9, the settings plan-price map: dollars a month on monthly billing. */
export const MONTHLY_PRICES: Readonly<Record<SelfServePlan, number>> = { Free: 0, Basic: 5, Pro: 15 };

/** Spec sections 6 and 9, the plan copy in settings (the task page's 25 for Growth is the other reading). */
export const PLAN_COMPANY_COPY: Readonly<Record<SelfServePlan, string>> = {
  Free: 'Up to 25 companies per task',
  Basic: 'Up to 50 companies per task',
  Pro: 'Unlimited companies per task',
};

/** Yearly billing pays for 9 months (spec section 9). */
const PAID_MONTHS_A_YEAR = 9;

/** The price a month as shown: on yearly billing floor(9 × monthly / 12). */
export function monthlyPriceShown(plan: SelfServePlan, cycle: BillingCycle): number {
  const monthly = MONTHLY_PRICES[plan];
  return cycle === 'yearly' ? Math.floor((PAID_MONTHS_A_YEAR * monthly) / 12) : monthly;
}

export function yearlyPrice(plan: SelfServePlan): number {
  return PAID_MONTHS_A_YEAR * MONTHLY_PRICES[plan];
}

export function parseBillingCycle(text: string | null): BillingCycle | null {
  return BILLING_CYCLES.find((cycle) => cycle === text?.trim().toLowerCase()) ?? null;
}
