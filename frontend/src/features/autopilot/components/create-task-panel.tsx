import { companySelectionLimit, UNLIMITED } from '@outreach/backend/platform/plans/plan-limits.contract';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/field';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { useAppDispatch } from '../../../api/hooks';
import { planLimitReached } from '../../../api/plan-limit.slice';
import { pageOfOffset } from '../../../lib/paging';
import { toastFailure } from '../../../lib/toast-failure';
import { companyLimitReached } from '../autopilot-failure';
import {
  COMPANY_SEARCH_PAGE_SIZE,
  useAutopilotCompanyDetailsMutation,
  useAutopilotCompanySearchMutation,
  type CompanySearchPage,
} from '../autopilot.api';
import { addJobTitles, isAtSelectionLimit, startProblem } from '../task-list-rules';

/** §4.5: whether the directory's details of a chosen company are in. */
export type DetailStatus = 'pending' | 'loaded' | 'not_available';

export interface ChosenCompany {
  name: string;
  detail: DetailStatus;
  /** Where the directory places it, once loaded. */
  place: string | null;
}

/** What the panel holds, kept by the page so a start that fails reopens it as it was. */
export interface TaskDraft {
  companies: ChosenCompany[];
  titles: string[];
}

export const emptyDraft: TaskDraft = { companies: [], titles: [] };

interface CreateTaskPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: TaskDraft;
  onDraftChange: (change: (draft: TaskDraft) => TaskDraft) => void;
  /** The plan's name as GET /settings/all gives it; unknown while it loads (the server still enforces the limit). */
  planName: string | undefined;
  /** Why the last start failed, shown in the panel it reopened. */
  startError: string | null;
  onStart: (companies: string[], titles: string[]) => void;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const DETAIL_TEXT: Record<DetailStatus, { text: string; tone: 'green' | 'grey' | 'blue' }> = {
  pending: { text: 'Loading details', tone: 'blue' },
  loaded: { text: 'Details loaded', tone: 'green' },
  not_available: { text: 'Details not available', tone: 'grey' },
};

/** '+ Create New Task' (§2.1, §4.5, §5): companies from the directory, job titles, then Start. */
export function CreateTaskPanel(props: CreateTaskPanelProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Create New Task"
      description="Choose the companies to reach and the job titles to look for."
      placement="side"
    >
      <PanelBody {...props} />
    </Dialog>
  );
}

