import { tooManyCompaniesMessage } from '@outreach/backend/autopilot/autopilot-rules.contract';
import { PLAN_DISPLAY_NAMES, type PlanKey } from '@outreach/backend/platform/plans/plan-names.contract';
import { toast } from '../../lib/toast';
import { PLAN_LIMIT_CODE, planLimitOf, type PlanLimitReached } from '../../api/plan-limit.slice';
import { serverErrorCode, serverErrorMessage } from '../../lib/error-detail';

/** The start call's refusal over the plan's company-selection limit (422). */
export const TOO_MANY_COMPANIES_CODE = 'AUTOPILOT.TOO_MANY_COMPANIES';

/** A failed call's toast, unless it was a plan limit: the app-wide upgrade dialog says that one. */
export function toastCallFailure(error: unknown, fallback: string): void {
  if (planLimitOf(error)) return;
  toast.error(serverErrorMessage(error, fallback));
}

/** The dialog's name for the companies one task may take (app/layout/plan-limit-dialog labels it). */
export const AUTOPILOT_COMPANIES_LIMIT = 'autopilot_companies';

/** The plan that lifts a company-selection limit: Growth (Basic) from Free, Pro from Growth. */
function upgradeFor(planName: string): PlanLimitReached['upgrade_plan'] {
  const key = planName.trim() || 'Free';
  if (key === 'Free') return 'Basic';
  if (key === 'Basic') return 'Pro';
  return null;
}

const shownPlan = (planName: string): string => {
  const key = planName.trim() || 'Free';
  return key in PLAN_DISPLAY_NAMES ? PLAN_DISPLAY_NAMES[key as PlanKey] : key;
};

/** What the upgrade dialog shows when the selection reaches the plan's limit of companies per task. */
export function companyLimitReached(
  planName: string,
  limit: number,
  used: number,
  detail?: string,
): PlanLimitReached {
  return {
    code: PLAN_LIMIT_CODE,
    detail: detail ?? tooManyCompaniesMessage(shownPlan(planName), limit),
    limit: AUTOPILOT_COMPANIES_LIMIT,
    limit_value: limit,
    used,
    plan_name: shownPlan(planName),
    upgrade_plan: upgradeFor(planName),
  };
}

export const isTooManyCompanies = (error: unknown): boolean =>
  serverErrorCode(error) === TOO_MANY_COMPANIES_CODE;
export { serverErrorMessage };
