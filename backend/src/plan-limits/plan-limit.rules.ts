import {
  PERIOD_LIMIT_NOUNS,
  planKeyOf,
  planLimits,
  UNLIMITED,
  type PeriodLimit,
  type PlanLimitReachedBody,
} from '../platform/plans/plan-limits.contract';
import { PLAN_DISPLAY_NAMES, type PlanKey } from '../platform/plans/plan-names.contract';

/** The self-serve plans above each plan, lowest first; the admin plans are above them all. */
const UPGRADES: Record<PlanKey, readonly ('Basic' | 'Pro')[]> = {
  Free: ['Basic', 'Pro'],
  Basic: ['Pro'],
  Pro: [],
  Max: [],
  Demon: [],
};

/** The lowest self-serve plan above `plan` that allows more of `limit`, or null when none does. */
export function upgradePlanFor(plan: PlanKey, limit: PeriodLimit): 'Basic' | 'Pro' | null {
  const current = planLimits(plan)[limit];
  if (current === UNLIMITED) return null;
  return (
    UPGRADES[plan].find((higher) => {
      const allowed = planLimits(higher)[limit];
      return allowed === UNLIMITED || allowed > current;
    }) ?? null
  );
}

const figure = (n: number): string => n.toLocaleString('en-US');

const longDate = (isoDay: string): string =>
  new Date(`${isoDay}T00:00:00.000Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

export interface LimitRequest {
  /** The stored role_name. */
  plan: string;
  limit: PeriodLimit;
  /** Counted this period so far. */
  used: number;
  /** Units the call would use: 1, or a mass send's number of drafts. */
  count: number;
  /** The first day after the period (when the count starts again). */
  periodEnd: string;
}

/**
 * The refusal of a call that would take the user over a plan limit this period, or null when it fits (an unlimited
 * -1 always fits). The detail names the limit and the plan that lifts it, as the interface names plans.
 */
export function limitRefusal({
  plan,
  limit,
  used,
  count,
  periodEnd,
}: LimitRequest): PlanLimitReachedBody | null {
  const key = planKeyOf(plan);
  const allowed = planLimits(key)[limit];
  if (allowed === UNLIMITED || used + count <= allowed) return null;
  const noun = PERIOD_LIMIT_NOUNS[limit];
  const shown = PLAN_DISPLAY_NAMES[key];
  const left = Math.max(0, allowed - used);
  const situation =
    left === 0
      ? `You have used all ${figure(allowed)} ${noun} of the ${shown} plan this billing period.`
      : `You have ${figure(left)} of the ${shown} plan's ${figure(allowed)} ${noun} left this billing period, ` +
        `and this needs ${figure(count)}.`;
  const upgrade = upgradePlanFor(key, limit);
  const upgradeAllows = upgrade === null ? null : planLimits(upgrade)[limit];
  const way =
    upgrade === null
      ? `The count starts again on ${longDate(periodEnd)}.`
      : `${PLAN_DISPLAY_NAMES[upgrade]} allows ${upgradeAllows === UNLIMITED ? `unlimited ${noun}` : figure(upgradeAllows!)} — upgrade to keep going.`;
  return {
    code: 'PLAN.LIMIT_REACHED',
    detail: `${situation} ${way}`,
    field: limit,
    limit,
    limit_value: allowed,
    used,
    plan_name: shown,
    upgrade_plan: upgrade,
  };
}
