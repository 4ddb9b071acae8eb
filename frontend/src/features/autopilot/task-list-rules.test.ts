import { describe, expect, it } from 'vitest';
import { aCompany, aRetry, aSession } from './testing/autopilot-factories';
import {
  addJobTitles,
  groupTasks,
  isAtSelectionLimit,
  manualRetryRefusal,
  offersManualRetry,
  pollingInterval,
  rerunChoices,
  rerunProblem,
  retryCall,
  retryCountText,
  retryDaysProblem,
  shownTab,
  shownTasks,
  startProblem,
  stillPending,
  tabOf,
  visibleTabs,
  type PendingTask,
} from './task-list-rules';

describe('grouping tasks into tabs (§2.1)', () => {
  it('puts running and queued tasks that are not retries in In Progress', () => {
    expect(tabOf(aSession({ status: 'running', progress: 40 }))).toBe('in_progress');
    expect(tabOf(aSession({ status: 'queued', progress: 0 }))).toBe('in_progress');
  });

  it("puts a retry's session that runs, waits or failed in Retrying", () => {
    for (const status of ['running', 'queued', 'failed'] as const) {
      expect(tabOf(aSession({ status, is_retry: true }))).toBe('retrying');
    }
  });

  it('puts a completed task with a retry still scheduled in Retrying, and back in Completed once processed', () => {
    expect(tabOf(aSession({ scheduled_retries: [aRetry({ status: 'scheduled' })] }))).toBe('retrying');
    expect(tabOf(aSession({ scheduled_retries: [aRetry({ status: 'processed' })] }))).toBe('completed');
  });

  it("puts completed tasks, a retry's completed session and failed tasks in Completed", () => {
    expect(tabOf(aSession())).toBe('completed');
    expect(tabOf(aSession({ is_retry: true }))).toBe('completed');
    expect(tabOf(aSession({ status: 'failed' }))).toBe('completed');
  });

  it('shows In Progress and Retrying only when they hold tasks, Completed always', () => {
    expect(visibleTabs(groupTasks([]))).toEqual(['completed']);
    expect(
      visibleTabs(
        groupTasks([aSession({ status: 'running' }), aSession({ is_retry: true, status: 'queued' })]),
      ),
    ).toEqual(['in_progress', 'completed', 'retrying']);
  });

  it('opens In Progress when it has tasks, else Completed, and leaves a tab that empties', () => {
    const running = groupTasks([aSession({ status: 'running' }), aSession()]);
    expect(shownTab(null, running)).toBe('in_progress');
    expect(shownTab('completed', running)).toBe('completed');
    const ended = groupTasks([aSession()]);
    expect(shownTab('retrying', ended)).toBe('completed');
    expect(shownTab('in_progress', ended)).toBe('completed');
  });
});

describe('manual retry (§5)', () => {
  const withCompanies = (companies: Record<string, ReturnType<typeof aCompany>>, retry_count = 0) =>
    aSession({ company_names: Object.keys(companies), company_statuses: companies, retry_count });

  it('is offered on a completed task with a company that found no jobs or failed with attempts left', () => {
    expect(offersManualRetry(withCompanies({ Acme: aCompany({ jobs_found: 0 }) }))).toBe(true);
    expect(offersManualRetry(withCompanies({ Acme: aCompany({ status: 'failed', attempt: 2 }) }))).toBe(true);
  });

  it('is not offered when every company found jobs, or the retryable one has had 3 attempts', () => {
    expect(offersManualRetry(withCompanies({ Acme: aCompany({ jobs_found: 3 }) }))).toBe(false);
    expect(offersManualRetry(withCompanies({ Acme: aCompany({ status: 'failed', attempt: 3 }) }))).toBe(
      false,
    );
  });

  it('is not offered on a task that has not completed', () => {
    const task = withCompanies({ Acme: aCompany({ jobs_found: 0 }) });
    expect(offersManualRetry({ ...task, status: 'failed' })).toBe(false);
  });

  it("refuses a fourth retry with §5's words", () => {
    expect(manualRetryRefusal(withCompanies({ Acme: aCompany({ jobs_found: 0 }) }, 3))).toBe(
      'Maximum retry limit (3) reached for this task',
    );
    expect(manualRetryRefusal(withCompanies({ Acme: aCompany({ jobs_found: 0 }) }, 2))).toBeNull();
  });

  it('refuses when no company is left to retry', () => {
    expect(manualRetryRefusal(withCompanies({ Acme: aCompany() }))).toBe(
      'No failed companies found to retry',
    );
  });

  it("shows the retry about to start as 'N / 3'", () => {
    expect(retryCountText({ retry_count: 0 })).toBe('1 / 3');
    expect(retryCountText({ retry_count: 2 })).toBe('3 / 3');
  });

  it('takes a custom delay of 1 to 5 whole days', () => {
    expect(retryDaysProblem(1)).toBeNull();
    expect(retryDaysProblem(5)).toBeNull();
    for (const days of [0, 6, 2.5, Number.NaN])
      expect(retryDaysProblem(days)).toBe('Choose a delay of 1 to 5 days.');
  });

  it('calls manual-retry now, and retry-with-strategy with hours for later', () => {
    expect(retryCall('now', 2)).toEqual({ call: 'manual-retry' });
    expect(retryCall('1day', 2)).toEqual({ call: 'retry-with-strategy', strategy: '1day', delay_hours: 24 });
    expect(retryCall('delayed', 3)).toEqual({
      call: 'retry-with-strategy',
      strategy: 'delayed',
      delay_hours: 72,
    });
  });
});

