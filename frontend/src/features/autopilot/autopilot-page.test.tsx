import type { RetryStreamMessage } from '@outreach/backend/autopilot/autopilot.contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../testing/event-source-mock';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { aSettings } from '../../testing/settings-factories';
import { makeStore } from '../../testing/store';
import { autopilotApi, type SessionView } from './autopilot.api';
import { AutopilotPage } from './components/autopilot-page';
import { aCompany, aRetry, aSession, aTaskId } from './testing/autopilot-factories';

/** GET /autopilot/sessions answers the tasks `current()` holds at each request, recording each request's query. */
function listAnswers(current: () => SessionView[], hasMore = false) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('/autopilot/sessions', ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json({ sessions: current(), has_more: hasMore });
    }),
  );
  return requests;
}

function settingsAnswer(overrides: Parameters<typeof aSettings>[0] = {}) {
  server.use(http.get('/settings/all', () => HttpResponse.json(aSettings(overrides))));
}

/** A POST to `path` answers `body` (status 200 unless given), recording the request bodies. */
function postAnswers(path: string, body: JsonBodyType, status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.json().catch(() => null));
      return HttpResponse.json(body, { status });
    }),
  );
  return bodies;
}

const renderPage = (route = '/autopilot') => renderWithProviders(<AutopilotPage />, { route });

const tabNamed = (name: RegExp) => screen.findByRole('tab', { name });

/** The list is a table and a card list at once (CSS shows one): the table's rows are the ones acted on here. */
const taskTable = async () => within(await screen.findByRole('table', { name: 'Autopilot tasks' }));

