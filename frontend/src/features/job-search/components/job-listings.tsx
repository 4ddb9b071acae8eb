import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { MatchDetails } from '../../../components/ui/match-details';
import { Pager } from '../../../components/ui/pager';
import { ProfileHint } from '../../../components/ui/profile-hint';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { textLinkClasses } from '../../../components/ui/text-link';
import type { JobResult } from '../job-search.api';
import { itemsOnPage, jobKey, JOBS_PAGE_SIZE } from '../job-search-rules';
import { SimilarityBar } from './similarity-bar';

interface JobListingsProps {
  jobs: readonly JobResult[];
  page: number;
  onPageChange: (page: number) => void;
  isSelected: (job: JobResult) => boolean;
  /** The jobs (by jobKey) whose Select or Unselect call is running. */
  busyKeys: ReadonlySet<string>;
  onToggle: (job: JobResult) => void;
  threshold: number;
  demo: boolean;
  /** false: the server had only the searched title to compare jobs with. */
  profileKnown: boolean;
}

function JobLink({ job }: { job: JobResult }) {
  if (!job.job_link) return <span className="text-gray-500 dark:text-gray-400">N/A</span>;
  return (
    <a href={job.job_link} target="_blank" rel="noopener noreferrer" className={textLinkClasses}>
      View
      <span className="sr-only">
        {' '}
        {job.job_title} at {job.company_name} (opens in a new tab)
      </span>
    </a>
  );
}

function BelowThreshold({ threshold }: { threshold: number }) {
  return (
    <span
      title={`Scores under your job score threshold of ${threshold} (Settings)`}
      className="text-xs text-gray-500 italic dark:text-gray-400"
    >
      Below your threshold
    </span>
  );
}

/** Spec section 2, 'Job Listings': ten a page in the server's order (best score first). */
export function JobListings({
  jobs,
  page,
  onPageChange,
  isSelected,
  busyKeys,
  onToggle,
  threshold,
  demo,
  profileKnown,
}: JobListingsProps) {
  const headingId = useId();
  const shown = itemsOnPage(jobs, page);

  const columns: TableColumn<JobResult>[] = [
    {
      header: 'Company',
      cell: (job) => job.company_name,
    },
    {
      header: 'Job Title',
      cell: (job) => (
        <span className="flex flex-col">
          <span className="whitespace-normal">{job.job_title}</span>
          {job.below_threshold && <BelowThreshold threshold={threshold} />}
        </span>
      ),
      className: 'min-w-48',
    },
    { header: 'Link', cell: (job) => <JobLink job={job} />, inCard: true },
    {
      header: 'Similarity',
      cell: (job) => (
        <span className="flex flex-col items-start gap-1">
          <SimilarityBar score={job.score} />
          <MatchDetails matches={job.matches} subject={`${job.job_title} at ${job.company_name}`} />
        </span>
      ),
      inCard: 'wrap',
    },
  ];

  const action = (job: JobResult) => {
    const selected = isSelected(job);
    const busy = busyKeys.has(jobKey(job));
    // aria-disabled, not disabled: a focused button that turns disabled drops the keyboard user's focus.
    return (
      <Button
        size="sm"
        variant={selected ? 'secondary' : 'primary'}
        onClick={() => {
          if (!busy) onToggle(job);
        }}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        className="aria-disabled:cursor-wait aria-disabled:opacity-60"
      >
        {selected ? 'Unselect' : 'Select'}
        <span className="sr-only">
          {' '}
          {job.job_title} at {job.company_name}
        </span>
      </Button>
    );
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900 dark:text-gray-100">
          Job Listings
        </h2>
        {demo && <Badge tone="blue">Demo data</Badge>}
      </div>
      {!profileKnown && jobs.length > 0 && <ProfileHint />}
      <ResponsiveTable
        label="Job Listings"
        items={shown}
        itemKey={(job) => job.job_id}
        columns={columns}
        cardHeading={(job) => (
          <>
            <p className="font-medium text-gray-900 dark:text-gray-100">{job.job_title}</p>
            <p className="text-gray-600 dark:text-gray-400">{job.company_name}</p>
          </>
        )}
        cardBadges={(job) => job.below_threshold && <BelowThreshold threshold={threshold} />}
        actions={action}
      />
      <Pager
        label="Job pages"
        shown={{ page, limit: JOBS_PAGE_SIZE, total: jobs.length }}
        onPageChange={onPageChange}
      />
    </section>
  );
}
