import { countOf } from '../../../lib/count-of';
import type { CompanyStatusEntry, TaskView } from '@outreach/backend/autopilot/autopilot.contract';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { Pager } from '../../../components/ui/pager';
import { TextLink } from '../../../components/ui/text-link';
import { adjustThresholdPath, companyNamesOf, isAwaitingReview, thresholdOf } from './task-detail-rules';

/** Spec §9: at most 3 attempts per company. */
const MAX_ATTEMPTS = 3;
const PAGE_SIZE = 10;

const STEP_TEXT: Record<string, string> = {
  search: 'Finding jobs',
  review: 'Waiting for your review',
  contacts: 'Finding contacts',
  drafting: 'Writing drafts',
  done: 'Done',
};

const stepText = (step: string) => STEP_TEXT[step] ?? step;

function statusBadge(company: CompanyStatusEntry | undefined) {
  if (!company) return <Badge tone="grey">Not started</Badge>;
  if (isAwaitingReview(company)) return <Badge tone="blue">Awaiting review</Badge>;
  switch (company.status) {
    case 'completed':
      return <Badge tone="green">Completed</Badge>;
    case 'failed':
      return <Badge tone="red">Failed</Badge>;
    case 'searching':
      return <Badge tone="blue">Searching</Badge>;
    default:
      return <Badge tone="blue">Processing</Badge>;
  }
}

/** One line that says why the company stands where it does. */
function outcomeSummary(company: CompanyStatusEntry, threshold: number): string {
  if (company.status === 'failed') {
    return `Failed while ${stepText(company.current_step).toLowerCase()}: ${company.failure_reason ?? 'no reason given'}.`;
  }
  if (isAwaitingReview(company)) {
    return `All ${countOf(company.jobs_found, 'job')} scored below your threshold of ${threshold}: choose jobs or continue without them.`;
  }
  if (company.status === 'completed') {
    if (company.jobs_found === 0 && company.review_choice?.mode !== 'without_jobs') return 'No jobs found.';
    const choice = company.review_choice;
    const basis =
      choice?.mode === 'without_jobs'
        ? `Continued without jobs for ${countOf(choice.contact_count, 'contact')}`
        : choice?.mode === 'selected_jobs'
          ? `Continued with ${countOf(choice.job_ids.length, 'selected job')}`
          : `${company.selected_job_ids.length} of ${countOf(company.jobs_found, 'job')} at or above your threshold of ${threshold}`;
    return `${basis}; ${countOf(company.drafts_generated, 'draft')} for ${countOf(company.contacts_found, 'contact')}.`;
  }
  return `${stepText(company.current_step)}…`;
}

