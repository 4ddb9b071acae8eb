import { z } from 'zod';
import { BILLING_CYCLES, parseSelfServePlan } from './plan-names.contract';

/** The plan names live in plan-names.contract and prices and display texts in plan-catalogue.contract (no zod, for the browser). */
export {
  BILLING_CYCLES,
  PLAN_DISPLAY_NAMES,
  PLAN_KEYS,
  SELF_SERVE_PLANS,
  parseSelfServePlan,
  planOrFree,
  type BillingCycle,
  type PlanKey,
  type SelfServePlan,
} from './plan-names.contract';

export const selfServePlan = z.string({ error: 'plan must be text' }).transform((value, ctx) => {
  const plan = parseSelfServePlan(value);
  if (!plan) {
    ctx.addIssue({ code: 'custom', message: 'plan must be one of Free (Starter), Growth (Basic) or Pro' });
    return z.NEVER;
  }
  return plan;
});

export const billingCycle = z.enum(BILLING_CYCLES, { error: 'cycle must be monthly or yearly' });
