import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { SettingsPage } from './components/settings-page';
import { aSubscription, paymentMethodReturns, subscriptionReturns } from './testing/billing-factories';
import { aSettings, settingsAllReturns } from './testing/settings-factories';

// The lazily loaded tabs' modules, loaded once up front so a slow first transform does not eat a query's timeout.
beforeAll(async () => {
  await Promise.all([import('./components/advanced-tab'), import('./components/autopilot-tab')]);
});

function renderTab(route: string, settings = aSettings()) {
  settingsAllReturns(settings);
  return renderWithProviders(<SettingsPage />, { route });
}

beforeEach(() => signIn());

describe('Subscription tab', () => {
  it('shows the plan by its display name and usage, with -1 as Unlimited', async () => {
    renderTab(
      '/settings?tab=Subscription',
      aSettings({ plan_name: 'Basic', searches_used: 7, searches_limit: -1, write_used: 4, write_limit: 20 }),
    );

    expect(await screen.findByText('Growth')).toBeInTheDocument();
    const usage = screen.getByRole('list', { name: 'Usage' });
    expect(within(usage).getByText('7 used · Unlimited')).toBeInTheDocument();
    expect(within(usage).queryByRole('progressbar', { name: 'Email searches used' })).not.toBeInTheDocument();
    const drafts = within(usage).getByRole('progressbar', { name: 'Drafts used' });
    expect(drafts).toHaveAttribute('aria-valuenow', '4');
    expect(drafts).toHaveAttribute('aria-valuemax', '20');
  });

  it("says 'Already on that plan' when the current plan is chosen", async () => {
    const { user, router } = renderTab('/settings?tab=Subscription', aSettings({ plan_name: 'Free' }));

    await user.click(await screen.findByRole('button', { name: 'Change Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Plan' });
    expect(
      within(dialog)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Choose a Plan', 'Starter', 'Growth', 'Pro']);
    await user.click(within(dialog).getByRole('button', { name: 'Choose Starter' }));

    expect(await screen.findByText('Already on that plan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('goes to checkout with the plan and the chosen cycle, showing yearly prices', async () => {
    const { user, router } = renderTab('/settings?tab=Subscription', aSettings({ plan_name: 'Free' }));

    await user.click(await screen.findByRole('button', { name: 'Change Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a Plan' });
    await user.click(within(dialog).getByRole('radio', { name: 'Yearly (pay for 9 months)' }));
    expect(
      within(within(dialog).getByRole('listitem', { name: 'Pro' })).getByText('$135 billed yearly'),
    ).toBeInTheDocument();
    // The catalogue's floor(9 × monthly / 12) in cents: Growth is $3.75 a month on yearly billing, not $3.
    expect(
      within(within(dialog).getByRole('listitem', { name: 'Growth' })).getByText('$3.75'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Choose Pro' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?plan=Pro&cycle=yearly');
  });

  it('leads a paying user to checkout to update the card', async () => {
    subscriptionReturns(aSubscription({ plan_name: 'Pro', billing_cycle: 'monthly', price: '15.00' }));
    paymentMethodReturns();
    const { user, router } = renderTab('/settings?tab=Subscription', aSettings({ plan_name: 'Pro' }));

    await user.click(await screen.findByRole('button', { name: 'Update payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Payment Method' });
    await user.click(within(dialog).getByRole('button', { name: 'Go to Checkout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?plan=Pro&cycle=monthly&update_card=true');
  });

  it('offers no card update on the free plan', async () => {
    renderTab('/settings?tab=Subscription', aSettings({ plan_name: 'Free' }));
    await screen.findByText('Starter');
    expect(screen.queryByRole('button', { name: 'Update payment method' })).not.toBeInTheDocument();
  });
});

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

  it('in retry mode says the save re-runs the task and then opens the task', async () => {
    autopilotReturns(8);
    const { user, router } = renderTab('/settings?tab=Autopilot&retry_task=task-42');

    expect(await screen.findByText(/Saving will re-run the task/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Autopilot Tasks' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and Re-run Task' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/autopilot/task/task-42'));
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
