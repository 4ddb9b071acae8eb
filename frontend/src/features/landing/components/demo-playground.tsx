import { useCallback, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses, focusRing, iconButtonClasses } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { visibleCards, type DemoCompany, type DemoStep } from '../demo/demo-model';
import type { DemoMachine } from '../demo/demo-machine';
import { demoNotice, type DemoRun, type DemoState } from '../demo/demo-reducer';
import { useDemo } from '../demo/use-demo';
import { useDemoCompanySearchMutation, type ButtonName } from '../landing.api';

const placeOf = (company: DemoCompany) =>
  [company.city, company.state, company.country].filter(Boolean).join(', ') || null;

const STATUS_WORDS: Record<DemoStep['status'], string> = {
  pending: 'waiting',
  'in-progress': 'in progress',
  completed: 'completed',
};

const countText = (step: DemoStep) => (step.count === null ? '' : `, ${step.count} ${step.countLabel}`);

/** What the run's live region says: the step in progress and its sub-message, else the last one completed. */
export function runAnnouncement(run: DemoRun): string {
  const current = run.steps.find((step) => step.status === 'in-progress');
  if (current) return `${current.title}: in progress. ${current.subtasks[current.subtask]}.`;
  const done = [...run.steps].reverse().find((step) => step.status === 'completed');
  if (run.phase === 'summary') return `Results for ${run.company.name} are ready.`;
  return done ? `${done.title}: completed${countText(done)}.` : '';
}

/**
 * The public interactive demo (spec §2, §4): search an industry, pick a company, watch a simulated run. Its own
 * chunk, inside the demo section's frame (demo-section.tsx).
 */
export function DemoPlayground({ onTrack }: { onTrack: (buttonName: ButtonName) => void }) {
  const [searchCompanies] = useDemoCompanySearchMutation();
  const search = useCallback((industry: string) => searchCompanies(industry).unwrap(), [searchCompanies]);
  const { machine, state } = useDemo(search);
  const inputId = useId();
  const noticeId = useId();
  const notice = demoNotice(state);
  const searching = state.phase === 'searching' || state.phase === 'answered';
  // The server's HTML of the field can be typed in before this code arrives: what the visitor typed is taken up.
  const industryField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = industryField.current?.value;
    if (typed) machine.setIndustry(typed);
  }, [machine]);

  return (
    <>
      <form
        className="mx-auto mt-6 flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          onTrack('demo_search');
          machine.search();
        }}
        noValidate
      >
        <div className="flex-1 space-y-1">
          <label htmlFor={inputId} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
            Industry
          </label>
          <Input
            id={inputId}
            ref={industryField}
            value={state.industry}
            onChange={(event) => machine.setIndustry(event.target.value)}
            placeholder="e.g. fintech, healthcare, robotics"
            maxLength={200}
            aria-describedby={notice ? noticeId : undefined}
          />
        </div>
        <button type="submit" className={buttonClasses('primary')} disabled={!machine.canSearch()}>
          {searching ? 'Searching…' : 'Search'}
        </button>
      </form>
      <p
        id={noticeId}
        role="status"
        className="mx-auto mt-2 min-h-5 max-w-xl text-sm text-amber-800 dark:text-amber-300"
      >
        {notice}
      </p>
      <SearchProgress state={state} />
      {state.run ? (
        <RunPanel run={state.run} machine={machine} onTrack={onTrack} />
      ) : (
        state.companies.length > 0 && <CompanyCarousel state={state} machine={machine} onTrack={onTrack} />
      )}
      {!state.run && state.phase === 'idle' && state.searched && state.companies.length === 0 && (
        <p className="mt-6 text-center text-sm text-gray-600 dark:text-gray-400">
          No companies found for that industry. Try another word.
        </p>
      )}
    </>
  );
}

