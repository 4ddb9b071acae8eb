import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { SettingsPage } from './components/settings-page';
import { aCustomUrl, aDocument, aSettings, settingsAllReturns } from './testing/settings-factories';

// The lazily loaded tabs' modules, loaded once up front so a slow first transform does not eat a query's timeout.
beforeAll(async () => {
  await Promise.all([import('./components/advanced-tab'), import('./components/autopilot-tab')]);
});

function documentsReturn(documents = [aDocument()]) {
  server.use(http.get('/settings/documents', () => HttpResponse.json({ documents })));
}

function renderAdvanced(settings = aSettings()) {
  settingsAllReturns(settings);
  return renderWithProviders(<SettingsPage />, { route: '/settings?tab=Advanced' });
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

describe('Footer template', () => {
  it('saves the footer and resets it with null', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('/settings/footer-template', async ({ request }) => {
        const body = (await request.json()) as { footer_template: string | null };
        bodies.push(body);
        return HttpResponse.json({ ...body, checkpoint: '' });
      }),
    );
    const { user } = renderAdvanced();

    const footer = await screen.findByLabelText('Footer template');
    await user.clear(footer);
    await user.type(footer, 'Cheers, Ada');
    await user.click(screen.getByRole('button', { name: 'Save Footer' }));
    expect(await screen.findByText('Footer template updated successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    await waitFor(() =>
      expect(bodies).toEqual([{ footer_template: 'Cheers, Ada' }, { footer_template: null }]),
    );
    await waitFor(() => expect(footer).toHaveValue(aSettings().default_footer_template));
  });

  it.each([
    ['Save Footer', 'Failed to update footer template'],
    ['Reset', 'Failed to reset footer template'],
  ])('%s failing says %s', async (button, message) => {
    server.use(
      http.put('/settings/footer-template', () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
    );
    const { user } = renderAdvanced();

    await user.click(await screen.findByRole('button', { name: button }));

    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('Documents to attach', () => {
  it('lists the documents as checkboxes and saves the selection', async () => {
    documentsReturn([
      aDocument(),
      aDocument({ id: '9a9a9a9a-0000-4000-8000-000000000001', name: 'Transcript' }),
    ]);
    const bodies: unknown[] = [];
    server.use(
      http.put('/settings/selected_documents', async ({ request }) => {
        const body = (await request.json()) as { selected_documents: string[] };
        bodies.push(body);
        settingsAllReturns(aSettings({ selected_documents: body.selected_documents }));
        return HttpResponse.json({ ...body, checkpoint: '' });
      }),
    );
    const { user } = renderAdvanced(aSettings({ selected_documents: [aDocument().id] }));

    expect(await screen.findByRole('checkbox', { name: 'Cover letter' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Transcript' }));

    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Transcript' })).toBeChecked());
    await waitFor(() =>
      expect(bodies).toEqual([
        { selected_documents: [aDocument().id, '9a9a9a9a-0000-4000-8000-000000000001'] },
      ]),
    );
  });
});

describe('Email prompt', () => {
  it('offers the Email Prompt Editor', async () => {
    renderAdvanced();
    expect(await screen.findByRole('button', { name: 'Edit email prompt' })).toBeInTheDocument();
  });
});
