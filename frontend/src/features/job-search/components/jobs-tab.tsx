import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FetchError } from '../../../components/ui/fetch-error';
import { Field, inputClasses, InputField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { toastFailure } from '../../../lib/toast-failure';
import { reportTourAction } from '../../../lib/tour-actions';
import { withMember } from '../../../lib/with-member';
import {
  DATE_POSTED_OPTIONS,
  SENIORITY_LEVELS,
  useDeleteSavedJobMutation,
  useFetchJobsMutation,
  useSaveJobMutation,
  type DatePosted,
  type JobResult,
  type JobSearchRequest,
  type JobSearchResult,
  type SeniorityLevel,
} from '../job-search.api';
import { jobKey, splitCompanyNames } from '../job-search-rules';
import { JobListings } from './job-listings';

interface JobsTabProps {
  /** Company names confirmed on the industry tab, comma-joined. */
  initialCompanyNames: string;
  selectedKeys: ReadonlySet<string>;
  onSelectedChange: (key: string, selected: boolean) => void;
  /** A new result list: the jobs it marks as saved. */
  onResults: (selectedKeys: string[]) => void;
}

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'done'; result: JobSearchResult };

function requestOf(form: HTMLFormElement): JobSearchRequest {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const jobTitle = text('job_title');
  const location = text('location');
  return {
    ...(jobTitle && { job_title: jobTitle }),
    ...(location && { location }),
    seniority_level: text('seniority_level') as SeniorityLevel,
    date_posted: text('date_posted') as DatePosted,
    company_names: splitCompanyNames(text('company_names')),
  };
}

function hiddenNote({ h1b, j1 }: JobSearchResult['filtered_out']): string | null {
  const parts = [
    h1b > 0 && `${h1b} not known to sponsor H-1B`,
    j1 > 0 && `${j1} not known to sponsor J-1`,
  ].filter(Boolean);
  return parts.length ? `Hidden by your visa settings: ${parts.join(', ')}.` : null;
}

