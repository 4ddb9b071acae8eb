import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { preloadSettingsTabs, renderSettingsPage } from '../../testing/render-settings-page';
import { signIn } from '../../testing/render-with-providers';
import {
  aDocument,
  aSettings,
  resumeStatusReturns,
  settingsAllReturns,
} from '../../testing/settings-factories';

beforeAll(preloadSettingsTabs);

function documentsReturn(documents = [aDocument()]) {
  server.use(http.get('/settings/documents', () => HttpResponse.json({ documents })));
}

function renderAdvanced(settings = aSettings()) {
  settingsAllReturns(settings);
  return renderSettingsPage('/settings?tab=Advanced');
}

beforeEach(() => {
  signIn();
  documentsReturn();
});

describe('Advanced tab toggles', () => {
  it.each([
    ['Attach documents', '/settings/document_attachments', 'attach_documents', false],
    ['Email tracking', '/settings/tracking', 'tracking_enabled', true],
    ['H1B sponsors only', '/settings/h1b_only', 'h1b_only', false],
    ['J1 only', '/settings/j1_only', 'j1_only', false],
  ] as const)('%s flips with PUT %s', async (label, path, field, initially) => {
    const bodies: unknown[] = [];
    server.use(
      http.put(path, async ({ request }) => {
        const body = (await request.json()) as Record<string, boolean>;
        bodies.push(body);
        // The read model has the write by the time the page reads again.
        settingsAllReturns({ ...aSettings(), ...body });
        return HttpResponse.json({ ...body, checkpoint: '' });
      }),
    );
    const { user } = renderAdvanced();

    const toggle = await screen.findByRole('switch', { name: label });
    expect(toggle).toHaveAttribute('aria-checked', String(initially));
    await user.click(toggle);

    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', String(!initially)));
    await waitFor(() => expect(bodies).toEqual([{ [field]: !initially }]));
  });

  it.each([
    ['Attach documents', '/settings/document_attachments', 'Failed to update attach documents setting'],
    ['Email tracking', '/settings/tracking', 'Failed to update tracking setting'],
    ['H1B sponsors only', '/settings/h1b_only', 'Failed to update H1B filtering setting'],
    ['J1 only', '/settings/j1_only', 'Failed to update J1 filtering setting'],
  ])('%s flips back and says so when the server refuses', async (label, path, message) => {
    server.use(http.put(path, () => HttpResponse.json({ detail: 'down' }, { status: 500 })));
    const { user } = renderAdvanced();

    const toggle = await screen.findByRole('switch', { name: label });
    const before = toggle.getAttribute('aria-checked');
    await user.click(toggle);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', before);
  });
});

describe('General tab leaderboard switch', () => {
  beforeEach(() => resumeStatusReturns(null));

  it('hides the user from the leaderboard with PUT /settings/leaderboard_visibility, and shows them again', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('/settings/leaderboard_visibility', async ({ request }) => {
        const body = (await request.json()) as { show_on_leaderboard: boolean };
        bodies.push(body);
        settingsAllReturns({ ...aSettings(), ...body });
        return HttpResponse.json({ ...body, checkpoint: '' });
      }),
    );
    settingsAllReturns(aSettings());
    const { user } = renderSettingsPage('/settings?tab=General');

    const toggle = await screen.findByRole('switch', { name: 'Show me on the leaderboard' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription(
      'Other users see your first name, last initial and messages sent. When off, only you see your rank.',
    );
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));

    expect(bodies).toEqual([{ show_on_leaderboard: false }, { show_on_leaderboard: true }]);
  });

  it('flips back and says so when the server refuses', async () => {
    server.use(
      http.put('/settings/leaderboard_visibility', () =>
        HttpResponse.json({ detail: 'down' }, { status: 500 }),
      ),
    );
    settingsAllReturns(aSettings());
    const { user } = renderSettingsPage('/settings?tab=General');

    const toggle = await screen.findByRole('switch', { name: 'Show me on the leaderboard' });
    await user.click(toggle);

    expect(await screen.findByText('Failed to update leaderboard setting')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});
