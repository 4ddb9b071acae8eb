import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { textLinkClasses } from '../../../components/ui/text-link';
import type { JobResult } from '../job-search.api';
import { itemsOnPage, jobKey, pageCount, showingText } from '../job-search-rules';
import { SimilarityBar } from './similarity-bar';

interface JobListingsProps {
  jobs: readonly JobResult[];
  page: number;
  onPageChange: (page: number) => void;
  isSelected: (job: JobResult) => boolean;
  /** The job whose Select or Unselect call is running. */
  busyKey: string | null;
  onToggle: (job: JobResult) => void;
  threshold: number;
  demo: boolean;
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
  busyKey,
  onToggle,
  threshold,
  demo,
}: JobListingsProps) {
  const headingId = useId();
  const pages = pageCount(jobs.length);
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
    { header: 'Similarity', cell: (job) => <SimilarityBar score={job.score} />, inCard: true },
  ];

  const action = (job: JobResult) => {
    const selected = isSelected(job);
    const key = jobKey(job);
    return (
      <Button
        size="sm"
        variant={selected ? 'secondary' : 'primary'}
        onClick={() => onToggle(job)}
        disabled={busyKey === key}
        aria-busy={busyKey === key || undefined}
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
      <nav aria-label="Job pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p role="status" className="text-gray-600 dark:text-gray-400">
          {showingText(page, jobs.length)}
        </p>
        <div className="flex gap-2">
          <PageButton enabled={page > 1} onClick={() => onPageChange(page - 1)}>
            Previous
          </PageButton>
          <PageButton enabled={page < pages} onClick={() => onPageChange(page + 1)}>
            Next
          </PageButton>
        </div>
      </nav>
    </section>
  );
}

/** aria-disabled rather than disabled: reaching the last page must not drop the keyboard user's focus. */
function PageButton({
  enabled,
  onClick,
  children,
}: {
  enabled: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-disabled={!enabled}
      onClick={() => {
        if (enabled) onClick();
      }}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
    >
      {children}
    </Button>
  );
}
