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
