import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { PagedHeading, Pager, usePagingFocus } from '../../../components/ui/pager';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { pageOfOffset } from '../../../lib/paging';
import { toastFailure } from '../../../lib/toast-failure';
import { reportTourAction } from '../../../lib/tour-actions';
import {
  COMPANY_PAGE_SIZE,
  useContactSearchCompaniesMutation,
  useContactSearchSaveSearchMutation,
  type CompanyResult,
  type CompanySearchPage,
  type SearchCompaniesBody,
  type SearchMode,
} from '../contact-search.api';
import {
  companySearchBody,
  companySearchProblem,
  saveSearchBody,
  type CompanySearchForm,
} from '../contact-search-rules';
import { CategoryPicker } from './category-picker';
import { DemoBadge } from './demo-badge';
import { LocationFields } from './location-fields';

interface CompanyStepProps {
  mode: SearchMode;
  form: CompanySearchForm;
  onFormChange: (form: CompanySearchForm) => void;
  isSelected: (company: CompanyResult) => boolean;
  onAdd: (company: CompanyResult) => void;
}

const locationOf = (company: CompanyResult) =>
  [company.city, company.state, company.country].filter(Boolean).join(', ') || '—';

const COLUMNS: readonly TableColumn<CompanyResult>[] = [
  {
    header: 'Company',
    cell: (company) =>
      company.company_url ? (
        <a
          href={company.company_url}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {company.company_name}
        </a>
      ) : (
        <span className="font-medium">{company.company_name}</span>
      ),
  },
  { header: 'Location', cell: locationOf, inCard: true },
  { header: 'Size (Employees)', cell: (company) => company.employee_count_range || '—', inCard: true },
  {
    header: 'About',
    cell: (company) => <span className="line-clamp-3">{company.about_us || '—'}</span>,
    className: 'min-w-40 max-w-md',
    inCard: 'row',
  },
];

/** The company step: the search form of the chosen mode, then the companies found, ten a page. */
export function CompanyStep({ mode, form, onFormChange, isSelected, onAdd }: CompanyStepProps) {
  // Kept with the mode it was found in, so switching modes drops it.
  const [found, setFound] = useState<{ mode: SearchMode; text: string } | null>(null);
  const problem = found?.mode === mode ? found.text : null;
  const [results, setResults] = useState<{ body: SearchCompaniesBody; page: CompanySearchPage } | null>(null);
  const [runSearch, search] = useContactSearchCompaniesMutation();
  const [saveSearch, saving] = useContactSearchSaveSearchMutation();
  const ids = { categories: useId(), companyName: useId(), jobTitle: useId(), place: useId() };

  const run = async (body: SearchCompaniesBody) => {
    try {
      const page = await runSearch(body).unwrap();
      setResults({ body, page });
      if (body.offset === 0) {
        toast.success('Search completed!');
        reportTourAction({ type: 'companies-generated', count: page.total });
      }
    } catch (error) {
      toastFailure('Failed to perform search.', error, () => void run(body));
    }
  };

  const checked = (): boolean => {
    const text = companySearchProblem(mode, form);
    setFound(text ? { mode, text } : null);
    if (text) document.getElementById(mode === 'category' ? ids.categories : ids.companyName)?.focus();
    return text === null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checked()) void run(companySearchBody(mode, form, 0));
  };

  const save = async () => {
    const body = checked() ? saveSearchBody(mode, form) : null;
    if (!body) return;
    try {
      await saveSearch(body).unwrap();
      toast.success('Search saved.');
    } catch (error) {
      toastFailure('Failed to save search.', error);
    }
  };

  const change = (next: CompanySearchForm) => {
    setFound(null);
    onFormChange(next);
  };

  return (
    <div className="min-w-0 space-y-4">
      <form noValidate onSubmit={submit} aria-label="Company search" className="space-y-4">
        {mode === 'category' ? (
          <>
            <CategoryPicker
              id={ids.categories}
              selected={form.categories}
              onChange={(categories) => change({ ...form, categories })}
              error={problem ?? undefined}
            />
            <LocationFields
              idPrefix={ids.place}
              value={form}
              onChange={(place) => change({ ...form, ...place })}
            />
          </>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField
              id={ids.companyName}
              label="Company Name"
              error={problem ?? undefined}
              value={form.companyName}
              autoComplete="organization"
              onChange={(event) => change({ ...form, companyName: event.target.value })}
            />
            <InputField
              id={ids.jobTitle}
              label="Job Title"
              hint="Companies with open jobs of this title."
              value={form.jobTitle}
              onChange={(event) => change({ ...form, jobTitle: event.target.value })}
            />
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={search.isLoading} aria-busy={search.isLoading}>
            {search.isLoading ? 'Searching...' : 'Search Companies'}
          </Button>
          <Button variant="secondary" disabled={saving.isLoading} onClick={() => void save()}>
            Save search
          </Button>
        </div>
      </form>
      {results && (
        <CompanyResults
          results={results.page}
          busy={search.isLoading}
          isSelected={isSelected}
          onAdd={onAdd}
          onPage={(page) => void run({ ...results.body, offset: page * COMPANY_PAGE_SIZE })}
        />
      )}
    </div>
  );
}

function CompanyResults({
  results,
  busy,
  isSelected,
  onAdd,
  onPage,
}: {
  results: CompanySearchPage;
  busy: boolean;
  isSelected: (company: CompanyResult) => boolean;
  onAdd: (company: CompanyResult) => void;
  onPage: (page: number) => void;
}) {
  const headingId = useId();
  const { heading, paging } = usePagingFocus(results);
  const action = (company: CompanyResult) =>
    isSelected(company) ? (
      <Button size="sm" variant="secondary" disabled>
        Company Added
      </Button>
    ) : (
      <Button size="sm" onClick={() => onAdd(company)}>
        Add Company
      </Button>
    );
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <PagedHeading id={headingId} ref={heading}>
          Companies found
        </PagedHeading>
        {results.demo && <DemoBadge />}
      </div>
      {results.companies.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">No companies match this search.</p>
      ) : (
        <ResponsiveTable
          label="Company results"
          items={results.companies}
          itemKey={(company) => `${company.company_name}|${company.company_url}`}
          columns={COLUMNS}
          actionsHeader="Action"
          tableFrom="@2xl"
          cardHeading={(company) => COLUMNS[0].cell(company)}
          cardBadges={() => null}
          actions={action}
        />
      )}
      <Pager
        label="Company results pages"
        shown={pageOfOffset(results)}
        busy={busy}
        onPageChange={paging((page) => onPage(page - 1))}
      />
    </section>
  );
}