/** Spec section 2, Jobs tab: the search form and the 'Job Listings' it finds. */
export function JobsTab({ initialCompanyNames, selectedKeys, onSelectedChange, onResults }: JobsTabProps) {
  const ids = useId();
  const [fetchJobs] = useFetchJobsMutation();
  const [saveJob] = useSaveJobMutation();
  const [deleteSavedJob] = useDeleteSavedJobMutation();
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const [page, setPage] = useState(1);
  const [busyKeys, setBusyKeys] = useState<ReadonlySet<string>>(new Set());
  const lastRequest = useRef<JobSearchRequest | null>(null);
  // Only the newest search may show its answer.
  const searchCount = useRef(0);

  const run = async (request: JobSearchRequest) => {
    lastRequest.current = request;
    const mine = ++searchCount.current;
    setSearch({ status: 'loading' });
    setPage(1);
    try {
      const result = await fetchJobs(request).unwrap();
      if (mine !== searchCount.current) return;
      setSearch({ status: 'done', result });
      reportTourAction({ type: 'jobs-loaded', count: result.scored_jobs.length });
      onResults(result.scored_jobs.filter((job) => job.selected).map(jobKey));
    } catch (error) {
      if (mine === searchCount.current) setSearch({ status: 'failed', error });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (search.status === 'loading') return;
    const request = requestOf(event.currentTarget);
    reportTourAction({ type: 'jobs-searched', jobTitle: request.job_title ?? '' });
    void run(request);
  };

  // Confirm Selection on the industry tab unmounts the button the user pressed: focus goes to the filled field.
  useEffect(() => {
    if (initialCompanyNames) document.getElementById(`${ids}-company`)?.focus();
  }, [initialCompanyNames, ids]);

  const setBusy = (key: string, busy: boolean) => setBusyKeys((now) => withMember(now, key, busy));

  // The saved list changes only when the server has accepted the change (spec section 4).
  const select = async (job: JobResult) => {
    const key = jobKey(job);
    setBusy(key, true);
    try {
      await saveJob({
        company_name: job.company_name,
        job_title: job.job_title,
        company_url: job.company_url,
      }).unwrap();
      onSelectedChange(key, true);
      reportTourAction({ type: 'jobs-selected', count: withMember(selectedKeys, key, true).size });
      toast.success('Job saved successfully!');
    } catch (error) {
      toastFailure('Failed to save job.', error);
    } finally {
      setBusy(key, false);
    }
  };

  const unselect = async (job: JobResult) => {
    const key = jobKey(job);
    setBusy(key, true);
    try {
      await deleteSavedJob({ job_title: job.job_title, company_name: job.company_name }).unwrap();
      onSelectedChange(key, false);
      reportTourAction({ type: 'jobs-selected', count: withMember(selectedKeys, key, false).size });
      toast.success('Job removed successfully!');
    } catch (error) {
      toastFailure('Failed to remove job.', error);
    } finally {
      setBusy(key, false);
    }
  };

  const toggle = (job: JobResult) => {
    if (busyKeys.has(jobKey(job))) return;
    void (selectedKeys.has(jobKey(job)) ? unselect(job) : select(job));
  };

  const field = (name: string) => `${ids}-${name}`;
  const note = search.status === 'done' ? hiddenNote(search.result.filtered_out) : null;

  return (
    <div className="space-y-5">
      <form
        onSubmit={submit}
        aria-label="Search jobs"
        className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-5 dark:border-gray-800 dark:bg-gray-900"
      >
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <InputField
            id={field('company')}
            label="Company Name"
            hint="Several names may be separated by commas."
            name="company_names"
            defaultValue={initialCompanyNames}
            placeholder="e.g. Acme Analytics, Globex"
          />
          <InputField
            id={field('title')}
            label="Job Title"
            name="job_title"
            placeholder="e.g. Data Analyst"
          />
          <InputField id={field('location')} label="Location" name="location" placeholder="e.g. Austin, TX" />
          <Field id={field('seniority')} label="Seniority Level">
            <select
              id={field('seniority')}
              name="seniority_level"
              defaultValue="Any"
              className={inputClasses}
            >
              {SENIORITY_LEVELS.map((level) => (
                <option key={level}>{level}</option>
              ))}
            </select>
          </Field>
          <Field id={field('posted')} label="Date Posted">
            <select id={field('posted')} name="date_posted" defaultValue="All" className={inputClasses}>
              {DATE_POSTED_OPTIONS.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </Field>
        </div>
        <div className="flex justify-end">
          {/* aria-disabled, not disabled: pressing it must not drop the keyboard user's focus. */}
          <Button
            type="submit"
            aria-disabled={search.status === 'loading' || undefined}
            className="w-full aria-disabled:cursor-wait aria-disabled:opacity-60 sm:w-auto"
          >
            {search.status === 'loading' ? 'Searching...' : 'Search'}
          </Button>
        </div>
      </form>

      {search.status === 'loading' && <Spinner label="Searching jobs..." />}
      {search.status === 'failed' && (
        <FetchError
          message="Failed to fetch jobs."
          error={search.error}
          onRetry={() => {
            if (lastRequest.current) void run(lastRequest.current);
          }}
          framed
        />
      )}
      {search.status === 'done' && (
        <>
          {note && (
            <p role="note" className="text-sm text-gray-600 dark:text-gray-400">
              {note}
            </p>
          )}
          {search.result.scored_jobs.length === 0 ? (
            <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
              No jobs found based on your criteria.
            </p>
          ) : (
            <JobListings
              jobs={search.result.scored_jobs}
              page={page}
              onPageChange={setPage}
              isSelected={(job) => selectedKeys.has(jobKey(job))}
              busyKeys={busyKeys}
              onToggle={toggle}
              threshold={search.result.threshold}
              demo={search.result.demo}
              profileKnown={search.result.profile_known}
            />
          )}
        </>
      )}
    </div>
  );
}
