import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { serverErrorMessage } from '../../../lib/error-detail';
import { toastFailure } from '../../../lib/toast-failure';
import { readCachedSearch, storeCachedSearch, type CacheWrite } from '../ai-search-cache';
import {
  useAiCompanySearchMutation,
  useGenerateMoreCompaniesMutation,
  type AiCompany,
  type SavedSearch,
} from '../job-search.api';
import {
  appendNewCompanies,
  companyKey,
  companyName,
  existingCompanyLines,
  pageOf,
} from '../job-search-rules';
import { useSearchProgress } from '../use-search-progress';
import { CompanyResults } from './company-results';
import { SavedSearchesDialog } from './saved-searches-dialog';
import { SearchProgressBar } from './search-progress-bar';
import { SelectedCompanies } from './selected-companies';

const STORAGE_WARNINGS: Record<Exclude<CacheWrite, 'stored'>, string> = {
  trimmed: 'Browser storage is full: older cached searches were cleared.',
  skipped: 'Browser storage is full: this search could not be cached.',
};

/** The server's limit on search_term (contract section 3). */
const SEARCH_TERM_MAX_LENGTH = 200;

function cache(term: string, companies: AiCompany[]): void {
  const outcome = storeCachedSearch(term, companies);
  if (outcome !== 'stored') toast.warning(STORAGE_WARNINGS[outcome], { id: 'ai-search-cache-full' });
}

/** Spec section 2, Industry tab: find companies with the AI search, pick some, and take them to the jobs tab. */
export function IndustryTab({ onConfirm }: { onConfirm: (companyNames: string[]) => void }) {
  const inputId = useId();
  const [term, setTerm] = useState('');
  const [inputError, setInputError] = useState<string | undefined>();
  const [searchedTerm, setSearchedTerm] = useState('');
  const [companies, setCompanies] = useState<AiCompany[]>([]);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AiCompany[]>([]);
  const [savedOpen, setSavedOpen] = useState(false);
  const [aiSearch, searchState] = useAiCompanySearchMutation();
  const [generateMore, moreState] = useGenerateMoreCompaniesMutation();
  const { progress, start, finish, fail, reset } = useSearchProgress();
  // The term of the search that failed last, for its Retry.
  const [failedTerm, setFailedTerm] = useState<string | null>(null);
  // Only the newest search may show its answer.
  const searchCount = useRef(0);

  const runSearch = async (raw: string) => {
    const searchTerm = raw.trim();
    // Spec section 5: the field is required; one holding only spaces is empty once trimmed.
    if (!searchTerm) {
      setInputError(raw === '' ? 'Company Name is required' : 'Please provide a company name.');
      return;
    }
    setInputError(undefined);
    setFailedTerm(null);
    const mine = ++searchCount.current;
    const cached = readCachedSearch(searchTerm);
    if (cached) {
      reset();
      setSearchedTerm(searchTerm);
      setCompanies(cached);
      setPage(1);
      toast.success('Company search completed!');
      return;
    }
    start();
    try {
      const result = await aiSearch(searchTerm).unwrap();
      if (mine !== searchCount.current) return;
      finish();
      setSearchedTerm(searchTerm);
      setCompanies(result.companies);
      setPage(1);
      cache(searchTerm, result.companies);
      toast.success('Company search completed!');
    } catch (error) {
      if (mine !== searchCount.current) return;
      fail();
      setFailedTerm(searchTerm);
      toast.error(serverErrorMessage(error, 'Failed to perform company search.'));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (searchState.isLoading) return;
    void runSearch(term);
  };

  const loadSaved = (search: SavedSearch) => {
    setSavedOpen(false);
    setTerm(search.search_term);
    toast.info(`Loaded saved search: ${search.search_term}`);
    void runSearch(search.search_term);
  };

  const findMore = async () => {
    if (!searchedTerm || companies.length === 0) {
      toast.error('Search term or initial companies are missing.');
      return;
    }
    const mine = searchCount.current;
    try {
      const more = await generateMore({
        search_term: searchedTerm,
        existing_companies: existingCompanyLines(companies),
      }).unwrap();
      // A search that answered meanwhile replaced the list these companies were asked for.
      if (mine !== searchCount.current) return;
      const all = appendNewCompanies(companies, more);
      setCompanies(all);
      // Shows the first of the companies just added.
      if (all.length > companies.length) setPage(pageOf(companies.length));
      cache(searchedTerm, all);
      toast.success('Additional companies generated!');
    } catch (error) {
      if (mine !== searchCount.current) return;
      toastFailure('Failed to generate more companies.', error);
    }
  };

  const isSelected = (company: AiCompany) =>
    selected.some((chosen) => companyKey(chosen) === companyKey(company));

  const select = (company: AiCompany) => {
    if (isSelected(company)) {
      toast.error('This company is already selected.');
      return;
    }
    setSelected((now) => [...now, company]);
  };

  const confirm = () => {
    if (selected.length === 0) {
      toast.error('Please select at least one company.');
      return;
    }
    onConfirm(selected.map(companyName));
    toast.success('Selected companies added to Job Search.');
  };

  return (
    <div className="space-y-5">
      <form
        onSubmit={submit}
        noValidate
        aria-label="Search by industry"
        className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-5 dark:border-gray-800 dark:bg-gray-900"
      >
        <InputField
          id={inputId}
          label="Company Name"
          error={inputError}
          hint="A company name or an industry, such as fintech or Acme Analytics."
          value={term}
          maxLength={SEARCH_TERM_MAX_LENGTH}
          onChange={(event) => setTerm(event.target.value)}
        />
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setSavedOpen(true)}>
            Saved Searches
          </Button>
          {/* aria-disabled, not disabled: pressing it must not drop the keyboard user's focus. */}
          <Button
            type="submit"
            aria-disabled={searchState.isLoading || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-60"
          >
            {searchState.isLoading ? 'Searching...' : 'Search'}
          </Button>
        </div>
        <SearchProgressBar
          progress={progress}
          onRetry={
            failedTerm === null
              ? undefined
              : () => {
                  // Retry goes away as the search restarts; the search box keeps the keyboard user's place.
                  document.getElementById(inputId)?.focus();
                  void runSearch(failedTerm);
                }
          }
        />
      </form>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          <CompanyResults
            companies={companies}
            page={page}
            onPageChange={setPage}
            isSelected={isSelected}
            onSelect={select}
            onFindMore={() => void findMore()}
            findingMore={moreState.isLoading}
            emptyText={
              searchedTerm
                ? `No companies found for ${searchedTerm}.`
                : 'Search for a company or an industry to see companies here.'
            }
          />
        </div>
        <SelectedCompanies
          companies={selected}
          onRemove={(company) =>
            setSelected((now) => now.filter((chosen) => companyKey(chosen) !== companyKey(company)))
          }
          onConfirm={confirm}
        />
      </div>

      <SavedSearchesDialog open={savedOpen} onOpenChange={setSavedOpen} onLoad={loadSaved} />
    </div>
  );
}
