import { DomainError } from '../platform/errors/domain-error';
import { companySelectionLimitMessage } from '../platform/plans/plan-limits.contract';

/** outreach.md §9 "Plan company-selection limits": more companies in one search than the caller's plan allows. */
export class TooManyCompanies extends DomainError {
  readonly code = 'CONTACT_SEARCH.TOO_MANY_COMPANIES';
  constructor(
    readonly plan: string,
    readonly allowed: number,
  ) {
    super(companySelectionLimitMessage(plan, allowed), 'companies');
  }

  get extra(): Record<string, unknown> {
    return { company_selection_limit: this.allowed };
  }
}

export const contactSearchErrorStatus: Record<string, number> = {
  'CONTACT_SEARCH.TOO_MANY_COMPANIES': 422,
};
