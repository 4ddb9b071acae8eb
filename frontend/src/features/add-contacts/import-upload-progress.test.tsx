import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadResponse } from '../../api/upload-with-progress';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { ImportContactsPage } from './components/import-contacts-page';

// jsdom's XMLHttpRequest reports no upload progress, so the upload itself is driven by hand here.
const upload = vi.hoisted(() => ({
  progress: (_sent: number) => undefined as void,
  sent: () => undefined as void,
  answer: (_response: UploadResponse) => undefined as void,
}));

vi.mock('../../api/upload-with-progress', () => ({
  uploadWithProgress: (
    _path: string,
    _body: FormData,
    callbacks: { onProgress: (sent: number) => void; onSent: () => void },
  ) =>
    new Promise<UploadResponse>((resolve) => {
      upload.progress = callbacks.onProgress;
      upload.sent = callbacks.onSent;
      upload.answer = resolve;
    }),
}));

beforeEach(() => signIn());

describe('Import Contacts upload progress', () => {
  it('shows the share of the file sent, then waits on the server', async () => {
    const { user } = renderWithProviders(<ImportContactsPage />, { route: '/import' });
    await user.upload(
      screen.getByLabelText('Contacts CSV file'),
      new File(['email\na@b.c\n'], 'contacts.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload CSV' }));

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    upload.progress(0.42);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading the file: 42%');

    upload.sent();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Processing the file'));

    upload.answer({
      status: 201,
      body: {
        import_id: 'c0a80101-0000-4000-8000-000000000001',
        total_rows: 1,
        imported: 1,
        already_added: 0,
        invalid: [],
        message: '1 contacts imported.',
        checkpoint: '',
      },
    });
    expect(await screen.findByRole('region', { name: 'Import result' })).toHaveTextContent(
      '1 contacts imported.',
    );
  });
});
