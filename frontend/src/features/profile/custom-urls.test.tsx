import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { preloadSettingsTabs, renderSettingsPage } from '../../testing/render-settings-page';
import { signIn } from '../../testing/render-with-providers';
import { aCustomUrl, aDocument, aSettings, settingsAllReturns } from '../../testing/settings-factories';

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

describe('Custom URLs', () => {
  it.each([
    ['', '', 'Please enter a name for the URL', 'Please enter a URL'],
    ['GitHub', '', null, 'Please enter a URL'],
    ['GitHub', 'github.com/ada', null, 'URL must start with http:// or https://'],
  ])('checks name %j and URL %j before sending', async (name, url, nameMessage, urlMessage) => {
    const added = vi.fn();
    server.use(http.post('/settings/custom_urls', () => added()));
    const { user } = renderAdvanced();
    const form = await screen.findByRole('form', { name: 'Add a custom URL' });

    if (name) await user.type(within(form).getByLabelText('Name'), name);
    if (url) await user.type(within(form).getByLabelText('URL'), url);
    await user.click(within(form).getByRole('button', { name: 'Add URL' }));

    if (nameMessage) expect(within(form).getByText(nameMessage)).toBeInTheDocument();
    else expect(within(form).queryByText('Please enter a name for the URL')).not.toBeInTheDocument();
    expect(within(form).getByText(urlMessage)).toBeInTheDocument();
    expect(added).not.toHaveBeenCalled();
  });

  it('adds a URL lower-cased and trimmed, included in e-mails by default', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/settings/custom_urls', async ({ request }) => {
        const body = (await request.json()) as { name: string; url: string; include_in_emails: boolean };
        bodies.push(body);
        const added = { id: 'f3f1b3a0-1111-4222-8333-444455556666', ...body };
        settingsAllReturns({ ...aSettings(), custom_urls: [added] });
        return HttpResponse.json({ ...added, checkpoint: '' });
      }),
    );
    const { user } = renderAdvanced();
    const form = await screen.findByRole('form', { name: 'Add a custom URL' });

    expect(within(form).getByLabelText('Include in emails')).toBeChecked();
    await user.type(within(form).getByLabelText('Name'), ' GitHub ');
    await user.type(within(form).getByLabelText('URL'), '  HTTPS://GitHub.com/Ada ');
    await user.click(within(form).getByRole('button', { name: 'Add URL' }));

    await waitFor(() =>
      expect(bodies).toEqual([{ name: 'GitHub', url: 'https://github.com/ada', include_in_emails: true }]),
    );
    expect(
      await within(await screen.findByRole('list', { name: 'Custom URLs' })).findByText('GitHub'),
    ).toBeInTheDocument();
  });

  it("says 'Failed to add custom URL' with the status", async () => {
    server.use(
      http.post('/settings/custom_urls', () => HttpResponse.json({ detail: 'limit' }, { status: 409 })),
    );
    const { user } = renderAdvanced();
    const form = await screen.findByRole('form', { name: 'Add a custom URL' });

    await user.type(within(form).getByLabelText('Name'), 'GitHub');
    await user.type(within(form).getByLabelText('URL'), 'https://github.com/ada');
    await user.click(within(form).getByRole('button', { name: 'Add URL' }));

    expect(await screen.findByText('Failed to add custom URL: 409')).toBeInTheDocument();
  });

  it('toggles include_in_emails, and says so with the status when it fails', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('/settings/custom_urls/:id/toggle_include', async ({ request, params }) => {
        bodies.push({ id: params.id, ...((await request.json()) as object) });
        return HttpResponse.json({ detail: 'down' }, { status: 503 });
      }),
    );
    const { user } = renderAdvanced(aSettings({ custom_urls: [aCustomUrl()] }));

    const include = await screen.findByRole('checkbox', { name: 'Include GitHub in emails' });
    await user.click(include);

    expect(await screen.findByText('Failed to update custom URL: 503')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: aCustomUrl().id, include_in_emails: false }]);
    expect(include).toBeChecked();
  });

  it('deletes a URL, and says so with the status when it fails', async () => {
    server.use(
      http.delete('/settings/custom_urls/:id', () => HttpResponse.json({ detail: 'nope' }, { status: 404 })),
    );
    const { user } = renderAdvanced(aSettings({ custom_urls: [aCustomUrl()] }));

    await user.click(await screen.findByRole('button', { name: 'Delete GitHub' }));

    expect(await screen.findByText('Failed to delete custom URL: 404')).toBeInTheDocument();
  });
});
