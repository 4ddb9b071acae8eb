import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { pushProjection } from '../../testing/socket-mock';
import { preloadSettingsTabs, renderSettingsPage } from '../../testing/render-settings-page';
import { signIn } from '../../testing/render-with-providers';
import { aSettings, settingsAllReturns } from '../../testing/settings-factories';

beforeAll(preloadSettingsTabs);

function renderTab(route: string, settings = aSettings()) {
  settingsAllReturns(settings);
  return renderSettingsPage(route);
}

beforeEach(() => signIn());

describe('Autopilot tab', () => {
  function autopilotReturns(threshold: number) {
    const bodies: unknown[] = [];
    server.use(
      http.get('/settings/autopilot', () => HttpResponse.json({ job_score_threshold: threshold })),
      http.put('/settings/autopilot', async ({ request }) => {
        const body = (await request.json()) as { job_score_threshold: number };
        bodies.push(body);
        return HttpResponse.json({ ...body, checkpoint: '' });
      }),
    );
    return bodies;
  }

  it('saves the job score threshold from a 1 to 10 slider', async () => {
    const bodies = autopilotReturns(8);
    const { user } = renderTab('/settings?tab=Autopilot');

    const slider = await screen.findByLabelText('Job score threshold');
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '10');
    expect(slider).toHaveValue('8');
    fireEvent.change(slider, { target: { value: '6' } });
    expect(screen.getByText('6', { selector: 'output' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Autopilot settings saved')).toBeInTheDocument();
    expect(bodies).toEqual([{ job_score_threshold: 6 }]);
  });

  it("says 'Failed to update autopilot settings' when the save fails", async () => {
    autopilotReturns(8);
    server.use(http.put('/settings/autopilot', () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    const { user } = renderTab('/settings?tab=Autopilot');

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update autopilot settings')).toBeInTheDocument();
  });

  it('in retry mode saves, re-runs the task with the new settings and opens the new task', async () => {
    const bodies = autopilotReturns(8);
    const reruns: string[] = [];
    server.use(
      http.post('/autopilot/:id/retry-with-new-settings', ({ params }) => {
        // Saved first: the re-run reads the settings as they are now.
        reruns.push(`${String(params.id)} after ${bodies.length} save(s)`);
        return HttpResponse.json({ message: 'Task re-run', session_id: 'task-43', checkpoint: '' });
      }),
    );
    const { user, router } = renderTab('/settings?tab=Autopilot&retry_task=task-42');

    expect(await screen.findByText(/Saving will re-run the task/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Autopilot Tasks' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Job score threshold'), { target: { value: '5' } });
    await user.click(screen.getByRole('button', { name: 'Save and Re-run Task' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/autopilot/task/task-43'));
    expect(bodies).toEqual([{ job_score_threshold: 5 }]);
    expect(reruns).toEqual(['task-42 after 1 save(s)']);
  });

  it('opens the new task only once the task list has it, so the page does not answer 404', async () => {
    autopilotReturns(8);
    server.use(
      http.post('/autopilot/:id/retry-with-new-settings', () =>
        HttpResponse.json({ message: 'Task re-run', session_id: 'task-43', checkpoint: '9' }),
      ),
    );
    const { user, router } = renderTab('/settings?tab=Autopilot&retry_task=task-42');

    await user.click(await screen.findByRole('button', { name: 'Save and Re-run Task' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(router.state.location.pathname).toBe('/settings');
    act(() => pushProjection({ projection: 'autopilot-tasks', checkpoint: '9', keys: ['user-1'] }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/autopilot/task/task-43'));
  });

  it("in retry mode says 'Failed to re-run task with new settings' when the re-run fails", async () => {
    autopilotReturns(8);
    server.use(
      http.post('/autopilot/:id/retry-with-new-settings', () =>
        HttpResponse.json({ detail: 'Task not found' }, { status: 404 }),
      ),
    );
    const { user, router } = renderTab('/settings?tab=Autopilot&retry_task=task-42');

    await user.click(await screen.findByRole('button', { name: 'Save and Re-run Task' }));

    expect(await screen.findByText('Failed to re-run task with new settings')).toBeInTheDocument();
    expect(screen.getByText('Task not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(screen.getByRole('button', { name: 'Save and Re-run Task' })).toBeEnabled();
  });

  it("in retry mode says 'Failed to re-run task with new settings' when the save fails", async () => {
    autopilotReturns(8);
    server.use(http.put('/settings/autopilot', () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    const { user, router } = renderTab('/settings?tab=Autopilot&retry_task=task-42');

    await user.click(await screen.findByRole('button', { name: 'Save and Re-run Task' }));

    expect(await screen.findByText('Failed to re-run task with new settings')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });
});