function PanelBody({ draft, onDraftChange, planName, startError, onStart }: CreateTaskPanelProps) {
  const dispatch = useAppDispatch();
  const [details] = useAutopilotCompanyDetailsMutation();
  const limit = planName === undefined ? UNLIMITED : companySelectionLimit(planName);
  const names = draft.companies.map((company) => company.name);
  const problem = startProblem(names, draft.titles);

  const loadDetails = async (name: string) => {
    const setDetail = (detail: DetailStatus, place: string | null = null) =>
      onDraftChange((now) => ({
        ...now,
        companies: now.companies.map((company) =>
          sameName(company.name, name) ? { ...company, detail, place } : company,
        ),
      }));
    setDetail('pending');
    try {
      const { companies } = await details([name]).unwrap();
      const found = companies.find((company) => sameName(company.company_name, name));
      if (found?.detail_status === 'loaded') {
        setDetail('loaded', [found.city, found.state].filter(Boolean).join(', ') || null);
      } else setDetail('not_available');
    } catch (error) {
      setDetail('not_available');
      toastFailure(`Failed to load the details of ${name}`, error, () => void loadDetails(name));
    }
  };

  const choose = (name: string) => {
    if (draft.companies.some((company) => sameName(company.name, name))) return;
    if (isAtSelectionLimit(draft.companies.length, limit)) {
      dispatch(planLimitReached(companyLimitReached(planName ?? '', limit, draft.companies.length)));
      return;
    }
    onDraftChange((now) => ({
      ...now,
      companies: [...now.companies, { name, detail: 'pending', place: null }],
    }));
    void loadDetails(name);
  };

  const remove = (name: string) =>
    onDraftChange((now) => ({ ...now, companies: now.companies.filter((company) => company.name !== name) }));

  const statusOf = (name: string): DetailStatus | null =>
    draft.companies.find((company) => sameName(company.name, name))?.detail ?? null;

  return (
    <div className="space-y-6 text-sm">
      <CompanySearch statusOf={statusOf} onChoose={choose} />
      <section aria-labelledby="chosen-companies" className="space-y-2">
        <h3 id="chosen-companies" className="font-semibold text-gray-900 dark:text-gray-100">
          Selected companies{' '}
          <span className="font-normal text-gray-600 dark:text-gray-400">
            ({draft.companies.length}
            {limit !== UNLIMITED && ` of ${limit}`})
          </span>
        </h3>
        {draft.companies.length === 0 ? (
          <p className="text-gray-600 dark:text-gray-400">No companies selected yet.</p>
        ) : (
          <ul aria-label="Selected companies" className="space-y-2">
            {draft.companies.map((company) => (
              <li
                key={company.name}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gray-200 px-3 py-2 dark:border-gray-700"
              >
                <span className="min-w-0">
                  <span className="font-medium break-words">{company.name}</span>
                  {company.place && (
                    <span className="block text-xs text-gray-600 dark:text-gray-400">{company.place}</span>
                  )}
                </span>
                <span className="flex items-center gap-2">
                  <Badge tone={DETAIL_TEXT[company.detail].tone}>{DETAIL_TEXT[company.detail].text}</Badge>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => remove(company.name)}
                    aria-label={`Remove ${company.name}`}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <JobTitles titles={draft.titles} onChange={(titles) => onDraftChange((now) => ({ ...now, titles }))} />
      {startError && (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950/40 dark:text-red-300"
        >
          {startError}
        </p>
      )}
      <div className="sticky -bottom-5 -mx-5 space-y-2 border-t border-gray-200 bg-white px-5 pt-4 pb-5 dark:border-gray-800 dark:bg-gray-900">
        <Button
          className="w-full"
          disabled={problem !== null}
          aria-describedby={problem ? 'start-hint' : undefined}
          onClick={() => onStart(names, draft.titles)}
        >
          Start Autopilot
        </Button>
        {problem && (
          <p id="start-hint" className="text-center text-xs text-gray-600 dark:text-gray-400">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}

function CompanySearch({
  statusOf,
  onChoose,
}: {
  statusOf: (name: string) => DetailStatus | null;
  onChoose: (name: string) => void;
}) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<{ name: string; page: CompanySearchPage } | null>(null);
  const [search, state] = useAutopilotCompanySearchMutation();
  const id = useId();

  const run = async (name: string, offset: number) => {
    try {
      setResults({ name, page: await search({ company_name: name, offset }).unwrap() });
    } catch (error) {
      toastFailure('Failed to search companies', error, () => void run(name, offset));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = text.trim();
    if (name) void run(name, 0);
  };

  const typed = results?.name ?? '';
  const listed = results?.page.companies ?? [];
  // A company the directory does not hold may still be named in full; a fragment of a name is only a search.
  const offerTyped = typed.length >= 2 && !listed.some((company) => sameName(company.company_name, typed));

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className="font-semibold text-gray-900 dark:text-gray-100">
        Companies
      </h3>
      <form role="search" aria-label="Company directory" onSubmit={submit} className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          Company name
        </label>
        <Input
          id={id}
          value={text}
          placeholder="Search the company directory"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={state.isLoading}>
          Search
        </Button>
      </form>
      {state.isLoading && <Spinner label="Searching companies..." />}
      {results && (
        <div className="space-y-2">
          {listed.length === 0 && (
            <p className="text-gray-600 dark:text-gray-400">No companies in the directory match "{typed}".</p>
          )}
          <ul aria-label="Companies found" className="space-y-1">
            {listed.map((company) => (
              <CompanyOption
                key={company.company_name}
                name={company.company_name}
                place={[company.city, company.state].filter(Boolean).join(', ')}
                status={statusOf(company.company_name)}
                onChoose={onChoose}
              />
            ))}
            {offerTyped && (
              <CompanyOption
                name={typed}
                place="Not in the directory"
                status={statusOf(typed)}
                onChoose={onChoose}
              />
            )}
          </ul>
          {results.page.total > COMPANY_SEARCH_PAGE_SIZE && (
            <Pager
              label="Company pages"
              shown={pageOfOffset(results.page)}
              busy={state.isLoading}
              onPageChange={(page) => void run(typed, (page - 1) * COMPANY_SEARCH_PAGE_SIZE)}
            />
          )}
        </div>
      )}
    </section>
  );
}

/** §4.5: Select, then Loading while its details come, then Selected. */
function CompanyOption({
  name,
  place,
  status,
  onChoose,
}: {
  name: string;
  place: string;
  status: DetailStatus | null;
  onChoose: (name: string) => void;
}) {
  const label = status === null ? 'Select' : status === 'pending' ? 'Loading' : 'Selected';
  return (
    <li className="flex items-center justify-between gap-2 rounded-md px-2 py-1.5 hover:bg-gray-50 dark:hover:bg-gray-800/60">
      <span className="min-w-0">
        <span className="block font-medium break-words">{name}</span>
        {place && <span className="block text-xs text-gray-600 dark:text-gray-400">{place}</span>}
      </span>
      <Button
        size="sm"
        variant={status === null ? 'primary' : 'secondary'}
        aria-disabled={status !== null}
        aria-busy={status === 'pending'}
        className="aria-disabled:cursor-default"
        onClick={() => {
          if (status === null) onChoose(name);
        }}
      >
        {label}
        <span className="sr-only"> {name}</span>
      </Button>
    </li>
  );
}

/** §5: a title is added by Enter, a comma or leaving the field; trimmed and kept once. */
function JobTitles({ titles, onChange }: { titles: string[]; onChange: (titles: string[]) => void }) {
  const [text, setText] = useState('');
  const id = useId();

  const commit = (typed: string) => {
    const next = addJobTitles(titles, typed);
    if (next.length !== titles.length) onChange(next);
  };

  const type = (value: string) => {
    const cut = value.lastIndexOf(',');
    if (cut === -1) return setText(value);
    commit(value.slice(0, cut));
    setText(value.slice(cut + 1));
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit(text);
    setText('');
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <h3 id={`${id}-heading`} className="font-semibold text-gray-900 dark:text-gray-100">
        Job titles
      </h3>
      <label htmlFor={id} className="sr-only">
        Job title
      </label>
      <Input
        id={id}
        value={text}
        placeholder="e.g. Software Engineer, then Enter"
        aria-describedby={`${id}-hint`}
        onChange={(event) => type(event.target.value)}
        onKeyDown={keyDown}
        onBlur={() => {
          commit(text);
          setText('');
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-gray-500 dark:text-gray-400">
        Press Enter or type a comma to add a title.
      </p>
      {titles.length > 0 && (
        <ul aria-label="Job titles" className="flex flex-wrap gap-2">
          {titles.map((title) => (
            <li
              key={title}
              className="flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-3 text-indigo-800 dark:bg-indigo-950/50 dark:text-indigo-200"
            >
              {title}
              <button
                type="button"
                onClick={() => onChange(titles.filter((other) => other !== title))}
                aria-label={`Remove ${title}`}
                className="rounded-full px-1.5 hover:bg-indigo-100 dark:hover:bg-indigo-900"
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
