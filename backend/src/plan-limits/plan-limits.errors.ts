import { DomainError } from '../platform/errors/domain-error';
import type { PlanLimitReachedBody } from '../platform/plans/plan-limits.contract';

/** A call over a plan limit this billing period; the answer carries the figures the upgrade dialog shows. */
export class PlanLimitReached extends DomainError {
  readonly code = 'PLAN.LIMIT_REACHED';
  readonly extra: Omit<PlanLimitReachedBody, 'code' | 'detail' | 'field'>;

  constructor(body: PlanLimitReachedBody) {
    super(body.detail, body.field);
    const { limit, limit_value, used, plan_name, upgrade_plan } = body;
    this.extra = { limit, limit_value, used, plan_name, upgrade_plan };
  }
}

export const planLimitsErrorStatus: Record<string, number> = {
  'PLAN.LIMIT_REACHED': 403,
};
