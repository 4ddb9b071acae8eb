import type { TaskView } from '@outreach/backend/autopilot/autopilot.contract';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../testing/event-source-mock';
import { server } from '../../../testing/msw-server';
import { renderWithProviders, signIn } from '../../../testing/render-with-providers';
import { TaskDetailPage, type TaskDraftsModalProps } from './task-detail-page';
import { aCompany, aTask, TASK_ID } from './testing/task-factories';

vi.stubGlobal('EventSource', FakeEventSource);

const START = Date.parse('2026-01-10T10:00:00Z');
const minutesIn = (n: number) => () => START + n * 60_000;

/** The drafts feature's modal is composed in app/; here a plain list shows which drafts the page hands it. */
function DraftsListed({ open, title, drafts }: TaskDraftsModalProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label={title}>
      {drafts.map((draft) => (
        <p key={draft.draft_id}>{draft.draft_id}</p>
      ))}
    </div>
  );
}

/** GET /autopilot/{id} answers the current task (null: 404), counting the fetches. */
function taskServer(initial: TaskView | null) {
  const state = { task: initial, fetches: 0 };
  server.use(
    http.get('/autopilot/:id', () => {
      state.fetches += 1;
      return state.task
        ? HttpResponse.json(state.task)
        : HttpResponse.json({ detail: 'Task not found' }, { status: 404 });
    }),
  );
  return state;
}

function renderTask(task: TaskView | null, clock = minutesIn(1)) {
  const state = taskServer(task);
  const view = renderWithProviders(null, {
    route: `/autopilot/task/${TASK_ID}`,
    routes: [
      {
        path: '/autopilot/task/:taskId',
        element: <TaskDetailPage DraftsModal={DraftsListed} clock={clock} />,
      },
      { path: '*', element: null },
    ],
  });
  return { ...view, state };
}

const stageState = (name: string) =>
  within(screen.getByRole('list', { name: 'Stages' }))
    .getByText(name)
    .closest('li')
    ?.getAttribute('data-state');