describe('rerun of selected companies (§5)', () => {
  it('needs at least one company checked', () => {
    expect(rerunProblem([])).toBe('Please select at least one company to rerun');
    expect(rerunProblem(['Acme'])).toBeNull();
  });

  it('offers every company of the task, those tried 3 times unavailable', () => {
    const task = aSession({
      company_names: ['Acme', 'Globex', 'Initech'],
      company_statuses: { Acme: aCompany({ attempt: 3 }), Globex: aCompany({ attempt: 1 }) },
    });
    expect(rerunChoices(task)).toEqual([
      { name: 'Acme', available: false },
      { name: 'Globex', available: true },
      { name: 'Initech', available: true },
    ]);
  });
});

describe('the create panel (§5)', () => {
  it('adds titles split at commas, trimmed, and once whatever their case', () => {
    expect(addJobTitles([], ' Engineer , Designer,')).toEqual(['Engineer', 'Designer']);
    expect(addJobTitles(['Engineer'], 'engineer')).toEqual(['Engineer']);
    expect(addJobTitles(['Engineer'], '   ')).toEqual(['Engineer']);
  });

  it('asks for a company, then a title, before starting', () => {
    expect(startProblem([], ['Engineer'])).toBe('Please select at least one company to continue');
    expect(startProblem(['Acme'], [])).toBe('Please add at least one job title to continue');
    expect(startProblem(['Acme'], ['Engineer'])).toBeNull();
  });

  it("stops a selection at the plan's limit, never on an unlimited plan", () => {
    expect(isAtSelectionLimit(24, 25)).toBe(false);
    expect(isAtSelectionLimit(25, 25)).toBe(true);
    expect(isAtSelectionLimit(1000, -1)).toBe(false);
  });
});

describe('polling (§4.1)', () => {
  const up = { pushes: true, retryStream: true };

  it('polls every 5 s while a task runs and 10 s while one is queued, only when pushes cannot arrive', () => {
    const running = [aSession({ status: 'running' }), aSession({ status: 'queued' })];
    expect(pollingInterval(running, { ...up, pushes: false })).toBe(5000);
    expect(pollingInterval([aSession({ status: 'queued' })], { ...up, pushes: false })).toBe(10_000);
    expect(pollingInterval(running, up)).toBe(0);
  });

  it('never polls for completed or failed tasks', () => {
    expect(
      pollingInterval([aSession(), aSession({ status: 'failed' })], { pushes: false, retryStream: false }),
    ).toBe(0);
  });

  it('polls tasks with a retry to come every 10 s while the retry stream is down', () => {
    const waiting = [aSession({ scheduled_retries: [aRetry()] })];
    expect(pollingInterval(waiting, { ...up, retryStream: false })).toBe(10_000);
    expect(pollingInterval(waiting, up)).toBe(0);
  });
});

describe('new and deleted tasks before the server lists them (§4.1)', () => {
  const pending = (id: string): PendingTask => ({
    key: id,
    id,
    company_names: ['Acme'],
    job_titles: ['Engineer'],
    created_at: '2026-11-21T10:00:00.000Z',
  });

  it('shows a new task first as queued at progress 0', () => {
    const listed = [aSession()];
    const shown = shownTasks(listed, [pending('temp_1')], new Set());
    expect(shown.map((task) => [task._id, task.status, task.progress])).toEqual([
      ['temp_1', 'queued', 0],
      [listed[0]._id, 'completed', 100],
    ]);
  });

  it("shows the server's task once only when it lists the id the start call answered", () => {
    const listed = aSession({ status: 'queued' });
    const swapped = pending(listed._id);
    expect(shownTasks([listed], [swapped], new Set()).map((task) => task._id)).toEqual([listed._id]);
    expect(stillPending([swapped], [listed])).toEqual([]);
  });

  it('leaves out a task being deleted', () => {
    const [kept, deleted] = [aSession(), aSession()];
    expect(shownTasks([kept, deleted], [], new Set([deleted._id]))).toEqual([kept]);
  });
});
