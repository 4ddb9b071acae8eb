/**
 * The autopilot's numbers (§5, §9) the decider enforces and the task list says before the server must. Pure, so the
 * browser imports it.
 */

/** §9: at most 3 attempts per company, at most 3 manual retries per task. */
export const MAX_COMPANY_ATTEMPTS = 3;
export const MAX_MANUAL_RETRIES = 3;
/** §5, §9: a custom retry delay is 1-5 days (default 2). */
export const RETRY_DELAY_DAYS = { min: 1, max: 5, default: 2 } as const;

/** §5's toasts when a manual retry is refused. */
export const RETRY_LIMIT_REACHED_MESSAGE = 'Maximum retry limit (3) reached for this task';
export const NOTHING_TO_RETRY_MESSAGE = 'No failed companies found to retry';
/** §5: a rerun needs at least one company checked. */
export const RERUN_NEEDS_COMPANY_MESSAGE = 'Please select at least one company to rerun';

/** §5: the refusal of a task over the plan's company-selection limit, with the plan as the caller names it. */
export const tooManyCompaniesMessage = (plan: string, limit: number): string =>
  `Your ${plan} plan allows up to ${limit} companies per task.`;

export interface RetryableCompanyInput {
  status: string;
  jobs_found: number;
  attempt: number;
}

/** §5: a completed company with zero jobs found, or a failed one, with attempts left. */
export function isRetryableCompany(company: RetryableCompanyInput): boolean {
  const empty = company.status === 'completed' && company.jobs_found === 0;
  return (empty || company.status === 'failed') && company.attempt < MAX_COMPANY_ATTEMPTS;
}

/** Trimmed, blank ones dropped, the first spelling of each name kept whatever its case (§5: titles deduplicated). */
export function distinctNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of names) {
    const name = raw.trim().replace(/\s+/g, ' ');
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  return kept;
}
