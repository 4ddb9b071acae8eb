import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderSettingsPage } from '../../testing/render-settings-page';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { aSettings, resumeStatusReturns, settingsAllReturns } from '../../testing/settings-factories';
import { ContactsCsvUpload } from './components/contacts-csv-upload';

function renderGeneral(settings = aSettings()) {
  settingsAllReturns(settings);
  return renderSettingsPage('/settings');
}

beforeEach(() => {
  signIn();
  resumeStatusReturns(null);
});

describe('Contacts CSV upload', () => {
  afterEach(() => vi.restoreAllMocks());

  const renderImport = () => renderWithProviders(<ContactsCsvUpload />, { route: '/settings' });

  it('offers the upload on the General tab now that the server takes CSV files', async () => {
    renderGeneral();

    expect(await screen.findByRole('button', { name: 'Upload Contacts' })).toBeEnabled();
    expect(screen.getByLabelText('Contacts CSV file')).toBeEnabled();
  });

  it("asks for a file: 'Please select a contacts CSV file to upload.'", async () => {
    const { user } = renderImport();

    await user.click(await screen.findByRole('button', { name: 'Upload Contacts' }));

    expect(screen.getByText('Please select a contacts CSV file to upload.')).toBeInTheDocument();
  });

  it("says 'Error uploading CSV' with the server's detail", async () => {
    server.use(
      http.post('/contacts/bulk/', () =>
        HttpResponse.json({ detail: 'email: column is missing' }, { status: 400 }),
      ),
    );
    const { user } = renderImport();

    await user.upload(
      await screen.findByLabelText('Contacts CSV file'),
      new File(['name\nAda'], 'contacts.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload Contacts' }));

    expect(await screen.findByText('Error uploading CSV')).toBeInTheDocument();
    expect(screen.getByText('email: column is missing')).toBeInTheDocument();
  });

  it("says 'Contacts uploaded successfully' when the server takes the file", async () => {
    const received: { file: string; auth: string | null }[] = [];
    server.use(
      http.post('/contacts/bulk/', async ({ request }) => {
        received.push({
          file: await ((await request.formData()).get('file') as File).text(),
          auth: request.headers.get('authorization'),
        });
        return HttpResponse.json(
          {
            import_id: 'c0a80101-0000-4000-8000-000000000001',
            total_rows: 1,
            imported: 1,
            already_added: 0,
            invalid: [],
            message: '1 contacts imported.',
            checkpoint: '',
          },
          { status: 201 },
        );
      }),
    );
    const { user } = renderImport();

    await user.upload(
      await screen.findByLabelText('Contacts CSV file'),
      new File(['email\na@b.c'], 'contacts.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload Contacts' }));

    expect(await screen.findByText('Contacts uploaded successfully')).toBeInTheDocument();
    expect(screen.getByText('1 contacts imported.')).toBeInTheDocument();
    expect(received).toEqual([{ file: 'email\na@b.c', auth: 'Bearer access-token' }]);
  });
});
