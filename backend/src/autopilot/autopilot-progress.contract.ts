/**
 * A task's progress (0-100) and the detail page's stage label (§4.3), shared by the read model and the browser.
 * Pure and zod-free: the browser recomputes it when a live update merges company statuses.
 */

export type TaskStatusView = 'queued' | 'running' | 'completed' | 'failed';

/** §3.2's statuses; a company waiting for the user's review is 'processing' at the step 'review'. */
export type CompanyStatusView = 'searching' | 'processing' | 'completed' | 'failed';

/**
 * The step a company is at: search (finding jobs), review (every job below the threshold: the user chooses),
 * contacts (finding contacts), drafting, done; a failed company keeps the step that failed.
 */
export type CompanyStep = 'search' | 'review' | 'contacts' | 'drafting' | 'done' | (string & {});

export interface CompanyProgressInput {
  status: CompanyStatusView;
  current_step: CompanyStep;
  contacts_found: number;
  drafts_generated: number;
}

/**
 * Where each step of one company stands on the 0-100 scale, placed inside the §4.3 bands (Searching over 20,
 * Scoring over 60, Saving over 80) so a one-company task shows the stage its company is at.
 */
const STEP_PROGRESS = { search: 30, review: 70, contacts: 75, drafting: 85 } as const;
const DRAFTING_SPAN = 10;

export function companyProgress(company: CompanyProgressInput): number {
  if (company.status === 'completed' || company.status === 'failed') return 100;
  if (company.status === 'searching') return STEP_PROGRESS.search;
  switch (company.current_step) {
    case 'review':
      return STEP_PROGRESS.review;
    case 'drafting': {
      const share = company.contacts_found > 0 ? company.drafts_generated / company.contacts_found : 0;
      return STEP_PROGRESS.drafting + Math.floor(DRAFTING_SPAN * Math.min(1, share));
    }
    default:
      return STEP_PROGRESS.contacts;
  }
}

/**
 * The task's progress: the mean of its companies' (a company not begun counts 0), 100 once the task is over
 * (a force-completed task stops where it is: §4.1 sets it to 100), and below 100 while it is not, so 'Done' is
 * never shown for a task still running.
 */
export function taskProgress(
  status: TaskStatusView,
  companyNames: readonly string[],
  companyStatuses: Readonly<Record<string, CompanyProgressInput>>,
): number {
  if (status === 'completed' || status === 'failed') return 100;
  if (companyNames.length === 0) return 0;
  const total = companyNames.reduce((sum, name) => {
    const company = Object.hasOwn(companyStatuses, name) ? companyStatuses[name] : undefined;
    return sum + (company ? companyProgress(company) : 0);
  }, 0);
  return Math.min(99, Math.floor(total / companyNames.length));
}

export type StageLabel = 'Initializing' | 'Searching' | 'Scoring' | 'Saving' | 'Done' | 'Failed';

/** §4.3: up to 20 Initializing; over 20 Searching; over 60 Scoring; over 80 Saving; Done or Failed once over. */
export function stageLabel(status: TaskStatusView, progress: number): StageLabel {
  if (status === 'completed') return 'Done';
  if (status === 'failed') return 'Failed';
  if (progress > 80) return 'Saving';
  if (progress > 60) return 'Scoring';
  if (progress > 20) return 'Searching';
  return 'Initializing';
}
