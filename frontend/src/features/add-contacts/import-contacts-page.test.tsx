import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { pushServerEvent } from '../../testing/socket-mock';
import { ImportContactsPage } from './components/import-contacts-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const csv = (text = 'First Name,Last Name,Email,Company\nAda,Lovelace,ada@example.com,AE\n') =>
  new File([text], 'contacts.csv', { type: 'text/csv' });

function aResult(overrides: Record<string, unknown> = {}) {
  return {
    import_id: 'c0a80101-0000-4000-8000-000000000001',
    total_rows: 4,
    imported: 2,
    already_added: 1,
    invalid: [{ line: 4, reason: 'email: Invalid email address' }],
    message: '2 contacts imported.',
    checkpoint: '',
    ...overrides,
  };
}

function renderPage() {
  return renderWithProviders(<ImportContactsPage />, { route: '/import' });
}

async function upload(user: ReturnType<typeof renderPage>['user'], file = csv()) {
  await user.upload(screen.getByLabelText('Contacts CSV file'), file);
  await user.click(screen.getByRole('button', { name: 'Upload CSV' }));
}

beforeEach(() => signIn());

describe('Import Contacts page', () => {
  it('asks for a CSV file before sending anything', async () => {
    const posted = vi.fn();
    server.use(http.post('/contacts/bulk/', () => posted()));
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Upload CSV' }));
    expect(screen.getByText('Please select a contacts CSV file to upload.')).toBeInTheDocument();

    // The picker's accept list hides other files, but a drop or a pasted path can still choose one.
    fireEvent.change(screen.getByLabelText('Contacts CSV file'), {
      target: { files: [new File(['x'], 'contacts.txt')] },
    });
    await user.click(screen.getByRole('button', { name: 'Upload CSV' }));
    expect(screen.getByText('Contacts must be a CSV file.')).toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();
  });

  it("shows the server's phases for this import only, then the counts and the invalid rows", async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const received: { file: string; importId: string }[] = [];
    server.use(
      http.post('/contacts/bulk/', async ({ request }) => {
        const form = await request.formData();
        const importId = String(form.get('import_id'));
        received.push({ file: await (form.get('file') as File).text(), importId });
        pushServerEvent('contacts.import.progress', { importId, phase: 'importing', done: 5, total: 10 });
        // Another tab's import, pushed last, must not move this page's progress.
        pushServerEvent('contacts.import.progress', {
          importId: 'c0a80101-0000-4000-8000-0000000000ff',
          phase: 'importing',
          done: 9,
          total: 10,
        });
        await answered;
        return HttpResponse.json(aResult(), { status: 201 });
      }),
    );
    const { user } = renderPage();

    await upload(user);

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(bar).toHaveAttribute('aria-valuetext', 'Importing contacts (5 of 10 rows)');
    expect(screen.getByRole('button', { name: 'Importing...' })).toBeDisabled();
    release();

    const result = await screen.findByRole('region', { name: 'Import result' });
    expect(within(result).getByText('2 contacts imported.')).toBeInTheDocument();
    expect(within(result).getByText('Imported').nextElementSibling).toHaveTextContent('2');
    expect(within(result).getByText('Already added').nextElementSibling).toHaveTextContent('1');
    expect(within(result).getByText('Invalid rows').nextElementSibling).toHaveTextContent('1');
    const table = within(result).getByRole('table', { name: 'Rows not imported' });
    expect(within(table).getByRole('row', { name: '4 email: Invalid email address' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(received).toEqual([
      {
        file: 'First Name,Last Name,Email,Company\nAda,Lovelace,ada@example.com,AE\n',
        importId: expect.stringMatching(UUID),
      },
    ]);
  });

  it("says 'Error uploading CSV' with the refused rows, and Retry sends the file again", async () => {
    let calls = 0;
    server.use(
      http.post('/contacts/bulk/', () => {
        calls += 1;
        if (calls === 1) {
          return HttpResponse.json(
            {
              code: 'CONTACTS.IMPORT_NO_VALID_ROWS',
              detail: 'No row of the file can be imported.',
              invalid: [
                { line: 2, reason: 'First Name is required' },
                { line: 3, reason: 'Invalid email address' },
              ],
            },
            { status: 422 },
          );
        }
        return HttpResponse.json(aResult({ invalid: [], imported: 3, message: '3 contacts imported.' }), {
          status: 201,
        });
      }),
    );
    const { user } = renderPage();

    await upload(user);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error uploading CSV')).toBeInTheDocument();
    expect(within(alert).getByText('No row of the file can be imported.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows not imported' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    const result = await screen.findByRole('region', { name: 'Import result' });
    expect(within(result).getByText('3 contacts imported.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("says 'Error uploading CSV' when no answer comes", async () => {
    server.use(http.post('/contacts/bulk/', () => HttpResponse.error()));
    const { user } = renderPage();

    await upload(user);

    expect(await screen.findAllByText('Error uploading CSV')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
