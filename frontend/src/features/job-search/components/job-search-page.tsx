import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { Button, buttonClasses, focusRing } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { withMember } from '../../../lib/with-member';
import { useSavedJobsQuery } from '../job-search.api';
import { jobKey } from '../job-search-rules';
import { IndustryTab } from './industry-tab';
import { JobsTab } from './jobs-tab';
import { SavedJobsDialog } from './saved-jobs-dialog';

type JobSearchTab = 'jobs' | 'industry';

/** Where the contact search takes its companies and job titles from the saved jobs (contract section 6). */
export const FIND_CONTACTS_FOR_SAVED_JOBS = `${paths.addContact}?source=saved-jobs`;

const triggerClasses = cn(
  '-mb-px inline-flex shrink-0 items-center border-b-2 border-transparent px-3 py-2 text-sm font-medium text-gray-600 hover:text-gray-900 sm:px-4 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 dark:text-gray-400 dark:hover:text-gray-100 dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-indigo-300',
  focusRing,
);

function hasNoJobsFlag(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { noJobs?: unknown }).noJobs === true;
}

/** The contact search sends the user here with { noJobs: true } when there were no saved jobs to search from. */
function useNoJobsToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const noJobs = hasNoJobsFlag(location.state);
  useEffect(() => {
    if (!noJobs) return;
    // The id keeps StrictMode's second run of this effect from toasting twice.
    toast.info('You have no saved jobs.', { id: 'no-saved-jobs' });
    // Dropped from the history entry, so going back and forth does not say it again.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [noJobs, navigate, location.pathname, location.search]);
}

/** Spec section 2, Job search and industry search (/jobs/search). */
export function JobSearchPage() {
  useNoJobsToast();
  const savedJobs = useSavedJobsQuery();
  const [tab, setTab] = useState<JobSearchTab>('jobs');
  const [savedOpen, setSavedOpen] = useState(false);
  const [prefill, setPrefill] = useState('');
  // Jobs saved among the results on show; kept here so deleting one from the dialog unmarks it there too.
  const [selectedKeys, setSelectedKeys] = useState<ReadonlySet<string>>(new Set());
  // A new value remounts both tabs: switching tabs starts both afresh (spec section 2).
  const [generation, setGeneration] = useState(0);

  const switchTo = (next: JobSearchTab, companyNames = '') => {
    setTab(next);
    setPrefill(companyNames);
    setSelectedKeys(new Set());
    setGeneration((now) => now + 1);
  };

  const markSelected = (key: string, selected: boolean) =>
    setSelectedKeys((now) => withMember(now, key, selected));

  const hasSavedJobs = (savedJobs.data?.length ?? 0) > 0;

  return (
    <section className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Job Search</h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            Find open roles scored against your resume, or find companies by industry first.
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          {hasSavedJobs && (
            <Link to={FIND_CONTACTS_FOR_SAVED_JOBS} className={buttonClasses('secondary')}>
              Find contacts for saved jobs
            </Link>
          )}
          <Button onClick={() => setSavedOpen(true)}>View Saved Jobs</Button>
        </div>
      </div>

      <Tabs.Root
        value={tab}
        onValueChange={(value) => switchTo(value === 'industry' ? 'industry' : 'jobs')}
        className="space-y-4"
      >
        <Tabs.List
          aria-label="Search modes"
          className="flex overflow-x-auto border-b border-gray-200 dark:border-gray-800"
        >
          <Tabs.Trigger value="jobs" className={triggerClasses}>
            Search Jobs
          </Tabs.Trigger>
          <Tabs.Trigger value="industry" className={triggerClasses}>
            Search By Industry
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="jobs" className={cn('rounded', focusRing)}>
          <JobsTab
            key={generation}
            initialCompanyNames={prefill}
            selectedKeys={selectedKeys}
            onSelectedChange={markSelected}
            onResults={(keys) => setSelectedKeys(new Set(keys))}
          />
        </Tabs.Content>
        <Tabs.Content value="industry" className={cn('rounded', focusRing)}>
          <IndustryTab key={generation} onConfirm={(names) => switchTo('jobs', names.join(', '))} />
        </Tabs.Content>
      </Tabs.Root>

      <SavedJobsDialog
        open={savedOpen}
        onOpenChange={setSavedOpen}
        onDeleted={(job) => markSelected(jobKey(job), false)}
      />
    </section>
  );
}
