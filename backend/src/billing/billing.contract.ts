import { z } from 'zod';
import { plainText } from '../platform/http/request-fields';
import {
  BILLING_CYCLES,
  parseSelfServePlan,
  type SelfServePlan,
} from '../platform/plans/plan-names.contract';
import { isPaidPlan } from './subscription.decider';
import type { PaidPlan } from './subscription.events';

/** Request and answer shapes of the /api/braintree calls (access-billing-site-admin.md §7). */
export type {
  CheckoutResult,
  DowngradeResult,
  PaymentMethodView,
  ProrationEstimateView,
  SubscriptionView,
  UpgradePlanResult,
} from './billing-views.contract';

/** Growth is how the interface names Basic; the checkout sells Basic and Pro only. */
const paidPlanName = z.string({ error: 'plan_name is required' }).transform((value, ctx): PaidPlan => {
  const plan = parseSelfServePlan(value);
  if (!isPaidPlan(plan)) {
    ctx.addIssue({ code: 'custom', message: 'plan_name must be Growth (Basic) or Pro' });
    return z.NEVER;
  }
  return plan;
});

export const checkoutBody = z.object({
  payment_method_nonce: z
    .string({ error: 'payment_method_nonce is required' })
    .trim()
    .min(1, 'payment_method_nonce is required')
    .max(4096, 'payment_method_nonce must be at most 4096 characters'),
  plan_name: paidPlanName,
  billing_cycle: z
    .enum(BILLING_CYCLES, { error: 'billing_cycle must be monthly or yearly' })
    .default('monthly'),
  // Braintree keeps at most 175 characters of a cardholder name.
  cardholder_name: z
    .string({ error: 'Cardholder name is required' })
    .pipe(plainText('cardholder_name', 175))
    .refine((value) => value !== '', 'Cardholder name is required'),
  /**
   * A paying user's new card (contract item 3): vaulted, billed by the subscription from now on, a past-due charge
   * retried with it, then the plan upgraded when plan and cycle are higher. Ignored on Free (a normal checkout).
   */
  update_card: z.boolean({ error: 'update_card must be true or false' }).default(false),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

const billingCycle = z.enum(BILLING_CYCLES, { error: 'billing_cycle must be monthly or yearly' });

/** GET /api/braintree/proration_estimate?plan&cycle: what upgrading to that plan and cycle charges now. */
export const prorationEstimateQuery = z.object({
  plan: z.string({ error: 'plan is required' }).transform((value, ctx): PaidPlan => {
    const plan = parseSelfServePlan(value);
    if (!isPaidPlan(plan)) {
      ctx.addIssue({ code: 'custom', message: 'plan must be Growth (Basic) or Pro' });
      return z.NEVER;
    }
    return plan;
  }),
  cycle: z.enum(BILLING_CYCLES, { error: 'cycle must be monthly or yearly' }),
});
export type ProrationEstimateQuery = z.infer<typeof prorationEstimateQuery>;

export const upgradePlanBody = z.object({ plan_name: paidPlanName, billing_cycle: billingCycle });
export type UpgradePlanBody = z.infer<typeof upgradePlanBody>;

/** POST /settings/downgrade: Free, Growth (Basic) or Pro; a paid target keeps the current cycle unless one is given. */
export const downgradeBody = z.object({
  plan_name: z.string({ error: 'plan_name is required' }).transform((value, ctx): SelfServePlan => {
    const plan = parseSelfServePlan(value);
    if (plan === null) {
      ctx.addIssue({ code: 'custom', message: 'plan_name must be Starter (Free), Growth (Basic) or Pro' });
      return z.NEVER;
    }
    return plan;
  }),
  billing_cycle: billingCycle.optional(),
});
export type DowngradeBody = z.infer<typeof downgradeBody>;
