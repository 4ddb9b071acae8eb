import {
  BILLING_CYCLES,
  parseSelfServePlan,
  type BillingCycle,
  type SelfServePlan,
} from '@outreach/backend/platform/plans/plan-names.contract';
import { localStorageKeys } from '../../config/storage-keys';

/** A self-serve plan from its key or its display name (Growth is Basic, Starter is Free), whatever the case. */
export function parsePlan(text: string | null): SelfServePlan | null {
  return text ? parseSelfServePlan(text) : null;
}

export function parseCycle(text: string | null): BillingCycle | null {
  return BILLING_CYCLES.find((cycle) => cycle === text?.trim().toLowerCase()) ?? null;
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
