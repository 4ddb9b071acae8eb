// Contract §4: the browser reads the company-selection limits from this zod-free file, as the server does.
import { companySelectionLimit, UNLIMITED } from '@outreach/backend/platform/plans/plan-limits.contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { toastFailure } from '../../../lib/toast-failure';
import { reportTourAction } from '../../../lib/tour-actions';
import {
  useContactSearchPlanQuery,
  useContactSearchSavedJobsQuery,
  type CompanyResult,
  type ContactResult,
  type SearchMode,
  type SelectedJob,
} from '../contact-search.api';
import {
  contactSearchCompanies,
  contactsPerCompany,
  CONTACTS_PER_COMPANY_TOO_LOW,
  DEFAULT_CONTACTS_PER_COMPANY,
  emptyForm,
  NO_CONFIRMED_COMPANY,
  selectionKey,
  selectionLimitMessage,
  type CompanySearchForm,
  type SelectedCompany,
} from '../contact-search-rules';
import { useContactSearch } from '../use-contact-search';
import { CompanyStep } from './company-step';
import { ContactResults } from './contact-results';
import { SearchProgress } from './search-progress';
import { SearchShortcuts } from './search-shortcuts';
import { SelectedCompanies } from './selected-companies';

/** `?source=saved-jobs` takes the companies and job titles from the saved jobs (outreach.md §2). */
export const SOURCE_PARAM = 'source';
export const SAVED_JOBS_SOURCE = 'saved-jobs';

interface ContactSearchScreenProps {
  mode: SearchMode;
  onModeChange: (mode: SearchMode) => void;
}

const fromSavedJobs = (jobs: readonly SelectedJob[]): SelectedCompany[] => {
  const seen = new Set<string>();
  return jobs.flatMap((job) => {
    const company: SelectedCompany = {
      name: job.company_name,
      url: job.company_url,
      jobTitle: job.job_title,
      limit: String(DEFAULT_CONTACTS_PER_COMPANY),
    };
    const key = selectionKey(company);
    if (seen.has(key)) return [];
    seen.add(key);
    return [company];
  });
};

/** The contact search screen: companies found and selected, then their contacts found and saved. */
export function ContactSearchScreen(props: ContactSearchScreenProps) {
  const [params] = useSearchParams();
  const savedJobsMode = params.get(SOURCE_PARAM) === SAVED_JOBS_SOURCE;
  // Entering or leaving saved-jobs mode starts over: its companies carry job titles the other mode does not show.
  return <Screen key={String(savedJobsMode)} {...props} savedJobsMode={savedJobsMode} />;
}