function CompanyExplanation({ company, threshold }: { company: CompanyStatusEntry; threshold: number }) {
  const selected = new Set(company.selected_job_ids);
  return (
    <div className="space-y-3 text-sm">
      {company.job_score_threshold !== null && (
        <p className="text-gray-700 dark:text-gray-300">Jobs scored against a threshold of {threshold}.</p>
      )}
      {company.jobs_data.length > 0 && (
        <div>
          <h4 className="font-medium text-gray-900 dark:text-gray-100">Jobs</h4>
          <ul className="mt-1 space-y-1">
            {company.jobs_data.map((job) => (
              <li key={job.id} className="break-words text-gray-700 dark:text-gray-300">
                <span className="font-medium">{job.title}</span>
                {job.location && ` · ${job.location}`} · score {job.score}/10{' '}
                {job.score >= threshold ? '(at or above threshold)' : '(below threshold)'}
                {selected.has(job.id) && ' · drafts speak to it'}
                {job.matches.length > 0 && (
                  <span className="block text-xs text-gray-500 dark:text-gray-400">
                    Matches: {job.matches.join(', ')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {company.contacts.length > 0 && (
        <div>
          <h4 className="font-medium text-gray-900 dark:text-gray-100">Contacts</h4>
          <ul className="mt-1 space-y-1">
            {company.contacts.map((contact) => (
              <li key={contact.contact_id} className="break-words text-gray-700 dark:text-gray-300">
                <span className="font-medium">{contact.name}</span>
                {contact.title && ` · ${contact.title}`} · score {Math.round(contact.score * 100)}%
                {contact.matches.length > 0 && (
                  <span className="block text-xs text-gray-500 dark:text-gray-400">
                    Matches: {contact.matches.join(', ')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {company.jobs_data.length === 0 && company.contacts.length === 0 && (
        <p className="text-gray-600 dark:text-gray-400">No jobs or contacts yet.</p>
      )}
    </div>
  );
}

interface CompanyCardProps {
  name: string;
  company: CompanyStatusEntry | undefined;
  task: TaskView;
  onOpenDrafts: (company: string) => void;
  onReview: (company: string) => void;
}

function CompanyCard({ name, company, task, onOpenDrafts, onReview }: CompanyCardProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const headingId = useId();
  const drafts = task.draft_details.filter((draft) => draft.company === name).length;
  const threshold = company ? thresholdOf(company, task) : task.user_settings.job_score_threshold;
  return (
    <li
      aria-labelledby={headingId}
      className="space-y-2 rounded-lg border border-gray-200 p-3 dark:border-gray-800"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-medium break-words text-gray-900 dark:text-gray-100">
          {drafts > 0 ? (
            <button
              type="button"
              onClick={() => onOpenDrafts(name)}
              className="rounded text-left text-indigo-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300"
            >
              {name}
              <span className="sr-only">, open its {drafts} drafts</span>
            </button>
          ) : (
            name
          )}
        </h3>
        {statusBadge(company)}
      </div>
      {company ? (
        <>
          <p className="text-sm text-gray-700 dark:text-gray-300">{outcomeSummary(company, threshold)}</p>
          <p className="text-xs text-gray-600 dark:text-gray-400">
            Attempt {company.attempt} of {MAX_ATTEMPTS} · {countOf(company.jobs_found, 'job')} ·{' '}
            {countOf(company.contacts_found, 'contact')} · {countOf(company.drafts_generated, 'draft')}
            {company.permanently_failed && ' · no attempts left'}
          </p>
          {company.retry_scheduled && (
            <p className="text-xs text-indigo-800 dark:text-indigo-300">
              Retry scheduled for <DateTime value={company.retry_scheduled_for} />
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2">
            {isAwaitingReview(company) && (
              <>
                <Button size="sm" onClick={() => onReview(name)}>
                  Review Jobs
                </Button>
                <TextLink to={adjustThresholdPath(task._id)} className="text-xs">
                  Adjust Threshold
                </TextLink>
              </>
            )}
            {drafts > 0 && (
              <Button size="sm" variant="secondary" onClick={() => onOpenDrafts(name)}>
                View Drafts ({drafts})
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? 'Hide details' : 'Show details'}
            </Button>
          </div>
          <div id={detailsId} hidden={!open}>
            {open && <CompanyExplanation company={company} threshold={threshold} />}
          </div>
        </>
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">Waiting for its turn.</p>
      )}
    </li>
  );
}

interface CompanyProgressListProps {
  task: TaskView;
  onOpenDrafts: (company: string) => void;
  onReview: (company: string) => void;
}

/** Spec §2.2: the Company Progress list, each company explaining its outcome. */
export function CompanyProgressList({ task, onOpenDrafts, onReview }: CompanyProgressListProps) {
  const [page, setPage] = useState(1);
  const names = companyNamesOf(task);
  const pages = Math.max(1, Math.ceil(names.length / PAGE_SIZE));
  const shownPage = Math.min(page, pages);
  const shown = names.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE);
  return (
    <section
      aria-labelledby="company-progress-heading"
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="company-progress-heading" className="font-semibold text-gray-900 dark:text-gray-100">
        Company Progress
      </h2>
      <ul className="space-y-3">
        {shown.map((name) => (
          <CompanyCard
            key={name}
            name={name}
            company={Object.hasOwn(task.company_statuses, name) ? task.company_statuses[name] : undefined}
            task={task}
            onOpenDrafts={onOpenDrafts}
            onReview={onReview}
          />
        ))}
      </ul>
      {names.length > PAGE_SIZE && (
        <Pager
          label="Company pages"
          unit={['company', 'companies']}
          shown={{ page: shownPage, limit: PAGE_SIZE, total: names.length }}
          onPageChange={setPage}
        />
      )}
    </section>
  );
}
