import type { BillingCycle, SelfServePlan } from '@outreach/backend/platform/plans/plans.schemas';
import { localStorageKeys } from '../../config/storage-keys';

/**
 * The backend's plan aliases (plans.schemas parseSelfServePlan), kept here as data so the first page load does
 * not carry full zod; `satisfies` ties the keys to the backend's plan type.
 */
const PLAN_ALIASES = {
  free: 'Free',
  starter: 'Free',
  basic: 'Basic',
  growth: 'Basic',
  pro: 'Pro',
} as const satisfies Record<string, SelfServePlan>;

const CYCLES = ['monthly', 'yearly'] as const satisfies readonly BillingCycle[];

/** A self-serve plan from its key or its display name (Growth is Basic, Starter is Free), whatever the case. */
export function parsePlan(text: string | null): SelfServePlan | null {
  if (!text) return null;
  return (PLAN_ALIASES as Record<string, SelfServePlan>)[text.trim().toLowerCase()] ?? null;
}

export function parseCycle(text: string | null): BillingCycle | null {
  return CYCLES.find((cycle) => cycle === text?.trim().toLowerCase()) ?? null;
}

/** The plan and cycle picked on the pricing page before sign-up (spec section 3, selected_plan and billing_cycle). */
export function readChosenPlan(): { plan: string | null; cycle: string | null } {
  return {
    plan: localStorage.getItem(localStorageKeys.selectedPlan),
    cycle: localStorage.getItem(localStorageKeys.billingCycle),
  };
}

export function forgetChosenPlan(): void {
  localStorage.removeItem(localStorageKeys.selectedPlan);
  localStorage.removeItem(localStorageKeys.billingCycle);
}