function SearchProgress({ state }: { state: DemoState }) {
  const shown = state.phase !== 'idle';
  const percent = Math.round(state.progress);
  const label = state.outcome ?? 'Searching companies';
  return (
    <div className="mx-auto mt-2 max-w-xl">
      <p aria-live="polite" className="sr-only">
        {shown ? label : ''}
      </p>
      {shown && (
        <div className="space-y-1" data-testid="search-progress">
          <ProgressBar
            label="Search progress"
            value={percent}
            valueText={`${percent} %`}
            percent={state.progress}
            status={
              state.outcome === 'Search failed' ? 'failed' : state.phase === 'finished' ? 'done' : 'running'
            }
          />
          <p className="text-xs text-gray-600 dark:text-gray-400" aria-hidden="true">
            {label} · {percent} %
          </p>
        </div>
      )}
    </div>
  );
}

interface CarouselProps {
  state: DemoState;
  machine: DemoMachine;
  onTrack: (buttonName: ButtonName) => void;
}

function CompanyCarousel({ state, machine, onTrack }: CarouselProps) {
  const { companies, centre } = state;
  const { left, right } = visibleCards(companies.length, centre);
  const company = companies[centre];
  const side = (index: number | null, where: 'left' | 'right') =>
    index === null ? (
      <div className="hidden sm:block" />
    ) : (
      <button
        type="button"
        onClick={() => machine.centre(index)}
        className={cn(
          'hidden min-w-0 rounded-lg border border-gray-200 bg-white p-4 text-left opacity-80 hover:opacity-100 sm:block dark:border-gray-800 dark:bg-gray-900',
          focusRing,
        )}
        aria-label={`Show ${companies[index].name}`}
        data-card={where}
      >
        <span className="block truncate font-medium text-gray-900 dark:text-gray-100">
          {companies[index].name}
        </span>
        <span className="block truncate text-xs text-gray-600 dark:text-gray-400">
          {placeOf(companies[index]) ?? ' '}
        </span>
      </button>
    );

  return (
    <section aria-roledescription="carousel" aria-labelledby="demo-companies-heading" className="mt-6">
      <h3 id="demo-companies-heading" className="text-center text-lg font-semibold">
        {state.samples ? 'Sample companies' : 'Companies found'}
      </h3>
      {state.samples && (
        <p className="mt-1 text-center text-sm text-gray-600 dark:text-gray-400">
          The search failed, so here are five made-up companies to try the demo with.
        </p>
      )}
      <div className="mt-4 grid grid-cols-1 items-center gap-3 sm:grid-cols-[1fr_1.4fr_1fr]">
        {side(left, 'left')}
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={`${centre + 1} of ${companies.length}`}
          data-card="centre"
          className="rounded-lg border-2 border-indigo-500 bg-white p-5 shadow-md dark:bg-gray-900"
        >
          <p className="text-lg font-semibold text-gray-900 dark:text-gray-100">{company.name}</p>
          {placeOf(company) && <p className="text-sm text-gray-600 dark:text-gray-400">{placeOf(company)}</p>}
          {company.description && (
            <p className="mt-2 line-clamp-3 text-sm text-gray-700 dark:text-gray-300">
              {company.description}
            </p>
          )}
          <button
            type="button"
            className={cn(buttonClasses('primary'), 'mt-4 w-full')}
            onClick={() => {
              onTrack('demo_choose_company');
              machine.choose(centre);
            }}
          >
            Run the demo on {company.name}
          </button>
        </div>
        {side(right, 'right')}
      </div>
      {companies.length > 1 && (
        <div className="mt-3 flex items-center justify-center gap-3">
          <button
            type="button"
            className={iconButtonClasses}
            onClick={() => machine.move(-1)}
            aria-label="Previous company"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className="text-sm text-gray-600 dark:text-gray-400" aria-live="polite">
            {centre + 1} of {companies.length}
          </span>
          <button
            type="button"
            className={iconButtonClasses}
            onClick={() => machine.move(1)}
            aria-label="Next company"
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}

const STATUS_MARKS: Record<DemoStep['status'], string> = {
  pending: '○',
  'in-progress': '◐',
  completed: '✓',
};

interface RunPanelProps {
  run: DemoRun;
  machine: DemoMachine;
  onTrack: (buttonName: ButtonName) => void;
}

function RunPanel({ run, machine, onTrack }: RunPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the run they started, not on a button that has gone.
  useEffect(() => {
    heading.current?.focus();
  }, [run.company]);

  return (
    <section
      aria-labelledby="demo-run-heading"
      className="mt-6 rounded-lg border border-gray-200 p-5 dark:border-gray-800"
    >
      <h3
        id="demo-run-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold focus:outline-none"
      >
        {run.company.name}
      </h3>
      <p aria-live="polite" className="sr-only">
        {runAnnouncement(run)}
      </p>
      <ol className="mt-4 space-y-3" aria-label="Demo steps">
        {run.steps.map((step) => (
          <li key={step.id} className="flex gap-3" data-status={step.status}>
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 w-5 text-center',
                step.status === 'completed' && 'text-green-700 dark:text-green-400',
                step.status === 'in-progress' &&
                  'animate-pulse text-indigo-700 motion-reduce:animate-none dark:text-indigo-300',
                step.status === 'pending' && 'text-gray-500 dark:text-gray-400',
              )}
            >
              {STATUS_MARKS[step.status]}
            </span>
            <div>
              <p className="font-medium text-gray-900 dark:text-gray-100">
                {step.title}
                <span className="sr-only">: {STATUS_WORDS[step.status]}</span>
              </p>
              <p className="text-sm text-gray-600 dark:text-gray-400">
                {step.status === 'in-progress'
                  ? step.subtasks[step.subtask]
                  : step.status === 'completed' && step.count !== null
                    ? `${step.count} ${step.countLabel}`
                    : step.description}
              </p>
            </div>
          </li>
        ))}
      </ol>
      {run.phase === 'contacts' && <MockContacts run={run} />}
      {run.phase === 'summary' && (
        <div className="mt-6 border-t border-gray-200 pt-5 dark:border-gray-800">
          <h4 className="font-semibold">Results for {run.company.name}</h4>
          <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
            <div>
              <dt className="text-xs text-gray-600 dark:text-gray-400">Roles found</dt>
              <dd className="text-2xl font-bold">{run.roles}</dd>
            </div>
            <div>
              <dt className="text-xs text-gray-600 dark:text-gray-400">Contacts found</dt>
              <dd className="text-2xl font-bold">{run.contacts}</dd>
            </div>
            <div>
              <dt className="text-xs text-gray-600 dark:text-gray-400">Emails drafted</dt>
              <dd className="text-2xl font-bold">1</dd>
            </div>
          </dl>
          <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">
            These figures are simulated. Sign up to find the real roles and contacts and draft e-mails from
            your own profile.
          </p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <Link
              to={paths.signup}
              className={buttonClasses('primary')}
              onClick={() => onTrack('demo_sign_up')}
            >
              Sign Up For Free
            </Link>
            <button
              type="button"
              className={buttonClasses('secondary')}
              onClick={() => {
                onTrack('demo_try_another');
                machine.closeRun();
              }}
            >
              Try another company
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

function MockContacts({ run }: { run: DemoRun }) {
  return (
    <div className="mt-6 border-t border-gray-200 pt-5 dark:border-gray-800">
      <h4 className="font-semibold">Contacts and drafts</h4>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        Three sample contacts with invented e-mail addresses, blurred: sign up to see real ones.
      </p>
      <ul aria-hidden="true" className="mt-3 space-y-2 blur-sm select-none" data-testid="mock-contacts">
        {run.mockContacts.map((contact) => (
          <li
            key={contact.email}
            className="rounded-md border border-gray-200 p-3 text-sm dark:border-gray-700"
          >
            <p className="font-medium">
              {contact.name} · {contact.title}
            </p>
            <p>{contact.email}</p>
            <p className="mt-1 text-gray-600 dark:text-gray-400">{contact.draft}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
