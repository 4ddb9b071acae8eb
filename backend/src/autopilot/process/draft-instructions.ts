import type { CompanyState } from '../autopilot-task.decider';

/** Job titles an e-mail names at most. */
const MAX_TITLES_NAMED = 3;

/**
 * The drafts speak to the jobs chosen at the company (those at or above the threshold, or the user's selection after
 * a review), best first; after 'continue without jobs' they name none.
 */
export function jobsInstructions(companyName: string, company: CompanyState): string | undefined {
  const chosen = new Set(company.chosenJobIds);
  const titles = [...new Set(company.jobs.filter((job) => chosen.has(job.id)).map((job) => job.title))].slice(
    0,
    MAX_TITLES_NAMED,
  );
  if (titles.length === 0) return undefined;
  const roles = titles.length === 1 ? `the ${titles[0]} role` : `the ${titles.join(', ')} roles`;
  return `Mention my interest in ${roles} open at ${companyName}.`;
}
