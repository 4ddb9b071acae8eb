import {
  PLAN_DISPLAY_NAMES,
  SELF_SERVE_PLANS,
  type BillingCycle,
  type PlanKey,
  type SelfServePlan,
} from '@outreach/backend/platform/plans/plan-names.contract';
import type { PaidPlan, SubscriptionView } from './billing.api';

/** What choosing a plan and cycle in the plan chooser does (autopilot-settings.md §4.6, docs/billing.md Rules). */
export type PlanChange = 'checkout' | 'upgrade' | 'downgrade' | 'cancel_downgrade' | 'already_on_plan';

/** Free < Basic < Pro; the admin-only plans above them. Within a plan monthly < yearly. */
const PLAN_RANK: Record<PlanKey, number> = { Free: 0, Basic: 1, Pro: 2, Max: 3, Demon: 4 };
const CYCLE_RANK: Record<BillingCycle, number> = { monthly: 0, yearly: 1 };

export interface CurrentPlan {
  plan: string;
  /** The subscription's cycle; null on Free or a plan without a subscription (club-sponsored, admin-granted). */
  cycle: BillingCycle | null;
  /** A paid subscription at the gateway (active or past due). */
  subscribed: boolean;
  downgradeScheduled: boolean;
}

const rankOf = (plan: string): number => PLAN_RANK[plan as PlanKey] ?? 0;

export const isPaidPlan = (plan: string): plan is PaidPlan => plan === 'Basic' || plan === 'Pro';

export function planDisplayName(plan: string): string {
  return PLAN_DISPLAY_NAMES[plan as PlanKey] ?? plan;
}

/**
 * The plan to show: the settings' plan (role_name) or the subscription's, whichever is higher. The settings
 * know club-sponsored Pro and the admin plans; the subscription read model shows a change first.
 */
export function currentPlanOf(settingsPlan: string, subscription: SubscriptionView | undefined): CurrentPlan {
  const subscribed = subscription !== undefined && subscription.status !== 'none';
  const fromSubscription = subscribed ? subscription.plan_name : 'Free';
  const plan =
    (SELF_SERVE_PLANS as readonly string[]).includes(settingsPlan) &&
    rankOf(fromSubscription) >= rankOf(settingsPlan)
      ? fromSubscription
      : settingsPlan;
  return {
    plan,
    cycle: subscribed && plan === fromSubscription ? subscription.billing_cycle : null,
    subscribed: subscribed && plan === fromSubscription,
    downgradeScheduled: subscribed && subscription.scheduled_downgrade !== null,
  };
}

export function planChange(current: CurrentPlan, plan: SelfServePlan, cycle: BillingCycle): PlanChange {
  const currentCycle = current.cycle ?? 'monthly';
  const samePlan =
    plan === current.plan && (plan === 'Free' || !current.subscribed || cycle === currentCycle);
  if (samePlan) return current.downgradeScheduled ? 'cancel_downgrade' : 'already_on_plan';
  if (plan === 'Free') return 'downgrade';
  if (!current.subscribed) return 'checkout';
  const target = rankOf(plan) * 2 + CYCLE_RANK[cycle];
  const now = rankOf(current.plan) * 2 + CYCLE_RANK[currentCycle];
  return target > now ? 'upgrade' : 'downgrade';
}