beforeEach(() => {
  signIn();
  settingsAnswer();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => vi.unstubAllGlobals());

describe('Autopilot task list', () => {
  it('says it is loading, then groups the tasks into tabs with their counts', async () => {
    const running = aSession({ status: 'running', progress: 40, completed_at: null });
    const retrying = aSession({
      status: 'queued',
      is_retry: true,
      retry_company: 'Globex',
      completed_at: null,
    });
    const done = aSession({ company_names: ['Initech'] });
    listAnswers(() => [running, retrying, done]);
    const { user } = renderPage();

    expect(screen.getByText('Loading tasks...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Autopilot Tasks' })).toBeInTheDocument();
    expect(screen.getByText('Monitor your AI-powered job search automation.')).toBeInTheDocument();
    expect(await tabNamed(/In Progress \(1\)/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Completed \(1\)/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Retrying \(1\)/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Autopilot tasks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Task Name', 'Start Time', 'Status', 'Actions']);
    expect(within(table).getByText('Running · 40%')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Completed/ }));
    const completed = screen.getByRole('table', { name: 'Autopilot tasks' });
    expect(
      within(completed)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Task Name', 'Start Time', 'End Time', 'Status', 'Actions']);
    expect(within(completed).getByRole('link', { name: 'Engineer at Initech' })).toHaveAttribute(
      'href',
      `/autopilot/task/${done._id}`,
    );
  });

  it('shows only Completed, with its empty state, when there are no tasks', async () => {
    listAnswers(() => []);
    renderPage();

    expect(await screen.findByText('No completed tasks without retries scheduled.')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Completed (0)']);
  });

  it('opens the task detail when a row is clicked', async () => {
    const task = aSession();
    listAnswers(() => [task]);
    const { user, router } = renderPage();

    const row = (await screen.findByRole('table', { name: 'Autopilot tasks' })).querySelector('tbody tr');
    await user.click(within(row as HTMLElement).getByText('Completed'));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/autopilot/task/${task._id}`));
  });

  it('pages back to older tasks', async () => {
    const requests = listAnswers(() => [aSession()], true);
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Older tasks' }));

    await waitFor(() => expect(requests.at(-1)?.get('offset')).toBe('50'));
    expect(requests[0].get('offset')).toBeNull();
  });

  it('offers Retry when the tasks cannot be fetched', async () => {
    // The newest handler answers first: the failure, once, then the list.
    listAnswers(() => []);
    server.use(
      http.get('/autopilot/sessions', () => HttpResponse.json({ detail: 'Down' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderPage();

    expect(await screen.findByText('Failed to fetch tasks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No completed tasks without retries scheduled.')).toBeInTheDocument();
  });

  it('drops the cached tasks for ?refresh=true, fetching them again, and leaves the address', async () => {
    let sessions = [aSession({ company_names: ['Cached'] })];
    const requests = listAnswers(() => sessions);
    const store = makeStore();
    await store.dispatch(autopilotApi.endpoints.autopilotSessions.initiate());
    sessions = [aSession({ company_names: ['Fresh'] })];

    const { router } = renderWithProviders(<AutopilotPage />, { route: '/autopilot?refresh=true', store });

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((await taskTable()).getByRole('link', { name: 'Engineer at Fresh' })).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });
});

describe('deleting a task (§4.1)', () => {
  it('removes the row at once and restores it when the call fails', async () => {
    const task = aSession();
    listAnswers(() => [task]);
    let fail: () => void = () => undefined;
    server.use(
      http.delete(
        `/autopilot/${task._id}`,
        () =>
          new Promise<Response>((resolve) => {
            fail = () => resolve(HttpResponse.json({ detail: 'Task could not be deleted' }, { status: 500 }));
          }),
      ),
    );
    const { user } = renderPage();

    await user.click((await taskTable()).getByRole('button', { name: 'Delete Engineer at Acme' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete task?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(screen.getByText('No completed tasks without retries scheduled.')).toBeInTheDocument();
    fail();

    expect((await taskTable()).getByRole('link', { name: 'Engineer at Acme' })).toBeInTheDocument();
    expect(await screen.findByText('Task could not be deleted')).toBeInTheDocument();
  });
});

describe('restart (failed tasks)', () => {
  it('restarts a failed task and says what the server answered', async () => {
    const task = aSession({ status: 'failed' });
    listAnswers(() => [task]);
    postAnswers(`/autopilot/${task._id}/restart`, {
      message: 'Task restarted',
      session_id: task._id,
      checkpoint: '1',
    });
    const { user } = renderPage();

    await user.click((await taskTable()).getByRole('button', { name: 'Restart Engineer at Acme' }));

    expect(await screen.findByText('Task restarted')).toBeInTheDocument();
  });
});

describe('manual retry (§5, §8)', () => {
  const retryable = (retry_count = 0) =>
    aSession({
      company_names: ['Acme', 'Globex'],
      company_statuses: { Acme: aCompany({ jobs_found: 0 }), Globex: aCompany() },
      retry_count,
    });

  it("confirms with the retry's number of 3 and starts it now", async () => {
    const task = retryable(1);
    listAnswers(() => [task]);
    const calls = postAnswers(`/autopilot/${task._id}/manual-retry`, {
      message: 'Manual retry started',
      session_id: task._id,
      checkpoint: '1',
      retry_id: 'r',
      retry_count: 2,
      scheduled_for: '2026-11-21T10:00:00.000Z',
      new_session_id: aTaskId(),
    });
    const { user } = renderPage();

    await user.click(
      (await taskTable()).getByRole('button', { name: 'Manual retry Engineer at Acme, Globex' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Manual Retry Confirmation' });
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Acme')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start Retry' }));

    expect(await screen.findByText('Manual retry #2 started successfully')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('schedules a retry after a custom delay of 1-5 days, 2 unless changed', async () => {
    const task = retryable();
    listAnswers(() => [task]);
    const calls = postAnswers(`/autopilot/${task._id}/retry-with-strategy`, {
      message: 'Manual retry scheduled',
      session_id: task._id,
      checkpoint: '1',
      retry_id: 'r',
      retry_count: 1,
      scheduled_for: '2026-11-23T10:00:00.000Z',
      new_session_id: aTaskId(),
    });
    const { user } = renderPage();

    await user.click((await taskTable()).getByRole('button', { name: /Manual retry/ }));
    const dialog = screen.getByRole('dialog', { name: 'Manual Retry Confirmation' });
    await user.click(within(dialog).getByRole('radio', { name: 'Retry after a custom delay' }));
    const days = within(dialog).getByRole('spinbutton', { name: 'Days to wait (1-5)' });
    expect(days).toHaveValue(2);
    await user.clear(days);
    await user.type(days, '6');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a delay of 1 to 5 days.');
    expect(within(dialog).getByRole('button', { name: 'Schedule Retry' })).toBeDisabled();
    await user.clear(days);
    await user.type(days, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Retry' }));

    expect(await screen.findByText('Manual retry scheduled for failed companies')).toBeInTheDocument();
    expect(calls).toEqual([{ strategy: 'delayed', delay_hours: 72 }]);
  });

  it('schedules a retry in a day', async () => {
    const task = retryable();
    listAnswers(() => [task]);
    const calls = postAnswers(`/autopilot/${task._id}/retry-with-strategy`, {
      message: 'Manual retry scheduled',
      session_id: task._id,
      checkpoint: '1',
      retry_id: 'r',
      retry_count: 1,
      scheduled_for: '2026-11-21T10:00:00.000Z',
      new_session_id: aTaskId(),
    });
    const { user } = renderPage();

    await user.click((await taskTable()).getByRole('button', { name: /Manual retry/ }));
    await user.click(screen.getByRole('radio', { name: 'Retry in 1 day' }));
    await user.click(screen.getByRole('button', { name: 'Schedule Retry' }));

    await waitFor(() => expect(calls).toEqual([{ strategy: '1day', delay_hours: 24 }]));
  });

  it('refuses a fourth retry without asking the server', async () => {
    listAnswers(() => [retryable(3)]);
    const { user } = renderPage();

    await user.click((await taskTable()).getByRole('button', { name: /Manual retry/ }));

    expect(await screen.findByText('Maximum retry limit (3) reached for this task')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal, or 'Failed to start manual retry' without one", async () => {
    const task = retryable();
    listAnswers(() => [task]);
    server.use(http.post(`/autopilot/${task._id}/manual-retry`, () => HttpResponse.error()));
    const { user } = renderPage();

    await user.click((await taskTable()).getByRole('button', { name: /Manual retry/ }));
    await user.click(screen.getByRole('button', { name: 'Start Retry' }));

    expect(await screen.findByText('Failed to start manual retry')).toBeInTheDocument();
  });

  it('offers no manual retry when every company found jobs', async () => {
    listAnswers(() => [aSession()]);
    renderPage();

    const table = await taskTable();
    expect(table.getByRole('button', { name: 'Delete Engineer at Acme' })).toBeInTheDocument();
    expect(table.queryByRole('button', { name: /Manual retry/ })).not.toBeInTheDocument();
  });
});

describe('Rerun Selected Companies (§5)', () => {
  it('needs one company checked, then reruns the checked ones', async () => {
    const task = aSession({
      company_names: ['Acme', 'Globex'],
      company_statuses: { Acme: aCompany(), Globex: aCompany({ attempt: 3 }) },
    });
    listAnswers(() => [task]);
    const calls = postAnswers(`/autopilot/${task._id}/rerun-selected`, {
      message: 'Rerun started',
      session_id: task._id,
      checkpoint: '1',
    });
    const { user } = renderPage();

    await user.click((await taskTable()).getByRole('button', { name: /Rerun companies of/ }));
    const dialog = screen.getByRole('dialog', { name: 'Rerun Selected Companies' });
    expect(within(dialog).getByRole('checkbox', { name: /Globex/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Rerun Selected' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please select at least one company to rerun',
    );
    expect(calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: /Acme/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Rerun Selected' }));

    expect(await screen.findByText('Rerun started')).toBeInTheDocument();
    expect(calls).toEqual([{ companies: ['Acme'] }]);
  });
});

describe('Complete Your Profile', () => {
  it('shows which parts of the profile are on file and links to Settings', async () => {
    settingsAnswer({ profile_status: { hasResume: true, hasLinkedInProfile: false, hasLinkedInData: true } });
    listAnswers(() => []);
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Profile status: 2 of 3 complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete Your Profile' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Profile items' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ResumeComplete', 'LinkedIn profileMissing', 'Professional dataComplete']);
    expect(within(dialog).getByRole('link', { name: 'Complete Profile in Settings' })).toHaveAttribute(
      'href',
      '/settings?from=autopilot',
    );
  });
});

describe('Retry Updates (§2.1, §3.4)', () => {
  it('shows each processed retry, refreshes the list, and clears them all', async () => {
    const task = aSession({ scheduled_retries: [aRetry({ company: 'Acme' })] });
    let sessions = [task];
    const requests = listAnswers(() => sessions);
    const { user } = renderPage();
    expect(await tabNamed(/Retrying \(1\)/)).toBeInTheDocument();
    expect(FakeEventSource.opened.at(-1)?.url).toContain('/autopilot/retries/stream?token=access-token');

    const newSession = aSession({
      status: 'queued',
      is_retry: true,
      retry_company: 'Acme',
      completed_at: null,
    });
    sessions = [newSession, { ...task, scheduled_retries: [aRetry({ status: 'processed' })] }];
    const before = requests.length;
    const processed: RetryStreamMessage = {
      type: 'retry_processed',
      retry: aRetry({ company: 'Acme', status: 'processed', new_session_id: newSession._id }),
      new_session: newSession,
      timestamp: '2026-11-21T10:00:00.000Z',
    };
    act(() => FakeEventSource.opened.at(-1)?.send(processed));

    const updates = await screen.findByRole('region', { name: 'Retry Updates' });
    expect(within(updates).getByText('A retry of Acme has started.')).toBeInTheDocument();
    expect(within(updates).getByRole('link', { name: 'View task' })).toHaveAttribute(
      'href',
      `/autopilot/task/${newSession._id}`,
    );
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
    expect(await tabNamed(/Completed \(1\)/)).toBeInTheDocument();

    await user.click(within(updates).getByRole('button', { name: 'Clear All' }));
    expect(screen.queryByRole('region', { name: 'Retry Updates' })).not.toBeInTheDocument();
    expect(screen.queryByText('A retry of Acme has started.')).not.toBeInTheDocument();
  });

  it('polls the list of tasks waiting for a retry from 5 s after the stream fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const requests = listAnswers(() => [aSession({ scheduled_retries: [aRetry()] })]);
      renderPage();
      expect(await tabNamed(/Retrying \(1\)/)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(20_000));
      expect(requests).toHaveLength(1);

      act(() => FakeEventSource.opened.at(-1)?.drop());
      await act(() => vi.advanceTimersByTimeAsync(5000));
      await act(() => vi.advanceTimersByTimeAsync(10_000));

      await waitFor(() => expect(requests).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });
});

/** POST /snowflake/search_companies answers these companies (the directory's fields the panel shows). */
function directoryHolds(...names: string[]) {
  server.use(
    http.post('/snowflake/search_companies', () =>
      HttpResponse.json({
        companies: names.map((company_name) => ({
          company_name,
          company_url: `https://${company_name.toLowerCase()}.example`,
          city: 'Austin',
          state: 'TX',
          country: 'United States',
        })),
        total: names.length,
        offset: 0,
        limit: 10,
        demo: true,
      }),
    ),
  );
}