beforeEach(() => {
  signIn();
  FakeEventSource.opened = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Task detail', () => {
  it('shows the summary, its counts, the status and the last update', async () => {
    renderTask(
      aTask({
        search_params: { company_names: ['Acme', 'Globex'], job_titles: ['Data Analyst', 'Data Scientist'] },
        draft_count: 3,
      }),
    );

    expect(
      await screen.findByRole('heading', {
        name: 'Outreach to 2 Companies for Data Analyst, Data Scientist',
      }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: /Outreach to 2 Companies/ });
    expect(within(summary).getByText('Companies').nextSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Drafts Generated').nextSibling).toHaveTextContent('3');
    expect(within(summary).getByText('Status').nextSibling).toHaveTextContent('Running');
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Jan 10, 2026');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/autopilot');
  });

  it('places a running task at the stage of its progress', async () => {
    renderTask(aTask({ progress: 65 }));

    expect(await screen.findByText('Scoring · 65%')).toBeInTheDocument();
    expect(stageState('Initialization')).toBe('completed');
    expect(stageState('Finding Data')).toBe('completed');
    expect(stageState('Score')).toBe('current');
    expect(stageState('Saving')).toBe('upcoming');
    expect(stageState('Done')).toBe('upcoming');
    expect(screen.getByRole('progressbar', { name: 'Task progress' })).toHaveAttribute('aria-valuenow', '65');
  });

  it('marks the stage a failed task stopped at as an error', async () => {
    renderTask(
      aTask({
        status: 'failed',
        progress: 100,
        error: 'Every company failed',
        company_statuses: {
          Acme: aCompany({ status: 'failed', current_step: 'review', failure_reason: 'Scoring timed out' }),
        },
      }),
    );

    expect(await screen.findByText('Failed · 100%')).toBeInTheDocument();
    expect(stageState('Finding Data')).toBe('completed');
    expect(stageState('Score')).toBe('error');
    expect(stageState('Saving')).toBe('upcoming');
    expect(screen.getByText('This task failed: Every company failed')).toBeInTheDocument();
  });

  it('shows the particulars in a tooltip on hover and on keyboard focus', async () => {
    const { user } = renderTask(
      aTask({ search_params: { company_names: ['Acme'], job_titles: ['Data Analyst'] } }),
    );

    const trigger = await screen.findByRole('button', { name: 'Task particulars' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(trigger);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Started');
    expect(tooltip).toHaveTextContent('CompletedNot yet');
    expect(tooltip).toHaveTextContent('Job titlesData Analyst');
    expect(tooltip).toHaveTextContent('Email limitNo limit set');
    await user.unhover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    act(() => trigger.focus());
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('explains each company: its jobs against the threshold, its contacts, a failure and its retry', async () => {
    const { user } = renderTask(
      aTask({
        search_params: { company_names: ['Acme', 'Globex', 'Initech'], job_titles: ['Data Analyst'] },
        company_statuses: {
          Acme: aCompany({
            status: 'completed',
            current_step: 'done',
            jobs_found: 2,
            contacts_found: 1,
            drafts_generated: 1,
            job_score_threshold: 7,
            jobs_data: [
              {
                id: 'j1',
                title: 'Data Analyst',
                company: 'Acme',
                location: 'Austin',
                score: 9,
                matches: ['SQL'],
              },
              { id: 'j2', title: 'Intern', company: 'Acme', location: '', score: 3, matches: [] },
            ],
            selected_job_ids: ['j1'],
            contacts: [
              { contact_id: 'c1', name: 'Grace', title: 'CTO', score: 0.82, matches: ['analytics'] },
            ],
          }),
          Globex: aCompany({
            status: 'failed',
            current_step: 'contacts',
            attempt: 2,
            failure_reason: 'The contact provider timed out',
            retry_scheduled: true,
            retry_scheduled_for: '2026-01-11T10:00:00Z',
          }),
        },
      }),
    );

    const acme = await screen.findByRole('listitem', { name: 'Acme' });
    expect(acme).toHaveTextContent('1 of 2 jobs at or above your threshold of 7; 1 draft for 1 contact.');
    expect(acme).toHaveTextContent('Attempt 1 of 3');
    await user.click(within(acme).getByRole('button', { name: 'Show details' }));
    expect(acme).toHaveTextContent('Jobs scored against a threshold of 7.');
    expect(acme).toHaveTextContent('Data Analyst · Austin · score 9/10 (at or above threshold)');
    expect(acme).toHaveTextContent('Matches: SQL');
    expect(acme).toHaveTextContent('Intern · score 3/10 (below threshold)');
    expect(acme).toHaveTextContent('Grace · CTO · score 82%');

    const globex = screen.getByRole('listitem', { name: 'Globex' });
    expect(globex).toHaveTextContent('Failed while finding contacts: The contact provider timed out.');
    expect(globex).toHaveTextContent('Attempt 2 of 3');
    expect(globex).toHaveTextContent('Retry scheduled for Jan 11, 2026');
    expect(screen.getByRole('listitem', { name: 'Initech' })).toHaveTextContent('Waiting for its turn.');
  });

  it("opens a company's drafts by clicking it, and all the task's drafts from the summary", async () => {
    const { user } = renderTask(
      aTask({
        draft_count: 3,
        search_params: { company_names: ['Acme', 'Globex'], job_titles: ['Data Analyst'] },
        company_statuses: {
          Acme: aCompany({ status: 'completed', current_step: 'done', drafts_generated: 2 }),
          Globex: aCompany({ status: 'completed', current_step: 'done', drafts_generated: 1 }),
        },
        draft_details: [
          { draft_id: 'd1', company: 'Acme', contact_id: 'c1', created_at: '2026-01-10T10:02:00Z' },
          { draft_id: 'd2', company: 'Acme', contact_id: 'c2', created_at: '2026-01-10T10:02:00Z' },
          { draft_id: 'd3', company: 'Globex', contact_id: 'c3', created_at: '2026-01-10T10:02:00Z' },
        ],
      }),
    );

    await user.click(await screen.findByRole('button', { name: /Acme.*open its 2 drafts/ }));
    const dialog = screen.getByRole('dialog', { name: 'Drafts for Acme' });
    expect(
      within(dialog)
        .getAllByText(/^d\d$/)
        .map((node) => node.textContent),
    ).toEqual(['d1', 'd2']);

    await user.click(screen.getByRole('button', { name: 'View All Drafts' }));
    const all = screen.getByRole('dialog', { name: 'Generated Drafts' });
    expect(
      within(all)
        .getAllByText(/^d\d$/)
        .map((node) => node.textContent),
    ).toEqual(['d1', 'd2', 'd3']);
  });

  it('offers no drafts for a company without any', async () => {
    renderTask(aTask({ company_statuses: { Acme: aCompany() } }));

    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /open its/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View All Drafts' })).not.toBeInTheDocument();
  });

  it('pages the companies ten at a time', async () => {
    const names = Array.from({ length: 12 }, (_, index) => `Company ${index + 1}`);
    const { user } = renderTask(
      aTask({ search_params: { company_names: names, job_titles: ['Data Analyst'] } }),
    );

    const list = await screen.findByRole('region', { name: 'Company Progress' });
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect(within(list).getByRole('status')).toHaveTextContent('Page 1 of 2 · 12 companies');
    await user.click(within(list).getByRole('button', { name: 'Next' }));
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Company 11', 'Company 12']);
  });

  it("says 'Task not found' for a task the server does not know, with a way back", async () => {
    renderTask(null);

    expect(await screen.findByRole('heading', { name: 'Task not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Autopilot Tasks' })).toHaveAttribute(
      'href',
      '/autopilot',
    );
  });

  it('offers Retry when the task cannot be loaded', async () => {
    const state = taskServer(aTask());
    server.use(
      http.get('/autopilot/:id', () => HttpResponse.json({ detail: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderWithProviders(null, {
      route: `/autopilot/task/${TASK_ID}`,
      routes: [{ path: '/autopilot/task/:taskId', element: <TaskDetailPage DraftsModal={DraftsListed} /> }],
    });

    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByText(/Outreach to 1 Companies/)).toBeInTheDocument();
    expect(state.fetches).toBe(1);
  });
});

describe('Running notices', () => {
  it('shows nothing in the first 5 minutes, then a note', async () => {
    renderTask(aTask({ progress: 40 }), minutesIn(4));
    expect(await screen.findByText('Searching · 40%')).toBeInTheDocument();
    expect(screen.queryByText(/running for more than/)).not.toBeInTheDocument();
  });

  it('shows a note after 5 minutes, without the stop banner', async () => {
    renderTask(aTask({ progress: 40 }), minutesIn(6));
    expect(await screen.findByText(/running for more than 5 minutes/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop and Complete' })).not.toBeInTheDocument();
  });

  it('shows the stop banner at progress 90 or more', async () => {
    renderTask(aTask({ progress: 92 }), minutesIn(1));
    expect(await screen.findByText(/This task is nearly done/)).toBeInTheDocument();
  });

  it('stops and completes a task running over 10 minutes, after a confirmation', async () => {
    const stops: string[] = [];
    server.use(
      http.post('/autopilot/:id/force-complete', ({ params }) => {
        stops.push(String(params.id));
        return HttpResponse.json({
          message: 'Task stopped and completed',
          session_id: TASK_ID,
          checkpoint: '',
        });
      }),
    );
    const { user } = renderTask(aTask({ progress: 40 }), minutesIn(11));

    expect(await screen.findByText(/running for more than 10 minutes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop and Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop and Complete' });
    expect(stops).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Stop and Complete' }));

    expect(await screen.findByText('Task stopped and completed')).toBeInTheDocument();
    expect(stops).toEqual([TASK_ID]);
  });

  it("says 'Failed to stop and complete task' when the call fails", async () => {
    server.use(
      http.post('/autopilot/:id/force-complete', () =>
        HttpResponse.json({ detail: 'The task is not running' }, { status: 409 }),
      ),
    );
    const { user } = renderTask(aTask({ progress: 40 }), minutesIn(11));

    await user.click(await screen.findByRole('button', { name: 'Stop and Complete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Stop and Complete' })).getByRole('button', {
        name: 'Stop and Complete',
      }),
    );

    expect(await screen.findByText('Failed to stop and complete task')).toBeInTheDocument();
    expect(screen.getByText('The task is not running')).toBeInTheDocument();
  });

  it('shows no notice on a task that is over', async () => {
    renderTask(aTask({ status: 'completed', progress: 100 }), minutesIn(60));
    expect(await screen.findByText('Done · 100%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop and Complete' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Tasks' })).toHaveAttribute(
      'href',
      '/autopilot?refresh=true',
    );
  });
});

describe('Review of a company whose jobs all scored below the threshold', () => {
  const awaiting = () =>
    aTask({
      progress: 70,
      company_statuses: {
        Acme: aCompany({
          status: 'processing',
          current_step: 'review',
          jobs_found: 2,
          job_score_threshold: 8,
          jobs_data: [
            {
              id: 'j1',
              title: 'Data Analyst',
              company: 'Acme',
              location: 'Austin',
              score: 6,
              matches: ['SQL'],
            },
            { id: 'j2', title: 'BI Developer', company: 'Acme', location: 'Remote', score: 5, matches: [] },
          ],
        }),
      },
    });

  it('continues with the jobs the user checks', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/autopilot/:id/continue-with-selected-jobs', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          message: 'Continuing with 1 job',
          session_id: TASK_ID,
          checkpoint: '',
          success: true,
        });
      }),
    );
    const { user } = renderTask(awaiting());

    const acme = await screen.findByRole('listitem', { name: 'Acme' });
    expect(acme).toHaveTextContent('All 2 jobs scored below your threshold of 8');
    expect(within(acme).getByRole('link', { name: 'Adjust Threshold' })).toHaveAttribute(
      'href',
      `/settings?tab=Autopilot&retry_task=${TASK_ID}`,
    );
    await user.click(within(acme).getByRole('button', { name: 'Review Jobs' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Jobs & Companies' });
    expect(within(dialog).getByRole('link', { name: 'Adjust score threshold in settings' })).toHaveAttribute(
      'href',
      `/settings?tab=Autopilot&retry_task=${TASK_ID}`,
    );
    const submit = within(dialog).getByRole('button', { name: 'Continue with Selected Jobs' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Data Analyst/ }));
    await user.click(submit);

    expect(await screen.findByText('Continuing with 1 job')).toBeInTheDocument();
    expect(bodies).toEqual([
      { selected_jobs: ['j1'], selected_companies: ['Acme'], company_specific: true, target_company: 'Acme' },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Review Jobs & Companies' })).not.toBeInTheDocument();
  });

  it('continues without jobs for 1 to 20 contacts, 5 by default', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/autopilot/:id/continue-without-jobs', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          message: 'Continuing without jobs',
          session_id: TASK_ID,
          checkpoint: '',
          success: true,
        });
      }),
    );
    const { user } = renderTask(awaiting());

    await user.click(await screen.findByRole('button', { name: 'Review Jobs' }));
    await user.click(screen.getByRole('button', { name: 'Continue without jobs' }));
    const dialog = screen.getByRole('dialog', { name: 'Continue without jobs' });
    const count = within(dialog).getByLabelText('Number of contacts');
    expect(count).toHaveValue(5);

    for (const refused of ['0', '21']) {
      await user.clear(count);
      await user.type(count, refused);
      await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    }
    expect(await screen.findAllByText('Please enter a valid number of contacts')).toHaveLength(2);
    expect(bodies).toEqual([]);

    await user.clear(count);
    await user.type(count, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Continuing without jobs')).toBeInTheDocument();
    expect(bodies).toEqual([{ company: 'Acme', contact_count: 12, company_specific: true }]);
  });

  it("says 'Failed to continue with selection: ...' when the call fails", async () => {
    server.use(
      http.post('/autopilot/:id/continue-with-selected-jobs', () =>
        HttpResponse.json({ detail: 'The company is not awaiting review' }, { status: 409 }),
      ),
    );
    const { user } = renderTask(awaiting());

    await user.click(await screen.findByRole('button', { name: 'Review Jobs' }));
    await user.click(screen.getByRole('checkbox', { name: /BI Developer/ }));
    await user.click(screen.getByRole('button', { name: 'Continue with Selected Jobs' }));

    expect(
      await screen.findByText('Failed to continue with selection: The company is not awaiting review'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Review Jobs & Companies' })).toBeInTheDocument();
  });
});

describe('Live updates', () => {
  it('opens the stream with the access token while the task runs and merges each status update', async () => {
    renderTask(aTask({ progress: 30 }));
    expect(await screen.findByText('Searching · 30%')).toBeInTheDocument();

    const [stream] = FakeEventSource.open();
    expect(new URL(stream.url).pathname).toBe(`/autopilot/${TASK_ID}/stream`);
    expect(new URL(stream.url).searchParams.get('token')).toBe('access-token');

    act(() =>
      stream.send({ type: 'status_update', session: aTask({ progress: 85, draft_count: 2 }), timestamp: '' }),
    );
    expect(await screen.findByText('Saving · 85%')).toBeInTheDocument();
    // A server that names its events is heard as well.
    act(() =>
      stream.send(
        { type: 'status_update', session: aTask({ progress: 90, draft_count: 3 }), timestamp: '' },
        'status_update',
      ),
    );
    expect(await screen.findByText('Saving · 90%')).toBeInTheDocument();
  });

  it("closes the stream on session_complete with 'Autopilot session completed!'", async () => {
    const { state } = renderTask(aTask({ progress: 30 }));
    expect(await screen.findByText('Searching · 30%')).toBeInTheDocument();
    const [stream] = FakeEventSource.open();

    act(() =>
      stream.send({
        type: 'session_complete',
        session: aTask({ status: 'completed', progress: 100, completed_at: '2026-01-10T10:05:00Z' }),
        timestamp: '',
      }),
    );

    expect(await screen.findByText('Autopilot session completed!')).toBeInTheDocument();
    expect(await screen.findByText('Done · 100%')).toBeInTheDocument();
    expect(stream.closed).toBe(true);
    expect(FakeEventSource.open()).toEqual([]);
    expect(state.fetches).toBe(1);
  });

  it('opens no stream for a task that is over', async () => {
    renderTask(aTask({ status: 'completed', progress: 100 }));
    expect(await screen.findByText('Done · 100%')).toBeInTheDocument();
    expect(FakeEventSource.opened).toEqual([]);
  });

  it("says 'Connection error: ...' on a stream error and polls every 5 s from 5 s later", async () => {
    const { state } = renderTask(aTask({ progress: 30 }));
    expect(await screen.findByText('Searching · 30%')).toBeInTheDocument();
    const [stream] = FakeEventSource.open();
    const fetchesBefore = state.fetches;

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    act(() => stream.send({ type: 'error', message: 'Upstream closed', timestamp: '' }, 'error'));
    expect(stream.closed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Connection error: Upstream closed')).toBeInTheDocument();

    state.task = aTask({ progress: 70 });
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(state.fetches).toBe(fetchesBefore);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(state.fetches).toBe(fetchesBefore);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await vi.waitFor(() => expect(state.fetches).toBe(fetchesBefore + 1));
    vi.useRealTimers();

    expect(await screen.findByText('Scoring · 70%')).toBeInTheDocument();
    expect(FakeEventSource.open()).toEqual([]);
  });

  it('falls back to polling after a lost connection too', async () => {
    renderTask(aTask({ progress: 30 }));
    expect(await screen.findByText('Searching · 30%')).toBeInTheDocument();
    const [stream] = FakeEventSource.open();

    act(() => stream.drop());

    expect(await screen.findByText('Connection error: the live updates stopped')).toBeInTheDocument();
    expect(stream.closed).toBe(true);
  });
});
