/**
 * Plan keys as stored (role_name) and how the interface names them, without zod, so the browser's first
 * page load can read them. Basic is shown as Growth and Free as Starter; Max and Demon are admin-only plans
 * seen in the users list. plans.contract.ts builds the request schemas on these; nothing else spells plan names.
 */
export const PLAN_KEYS = ['Free', 'Basic', 'Pro', 'Max', 'Demon'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

/** Plans a visitor can choose on the pricing page and carry through sign-up. */
export const SELF_SERVE_PLANS = ['Free', 'Basic', 'Pro'] as const;
export type SelfServePlan = (typeof SELF_SERVE_PLANS)[number];

export const PLAN_DISPLAY_NAMES: Record<PlanKey, string> = {
  Free: 'Starter',
  Basic: 'Growth',
  Pro: 'Pro',
  Max: 'Max',
  Demon: 'Demon',
};

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

const PLAN_ALIASES: Record<string, SelfServePlan> = {
  free: 'Free',
  starter: 'Free',
  basic: 'Basic',
  growth: 'Basic',
  pro: 'Pro',
};

/** A self-serve plan from its key or its display name, whatever the case; null when it is neither. */
export function parseSelfServePlan(text: string): SelfServePlan | null {
  return PLAN_ALIASES[text.trim().toLowerCase()] ?? null;
}

/** A billing cycle whatever its case and surrounding spaces (a query parameter, a stored billing_cycle); null otherwise. */
export function parseBillingCycle(text: string | null | undefined): BillingCycle | null {
  return BILLING_CYCLES.find((cycle) => cycle === text?.trim().toLowerCase()) ?? null;
}

/** The plan to show for a stored role_name: an empty one is Free (spec: "shown as Free when empty"). */
export function planOrFree(roleName: string | null | undefined): string {
  return roleName && roleName.trim() !== '' ? roleName : 'Free';
}
