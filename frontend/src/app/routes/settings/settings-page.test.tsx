import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_CACHE_LIFETIME_MS } from '../../../api/settings-cache';
import { failOnceThenAnswer, server } from '../../../testing/msw-server';
import { renderWithProviders, signIn } from '../../../testing/render-with-providers';
import { aSettings, resumeStatusReturns, settingsAllReturns } from '../../../testing/settings-factories';
import { pushProjection } from '../../../testing/socket-mock';
import { makeStore } from '../../../testing/store';
import { SettingsPage } from './settings-page';

// The lazily loaded tabs' modules, loaded once up front so a slow first transform does not eat a query's timeout.
beforeAll(async () => {
  await Promise.all([
    import('./advanced-tab'),
    import('../../../features/preferences/components/autopilot-tab'),
  ]);
});

function renderPage(route = '/settings') {
  return renderWithProviders(<SettingsPage />, { route });
}

function cacheSettings(settings: ReturnType<typeof aSettings>, storedAt = Date.now()) {
  sessionStorage.setItem('settingsCache', JSON.stringify({ storedAt, settings }));
}

beforeEach(() => {
  signIn();
  resumeStatusReturns(null);
});

describe('SettingsPage tabs', () => {
  it('opens General by default and shows the four tabs as a tablist', async () => {
    settingsAllReturns(aSettings());
    renderPage();

    const tabs = screen.getByRole('tablist', { name: 'Settings sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['General', 'Subscription', 'Advanced', 'Autopilot']);
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Profile Links' })).toBeInTheDocument();
  });

  it('opens the tab the query names and keeps the choice, and the other parameters, in the URL', async () => {
    settingsAllReturns(aSettings({ plan_name: 'Pro' }));
    const { user, router } = renderPage('/settings?tab=subscription&from=autopilot');

    expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Your Plan' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'General' }));

    expect(await screen.findByRole('heading', { name: 'Profile Links' })).toBeInTheDocument();
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('tab')).toBe('General');
    expect(query.get('from')).toBe('autopilot');
  });

  it('moves between tabs with the arrow keys', async () => {
    settingsAllReturns(aSettings());
    const { user, router } = renderPage();
    await screen.findByRole('heading', { name: 'Profile Links' });

    screen.getByRole('tab', { name: 'General' }).focus();
    await user.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveFocus();
    // The choice goes through the URL, which the router applies after a tick.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('Subscription');
  });

  it('shows a spinner on the Autopilot tab while its settings load on first open', async () => {
    settingsAllReturns(aSettings());
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/settings/autopilot', async () => {
        await answered;
        return HttpResponse.json({ job_score_threshold: 6 });
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Profile Links' });

    await user.click(screen.getByRole('tab', { name: 'Autopilot' }));

    const tab = screen.getByRole('tab', { name: 'Autopilot' });
    await waitFor(() => expect(tab).toHaveAttribute('aria-busy', 'true'));
    expect(within(tab).getByTestId('Autopilot-tab-spinner')).toBeInTheDocument();
    answer();

    expect(await screen.findByLabelText('Job score threshold')).toHaveValue('6');
    expect(tab).not.toHaveAttribute('aria-busy');
    expect(within(tab).queryByTestId('Autopilot-tab-spinner')).not.toBeInTheDocument();
  });

  it("shows 'Back to Autopilot Tasks' when it comes from the autopilot", async () => {
    settingsAllReturns(aSettings());
    renderPage('/settings?from=autopilot');

    expect(screen.getByRole('link', { name: 'Back to Autopilot Tasks' })).toHaveAttribute(
      'href',
      '/autopilot?refresh=true',
    );
  });

  it('has no back link otherwise', async () => {
    settingsAllReturns(aSettings());
    renderPage();
    await screen.findByRole('heading', { name: 'Profile Links' });
    expect(screen.queryByRole('link', { name: 'Back to Autopilot Tasks' })).not.toBeInTheDocument();
  });
});

describe('SettingsPage cache', () => {
  it('uses settings cached in this tab first, without asking the server', async () => {
    const loads = settingsAllReturns(aSettings({ linkedin_profile: 'https://www.linkedin.com/in/server' }));
    cacheSettings(aSettings({ linkedin_profile: 'https://www.linkedin.com/in/cached' }));
    renderPage();

    expect(await screen.findByLabelText('LinkedIn Profile URL')).toHaveValue(
      'https://www.linkedin.com/in/cached',
    );
    expect(loads.calls).toBe(0);
  });

  it('fetches and caches the settings when the cached copy is older than 5 minutes', async () => {
    const loads = settingsAllReturns(aSettings({ linkedin_profile: 'https://www.linkedin.com/in/server' }));
    cacheSettings(
      aSettings({ linkedin_profile: 'https://www.linkedin.com/in/cached' }),
      Date.now() - SETTINGS_CACHE_LIFETIME_MS - 1,
    );
    renderPage();

    expect(await screen.findByLabelText('LinkedIn Profile URL')).toHaveValue(
      'https://www.linkedin.com/in/server',
    );
    expect(loads.calls).toBe(1);
    const stored = JSON.parse(sessionStorage.getItem('settingsCache') ?? '{}');
    expect(stored.settings.linkedin_profile).toBe('https://www.linkedin.com/in/server');
  });

  it('Refresh clears the cache and loads the settings from the server', async () => {
    const loads = settingsAllReturns(aSettings({ plan_name: 'Pro' }));
    cacheSettings(aSettings({ plan_name: 'Free' }));
    const { user } = renderPage('/settings?tab=Subscription');
    expect(await screen.findByText('Starter')).toBeInTheDocument();
    // Pushes keep the page current; the button says nothing about copies kept in the tab.
    expect(screen.getByRole('button', { name: 'Refresh' })).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByText('Pro')).toBeInTheDocument();
    expect(loads.calls).toBe(1);
    expect(JSON.parse(sessionStorage.getItem('settingsCache') ?? '{}').settings.plan_name).toBe('Pro');
  });

  it('loads again, past the cache, when the user-settings projection pushes', async () => {
    const loads = settingsAllReturns(aSettings({ plan_name: 'Basic' }));
    cacheSettings(aSettings({ plan_name: 'Free' }));
    renderPage('/settings?tab=Subscription');
    expect(await screen.findByText('Starter')).toBeInTheDocument();

    pushProjection({ projection: 'user-settings', checkpoint: '5', keys: ['user-1'] });

    expect(await screen.findByText('Growth')).toBeInTheDocument();
    expect(loads.calls).toBe(1);
  });

  it("forgets the tab's stored settings when the user-settings projection pushes while the screen is closed", () => {
    makeStore();
    cacheSettings(aSettings({ plan_name: 'Free' }));

    pushProjection({ projection: 'user-settings', checkpoint: '5', keys: ['user-1'] });

    expect(sessionStorage.getItem('settingsCache')).toBeNull();
  });

  it("shows 'Failed to load settings' and loads them on Retry", async () => {
    failOnceThenAnswer('/settings/all', { status: 500, detail: 'down' }, aSettings({ plan_name: 'Pro' }));
    const { user } = renderPage('/settings?tab=Subscription');

    expect(await screen.findByText('Failed to load settings')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Pro')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load settings')).not.toBeInTheDocument();
  });

  it('stops loading after 10 seconds and offers Retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      server.use(
        http.get('/settings/all', async () => {
          await delay('infinite');
          return HttpResponse.json(aSettings());
        }),
      );
      renderPage();
      expect(await screen.findByText('Loading settings...')).toBeInTheDocument();

      await vi.advanceTimersByTimeAsync(10_000);

      expect(await screen.findByText('Failed to load settings')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Help & Tours menu', () => {
  it('is a menu button whose items move with the arrow keys and close with Escape', async () => {
    settingsAllReturns(aSettings());
    const { user } = renderPage();
    const button = screen.getByRole('button', { name: /Help & Tours/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');

    await user.click(button);

    const menu = screen.getByRole('menu', { name: 'Help & Tours' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Getting Started',
      'How to Add Contacts',
      'How to Search for Jobs',
      'How to Generate Messages',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Getting Started' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'How to Add Contacts' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'How to Generate Messages' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it.each([
    ['How to Add Contacts', '/contacts/create'],
    ['How to Search for Jobs', '/jobs/search'],
    ['How to Generate Messages', '/messages/outgoing'],
  ])('%s goes to %s', async (label, path) => {
    settingsAllReturns(aSettings());
    const { user, router } = renderPage();

    await user.click(screen.getByRole('button', { name: /Help & Tours/ }));
    await user.click(screen.getByRole('menuitem', { name: label }));

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('Getting Started restarts the tour, then goes to /', async () => {
    settingsAllReturns(aSettings());
    const restarted = vi.fn();
    server.use(
      http.post('/onboarding/restart', () => {
        restarted();
        return HttpResponse.json({ step: 'START', path: null, skipped: false, completed: false, steps: [] });
      }),
    );
    const { user, router } = renderPage();

    await user.click(screen.getByRole('button', { name: /Help & Tours/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Getting Started' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(restarted).toHaveBeenCalledTimes(1);
  });

  it('stays on the page with a toast when the tour cannot restart', async () => {
    settingsAllReturns(aSettings());
    server.use(
      http.post('/onboarding/restart', () => HttpResponse.json({ detail: 'down' }, { status: 500 })),
    );
    const { user, router } = renderPage();

    await user.click(screen.getByRole('button', { name: /Help & Tours/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Getting Started' }));

    expect(await screen.findByText('Failed to restart the tour')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });
});
