import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog, type DialogOpenProps } from '../../../components/ui/dialog';
import { QueryError } from '../../../components/ui/fetch-error';
import { Spinner } from '../../../components/ui/spinner';
import { textLinkClasses } from '../../../components/ui/text-link';
import { formatDateTime } from '../../../lib/format-date';
import { toastFailure } from '../../../lib/toast-failure';
import { reportTourAction } from '../../../lib/tour-actions';
import { withMember } from '../../../lib/with-member';
import {
  useDeleteSavedJobMutation,
  useSavedJobsQuery,
  type JobIdentity,
  type SavedJob,
} from '../job-search.api';
import { jobKey } from '../job-search-rules';

interface SavedJobsDialogProps extends DialogOpenProps {
  onDeleted: (job: JobIdentity) => void;
}

/** Spec section 2: the saved jobs, each with a delete; at most 80% of the viewport high, scrolling past that. */
export function SavedJobsDialog({ open, onOpenChange, onDeleted }: SavedJobsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Saved Jobs" wide maxHeightClassName="max-h-[80vh]">
      <SavedJobsList onDeleted={onDeleted} />
    </Dialog>
  );
}

function SavedJobsList({ onDeleted }: { onDeleted: (job: JobIdentity) => void }) {
  // Opening the dialog asks again: jobs may have been saved in another tab.
  const saved = useSavedJobsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [deleteSavedJob] = useDeleteSavedJobMutation();
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const list = useRef<HTMLUListElement>(null);
  const emptyNote = useRef<HTMLParagraphElement>(null);
  // The deleted job's Delete button leaves with it once the list reloads: focus moves to the one now in its place.
  const [refocus, setRefocus] = useState<{ key: string; index: number } | null>(null);

  useEffect(() => {
    if (!refocus || !saved.data || saved.data.some((job) => jobKey(job) === refocus.key)) return;
    setRefocus(null);
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-delete]') ?? [];
    const next = buttons[Math.min(refocus.index, buttons.length - 1)] ?? emptyNote.current;
    next?.focus();
  }, [refocus, saved.data]);

  // The tour's 'save your jobs' step: the user looks at what is saved, once the list asked again has come back.
  const reported = useRef(false);
  const savedCount = saved.isFetching ? null : (saved.data?.length ?? null);
  useEffect(() => {
    if (reported.current || savedCount === null) return;
    reported.current = true;
    reportTourAction({ type: 'jobs-saved', count: savedCount });
  }, [savedCount]);

  const markDeleting = (key: string, busy: boolean) => setDeleting((now) => withMember(now, key, busy));

  const remove = async (job: SavedJob, index: number) => {
    const identity = { job_title: job.job_title, company_name: job.company_name };
    const key = jobKey(identity);
    markDeleting(key, true);
    try {
      await deleteSavedJob(identity).unwrap();
      setRefocus({ key, index });
      onDeleted(identity);
      toast.success('Saved job deleted');
    } catch (error) {
      toastFailure('Failed to delete saved job.', error);
    } finally {
      markDeleting(key, false);
    }
  };

  if (saved.isError) {
    return <QueryError message="Failed to fetch saved jobs." query={saved} />;
  }
  if (!saved.data) return <Spinner label="Loading saved jobs..." />;
  if (saved.data.length === 0) {
    return (
      <p ref={emptyNote} tabIndex={-1} className="text-sm text-gray-600 outline-none dark:text-gray-400">
        No saved jobs.
      </p>
    );
  }
  return (
    <ul ref={list} aria-label="Saved jobs" className="divide-y divide-gray-200 dark:divide-gray-800">
      {saved.data.map((job, index) => {
        const key = jobKey(job);
        return (
          <li key={key} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900 dark:text-gray-100">{job.job_title}</p>
              <p className="text-sm break-words text-gray-600 dark:text-gray-400">
                {job.company_url ? (
                  <a
                    href={job.company_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={textLinkClasses}
                  >
                    {job.company_name}
                  </a>
                ) : (
                  job.company_name
                )}
              </p>
              <p className="text-xs text-gray-500 dark:text-gray-400">Saved {formatDateTime(job.saved_at)}</p>
            </div>
            <Button
              variant="danger"
              size="sm"
              data-delete
              onClick={() => {
                if (!deleting.has(key)) void remove(job, index);
              }}
              aria-disabled={deleting.has(key) || undefined}
              className="aria-disabled:cursor-wait aria-disabled:opacity-60"
              aria-label={`Delete ${job.job_title} at ${job.company_name}`}
            >
              Delete
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