function Screen({
  mode,
  onModeChange,
  savedJobsMode,
}: ContactSearchScreenProps & { savedJobsMode: boolean }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<CompanySearchForm>(emptyForm);
  const [selected, setSelected] = useState<SelectedCompany[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [savedOverrides, setSavedOverrides] = useState<Record<string, boolean>>({});
  const { state: contacts, find } = useContactSearch();
  const plan = useContactSearchPlanQuery();
  const savedJobs = useContactSearchSavedJobsQuery(undefined, { skip: !savedJobsMode });
  const adoptedJobs = useRef<readonly SelectedJob[] | null>(null);
  const resultsId = useId();

  // Without the plan the server still enforces its limit; the browser only warns early.
  const planLimit = plan.data ? companySelectionLimit(plan.data.plan_name) : UNLIMITED;
  const limit = planLimit === UNLIMITED ? null : planLimit;

  // The user's own change of the list; the saved-jobs mode's list is filled in without them.
  const changeSelection = (next: SelectedCompany[]) => {
    setSelected(next);
    setProblem(null);
    if (next.length !== selected.length) reportTourAction({ type: 'companies-selected', count: next.length });
  };

  useEffect(() => {
    const jobs = savedJobs.data;
    if (!savedJobsMode || !jobs || plan.isLoading || adoptedJobs.current === jobs) return;
    adoptedJobs.current = jobs;
    if (jobs.length === 0) {
      toast.error('No companies found from saved jobs.');
      navigate(paths.jobsSearch, { state: { noJobs: true } });
      return;
    }
    const companies = fromSavedJobs(jobs);
    const kept = limit === null ? companies : companies.slice(0, limit);
    if (plan.data && kept.length < companies.length) {
      toast.warning(selectionLimitMessage(plan.data.plan_name, planLimit), {
        description: `The first ${kept.length} of your ${companies.length} saved jobs were added.`,
      });
    }
    setSelected(kept);
    setProblem(null);
  }, [savedJobs.data, savedJobsMode, plan.isLoading, plan.data, limit, planLimit, navigate]);

  const failedJobsLoad = useRef<unknown>(null);
  const refetchSavedJobs = savedJobs.refetch;
  useEffect(() => {
    if (!savedJobsMode || !savedJobs.isError || failedJobsLoad.current === savedJobs.error) return;
    failedJobsLoad.current = savedJobs.error;
    toastFailure('Failed to load companies from saved jobs.', savedJobs.error, () => void refetchSavedJobs());
  }, [savedJobsMode, savedJobs.isError, savedJobs.error, refetchSavedJobs]);

  const isSelected = (company: CompanyResult) =>
    selected.some(
      (chosen) => selectionKey(chosen) === selectionKey({ name: company.company_name, jobTitle: null }),
    );

  const add = (company: CompanyResult) => {
    if (isSelected(company)) return;
    if (limit !== null && selected.length >= limit) {
      toast.error(selectionLimitMessage(plan.data?.plan_name ?? '', limit), {
        description: 'Remove a company before adding another.',
      });
      return;
    }
    changeSelection([
      ...selected,
      {
        name: company.company_name,
        url: company.company_url || null,
        jobTitle: null,
        limit: String(DEFAULT_CONTACTS_PER_COMPANY),
      },
    ]);
  };

  // One step: Find Contacts takes the selected companies as they stand; a separate confirmation only stood in the way.
  const findContacts = () => {
    reportTourAction({ type: 'contacts-search-started', companies: selected.length });
    const refusal =
      selected.length === 0
        ? NO_CONFIRMED_COMPANY
        : selected.some((company) => contactsPerCompany(company.limit) === null)
          ? CONTACTS_PER_COMPANY_TOO_LOW
          : null;
    setProblem(refusal);
    if (refusal) return;
    void find(contactSearchCompanies(selected), 0).then(() =>
      document.getElementById(resultsId)?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }),
    );
  };

  const isSaved = (contact: ContactResult) => savedOverrides[contact.contact_id] ?? contact.saved;
  const markSaved = (ids: string[], saved: boolean) =>
    setSavedOverrides((current) => ({ ...current, ...Object.fromEntries(ids.map((id) => [id, saved])) }));

  const loadSearch = (nextMode: SearchMode, nextForm: CompanySearchForm) => {
    onModeChange(nextMode);
    setForm(nextForm);
  };

  return (
    <div className="space-y-6">
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          {savedJobsMode ? (
            <div className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 text-sm dark:border-gray-800 dark:bg-gray-900">
              <p className="text-gray-800 dark:text-gray-200">
                Companies and job titles come from your saved jobs. Contacts are looked for by each job title.
              </p>
              {savedJobs.isFetching && <Spinner label="Loading your saved jobs..." />}
              <Link to={paths.addContact} className={buttonClasses('secondary', 'sm')}>
                Search companies instead
              </Link>
            </div>
          ) : (
            <CompanyStep mode={mode} form={form} onFormChange={setForm} isSelected={isSelected} onAdd={add} />
          )}
        </div>
        <div className="min-w-0 space-y-4">
          <SelectedCompanies
            selected={selected}
            showJobTitle={savedJobsMode}
            limit={limit}
            problem={problem}
            busy={contacts?.running ?? false}
            onLimitChange={(key, value) =>
              changeSelection(
                selected.map((company) =>
                  selectionKey(company) === key ? { ...company, limit: value } : company,
                ),
              )
            }
            onRemove={(key) => changeSelection(selected.filter((company) => selectionKey(company) !== key))}
            onFindContacts={findContacts}
          />
          {!savedJobsMode && <SearchShortcuts onLoad={loadSearch} />}
        </div>
      </div>
      <div id={resultsId} className="space-y-3">
        {contacts?.running && <SearchProgress progress={contacts.progress} />}
        {contacts?.results && (
          <ContactResults
            results={contacts.results}
            busy={contacts.running}
            isSaved={isSaved}
            onSavedChange={markSaved}
            onPage={(page) => void find(contacts.companies, page)}
          />
        )}
      </div>
    </div>
  );
}
