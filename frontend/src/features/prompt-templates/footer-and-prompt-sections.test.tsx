import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { preloadSettingsTabs, renderSettingsPage } from '../../testing/render-settings-page';
import { signIn } from '../../testing/render-with-providers';
import { aDocument, aSettings, settingsAllReturns } from '../../testing/settings-factories';

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

describe('Email prompt', () => {
  it('offers the Email Prompt Editor', async () => {
    renderAdvanced();
    expect(await screen.findByRole('button', { name: 'Edit email prompt' })).toBeInTheDocument();
  });
});