/** POST /perplexity/companies/details: loaded for the named companies, not_available for any other. */
function detailsFor(...known: string[]) {
  server.use(
    http.post('/perplexity/companies/details', async ({ request }) => {
      const { company_names } = (await request.json()) as { company_names: string[] };
      return HttpResponse.json({
        companies: company_names.map((company_name) => ({
          company_name,
          city: 'Austin',
          state: 'TX',
          detail_status: known.includes(company_name) ? 'loaded' : 'not_available',
        })),
      });
    }),
  );
}

async function openPanel(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('button', { name: '+ Create New Task' }));
  return within(await screen.findByRole('dialog', { name: 'Create New Task' }));
}

async function selectCompany(
  user: ReturnType<typeof renderPage>['user'],
  panel: Awaited<ReturnType<typeof openPanel>>,
  name: string,
) {
  await user.clear(panel.getByRole('textbox', { name: 'Company name' }));
  await user.type(panel.getByRole('textbox', { name: 'Company name' }), name);
  await user.click(panel.getByRole('button', { name: 'Search' }));
  await user.click(await panel.findByRole('button', { name: `Select ${name}` }));
}

describe('the create panel (§4.5, §5)', () => {
  it('adds job titles by Enter, comma and leaving the field, trimmed and once each', async () => {
    listAnswers(() => []);
    const { user } = renderPage();
    const panel = await openPanel(user);
    const input = panel.getByRole('textbox', { name: 'Job title' });

    await user.type(input, '  Engineer {Enter}');
    await user.type(input, 'Designer, engineer,');
    await user.type(input, ' Data Analyst ');
    await user.tab();

    const titles = panel.getByRole('list', { name: 'Job titles' });
    expect(
      within(titles)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace('✕', '')),
    ).toEqual(['Engineer', 'Designer', 'Data Analyst']);
    expect(input).toHaveValue('');
  });

  it('keeps Start disabled with a hint until a company and a title are chosen', async () => {
    listAnswers(() => []);
    directoryHolds('Acme');
    detailsFor('Acme');
    const { user } = renderPage();
    const panel = await openPanel(user);
    const start = panel.getByRole('button', { name: 'Start Autopilot' });

    expect(start).toBeDisabled();
    expect(panel.getByText('Please select at least one company to continue')).toBeInTheDocument();
    await selectCompany(user, panel, 'Acme');
    expect(await panel.findByText('Details loaded')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Selected Acme' })).toHaveAttribute('aria-disabled', 'true');
    expect(start).toBeDisabled();
    expect(panel.getByText('Please add at least one job title to continue')).toBeInTheDocument();

    await user.type(panel.getByRole('textbox', { name: 'Job title' }), 'Engineer{Enter}');

    expect(start).toBeEnabled();
  });

  it('shows Loading while a chosen company’s details come, then Selected', async () => {
    listAnswers(() => []);
    directoryHolds('Acme');
    let answer: () => void = () => undefined;
    server.use(
      http.post(
        '/perplexity/companies/details',
        () =>
          new Promise<Response>((resolve) => {
            answer = () =>
              resolve(
                HttpResponse.json({
                  companies: [{ company_name: 'Acme', city: 'Austin', state: 'TX', detail_status: 'loaded' }],
                }),
              );
          }),
      ),
    );
    const { user } = renderPage();
    const panel = await openPanel(user);

    await selectCompany(user, panel, 'Acme');

    expect(panel.getByRole('button', { name: 'Loading Acme' })).toHaveAttribute('aria-busy', 'true');
    expect(panel.getByText('Loading details')).toBeInTheDocument();
    answer();
    expect(await panel.findByRole('button', { name: 'Selected Acme' })).toBeInTheDocument();
    expect(
      within(panel.getByRole('list', { name: 'Selected companies' })).getByText('Austin, TX'),
    ).toBeInTheDocument();
  });

  it('marks a company the directory does not hold as without details', async () => {
    listAnswers(() => []);
    directoryHolds();
    detailsFor();
    const { user } = renderPage();
    const panel = await openPanel(user);

    await selectCompany(user, panel, 'Tiny Startup');

    expect(await panel.findByText('Details not available')).toBeInTheDocument();
    expect(panel.getByText('No companies in the directory match "Tiny Startup".')).toBeInTheDocument();
  });

  it("opens the upgrade dialog instead of selecting past the plan's company limit", async () => {
    settingsAnswer({ plan_name: 'Platinum' });
    listAnswers(() => []);
    directoryHolds('A1', 'A2', 'A3', 'A4');
    detailsFor('A1', 'A2', 'A3', 'A4');
    const { user, store } = renderPage();
    await waitFor(() => expect(store.getState().planLimit.reached).toBeNull());
    const panel = await openPanel(user);
    await user.type(panel.getByRole('textbox', { name: 'Company name' }), 'A');
    await user.click(panel.getByRole('button', { name: 'Search' }));
    for (const name of ['A1', 'A2', 'A3']) {
      await user.click(await panel.findByRole('button', { name: `Select ${name}` }));
    }

    await user.click(panel.getByRole('button', { name: 'Select A4' }));

    expect(store.getState().planLimit.reached).toMatchObject({
      limit: 'autopilot_companies',
      limit_value: 3,
      used: 3,
      detail: 'Your Platinum plan allows up to 3 companies per task.',
    });
    expect(
      within(panel.getByRole('list', { name: 'Selected companies' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });
});

describe('starting a task (§4.1)', () => {
  async function fillPanel(user: ReturnType<typeof renderPage>['user']) {
    directoryHolds('Acme');
    detailsFor('Acme');
    const panel = await openPanel(user);
    await selectCompany(user, panel, 'Acme');
    await user.type(panel.getByRole('textbox', { name: 'Job title' }), 'Engineer{Enter}');
    return panel;
  }

  it('shows a queued item at once, launching, then the server’s task in its place', async () => {
    const created = aSession({ status: 'queued', progress: 0, completed_at: null });
    let sessions: SessionView[] = [];
    listAnswers(() => sessions);
    let answer: () => void = () => undefined;
    const starts: unknown[] = [];
    server.use(
      http.post('/autopilot/start', async ({ request }) => {
        starts.push(await request.json());
        return new Promise<Response>((resolve) => {
          answer = () =>
            resolve(
              HttpResponse.json({
                message: 'Autopilot task started',
                session_id: created._id,
                status: 'queued',
                checkpoint: '1',
              }),
            );
        });
      }),
    );
    const { user } = renderPage();
    const panel = await fillPanel(user);

    await user.click(panel.getByRole('button', { name: 'Start Autopilot' }));

    expect(await screen.findByText('AI Autopilot Launching')).toBeInTheDocument();
    const table = await taskTable();
    expect(table.getByText('Starting…')).toBeInTheDocument();
    expect(table.getByText('Engineer at Acme')).not.toHaveAttribute('href');
    expect(screen.getByRole('tab', { name: /In Progress \(1\)/ })).toHaveAttribute('aria-selected', 'true');
    expect(starts).toEqual([{ search_params: { company_names: ['Acme'], job_titles: ['Engineer'] } }]);

    sessions = [created];
    answer();

    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Engineer at Acme' })[0]).toHaveAttribute(
        'href',
        `/autopilot/task/${created._id}`,
      ),
    );
    expect(screen.queryByText('AI Autopilot Launching')).not.toBeInTheDocument();
    const rows = (await taskTable()).getAllByRole('row');
    expect(rows).toHaveLength(2);
  });

  it('removes the queued item when the start fails and reopens the panel with the reason', async () => {
    listAnswers(() => []);
    server.use(
      http.post('/autopilot/start', () =>
        HttpResponse.json(
          { code: 'AUTOPILOT.NO_JOB_TITLES', detail: 'Please add at least one job title to continue' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPage();
    const panel = await fillPanel(user);

    await user.click(panel.getByRole('button', { name: 'Start Autopilot' }));

    const reopened = within(await screen.findByRole('dialog', { name: 'Create New Task' }));
    expect(await reopened.findByRole('alert')).toHaveTextContent(
      'Please add at least one job title to continue',
    );
    expect(reopened.getByText('Acme')).toBeInTheDocument();
    expect(screen.queryByText('Starting…')).not.toBeInTheDocument();
  });

  it('opens the upgrade dialog when the server refuses more companies than the plan allows', async () => {
    listAnswers(() => []);
    server.use(
      http.post('/autopilot/start', () =>
        HttpResponse.json(
          {
            code: 'AUTOPILOT.TOO_MANY_COMPANIES',
            detail: 'Your Free plan allows up to 25 companies per task.',
            field: 'company_names',
          },
          { status: 422 },
        ),
      ),
    );
    const { user, store } = renderPage();
    const panel = await fillPanel(user);

    await user.click(panel.getByRole('button', { name: 'Start Autopilot' }));

    await waitFor(() =>
      expect(store.getState().planLimit.reached).toMatchObject({
        detail: 'Your Free plan allows up to 25 companies per task.',
        limit_value: 25,
        upgrade_plan: 'Basic',
      }),
    );
    expect(screen.queryByText('Starting…')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create New Task' })).not.toBeInTheDocument();
  });
});
