import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderSettingsPage } from '../../testing/render-settings-page';
import { signIn } from '../../testing/render-with-providers';
import {
  aDocument,
  aSettings,
  resumeStatusReturns,
  settingsAllReturns,
} from '../../testing/settings-factories';
import { pushProjection } from '../../testing/socket-mock';

function renderGeneral(settings = aSettings()) {
  settingsAllReturns(settings);
  return renderSettingsPage('/settings');
}

const pdf = (name = 'cv.pdf') => new File(['%PDF-1.4 a resume'], name, { type: 'application/pdf' });

beforeEach(() => {
  signIn();
  resumeStatusReturns(null);
});

describe('LinkedIn profile URL', () => {
  it('saves the URL after typing stops, showing the profile fetch stages', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('/settings/linkedin_profile', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          linkedin_profile: 'https://www.linkedin.com/in/ada',
          linkedin_data_fetched: false,
          prompt: 'p',
          checkpoint: '',
        });
      }),
    );
    const { user } = renderGeneral();

    await user.type(await screen.findByLabelText('LinkedIn Profile URL'), 'linkedin.com/in/ada');

    expect(
      await screen.findByRole('progressbar', { name: 'Updating your LinkedIn profile' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(bodies).toEqual([{ linkedin_profile: 'https://linkedin.com/in/ada' }]));
    expect(await screen.findByText('Complete (100%)')).toBeInTheDocument();
    await waitFor(
      () =>
        expect(
          screen.queryByRole('progressbar', { name: 'Updating your LinkedIn profile' }),
        ).not.toBeInTheDocument(),
      { timeout: 2000 },
    );
  });

  it('shows a URL saved elsewhere, such as in the tour, as soon as the settings push comes', async () => {
    renderGeneral(aSettings({ linkedin_profile: null }));
    const field = await screen.findByLabelText('LinkedIn Profile URL');
    expect(field).toHaveValue('');

    settingsAllReturns(aSettings({ linkedin_profile: 'https://www.linkedin.com/in/from-the-tour' }));
    pushProjection({ projection: 'user-settings', checkpoint: '7', keys: ['user-1'] });

    await waitFor(() => expect(field).toHaveValue('https://www.linkedin.com/in/from-the-tour'));
  });

  it('keeps what the user is typing when a push brings another stored URL', async () => {
    const saved = vi.fn();
    server.use(
      http.put('/settings/linkedin_profile', () => {
        saved();
        return HttpResponse.json({
          linkedin_profile: 'https://linkedin.com/in/typing',
          linkedin_data_fetched: false,
          prompt: 'p',
          checkpoint: '',
        });
      }),
    );
    const { user } = renderGeneral(aSettings({ linkedin_profile: null }));
    const field = await screen.findByLabelText('LinkedIn Profile URL');
    await user.type(field, 'linkedin.com/in/typing');

    // Within the save's pause after typing: the text is not saved yet.
    const reloaded = settingsAllReturns(
      aSettings({ linkedin_profile: 'https://www.linkedin.com/in/elsewhere' }),
    );
    pushProjection({ projection: 'user-settings', checkpoint: '8', keys: ['user-1'] });
    await waitFor(() => expect(reloaded.calls).toBe(1));

    expect(field).toHaveValue('linkedin.com/in/typing');
    // The typed text is then saved, over what came from elsewhere.
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });

  it('refuses an address that is not a LinkedIn profile without saving it', async () => {
    const saved = vi.fn();
    server.use(http.put('/settings/linkedin_profile', () => saved()));
    const { user } = renderGeneral();

    await user.type(await screen.findByLabelText('LinkedIn Profile URL'), 'https://example.com/ada');
    await user.tab();

    expect(await screen.findByText('Please enter a valid LinkedIn profile URL')).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });

  it("shows 'Failed to update LinkedIn profile' with the server's detail", async () => {
    server.use(
      http.put('/settings/linkedin_profile', () =>
        HttpResponse.json({ detail: 'linkedin_profile: too long' }, { status: 422 }),
      ),
    );
    const { user } = renderGeneral();

    await user.type(await screen.findByLabelText('LinkedIn Profile URL'), 'https://www.linkedin.com/in/ada');
    await user.tab();

    expect(await screen.findByText('Failed to update LinkedIn profile')).toBeInTheDocument();
    expect(screen.getByText('linkedin_profile: too long')).toBeInTheDocument();
  });
});

describe('Portfolio link', () => {
  it("saves on leaving the field and says 'Portfolio link updated successfully'", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('/settings/portfolio_link', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ portfolio_link: 'https://ada.dev', checkpoint: '' });
      }),
    );
    const { user } = renderGeneral();

    const input = await screen.findByLabelText('Portfolio Link');
    expect(input).toHaveAttribute('type', 'url');
    await user.type(input, 'https://ada.dev');
    await user.tab();

    expect(await screen.findByText('Portfolio link updated successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ portfolio_link: 'https://ada.dev' }]);
  });

  it("says 'Failed to update portfolio link' when the server refuses", async () => {
    server.use(
      http.put('/settings/portfolio_link', () => HttpResponse.json({ detail: 'nope' }, { status: 500 })),
    );
    const { user } = renderGeneral();

    await user.type(await screen.findByLabelText('Portfolio Link'), 'https://ada.dev');
    await user.tab();

    expect(await screen.findByText('Failed to update portfolio link')).toBeInTheDocument();
  });
});

describe('Resume', () => {
  it("asks for a file: 'Please select a resume PDF file to upload.'", async () => {
    const { user } = renderGeneral();

    await user.click(await screen.findByRole('button', { name: 'Upload Resume' }));

    expect(screen.getByText('Please select a resume PDF file to upload.')).toBeInTheDocument();
    expect(screen.getByLabelText('Resume (PDF)')).toHaveFocus();
  });

  it('refuses a file that is not really a PDF before uploading it', async () => {
    const uploaded = vi.fn();
    server.use(http.post('/resume/', () => uploaded()));
    const { user } = renderGeneral();

    await user.upload(
      await screen.findByLabelText('Resume (PDF)'),
      new File(['hello'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload Resume' }));

    expect(await screen.findByText('Your resume must be a PDF file.')).toBeInTheDocument();
    expect(uploaded).not.toHaveBeenCalled();
  });

  it('uploads a PDF, shows the progress and the new file name', async () => {
    const files: string[] = [];
    server.use(
      http.post('/resume/', async ({ request }) => {
        // The test environment's fetch drops a file's name on the way (a browser keeps it), so the content is compared.
        files.push(await ((await request.formData()).get('file') as File).text());
        resumeStatusReturns('cv.pdf');
        return HttpResponse.json({
          resume_exists: true,
          file_name: 'cv.pdf',
          page_count: 1,
          message: 'ok',
          filled_from_resume: ['headline', 'skills'],
          checkpoint: '',
        });
      }),
    );
    const { user } = renderGeneral();

    await user.upload(await screen.findByLabelText('Resume (PDF)'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload Resume' }));

    expect(await screen.findByText('Resume uploaded and processed successfully')).toBeInTheDocument();
    expect(
      screen.getByText('It filled Job Title and Skills in Professional Details, where you can change them.'),
    ).toBeInTheDocument();
    expect(files).toEqual(['%PDF-1.4 a resume']);
    expect(screen.getByRole('progressbar', { name: 'Uploading your resume' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    await waitFor(
      () =>
        expect(screen.queryByRole('progressbar', { name: 'Uploading your resume' })).not.toBeInTheDocument(),
      { timeout: 2000 },
    );
  });

  it("says 'Failed to upload resume' with the server's detail", async () => {
    server.use(
      http.post('/resume/', () =>
        HttpResponse.json({ detail: 'file: the PDF has no text' }, { status: 422 }),
      ),
    );
    const { user } = renderGeneral();

    await user.upload(await screen.findByLabelText('Resume (PDF)'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload Resume' }));

    expect(await screen.findByText('Failed to upload resume')).toBeInTheDocument();
    expect(screen.getByText('file: the PDF has no text')).toBeInTheDocument();
  });

  describe('with a resume on file', () => {
    beforeEach(() => resumeStatusReturns('ada-cv.pdf'));

    it('previews the text read from it and downloads it as resume.txt', async () => {
      server.use(
        http.get('/resume/content', () => HttpResponse.json({ content: 'Ada Lovelace\nMathematician' })),
      );
      const createObjectURL = vi.fn((_blob: Blob) => 'blob:resume');
      const revokeObjectURL = vi.fn();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      const downloads: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push(this.download);
      });
      const { user } = renderGeneral(
        aSettings({ resumeStatus: { resume_exists: true, file_name: 'ada-cv.pdf' } }),
      );

      await user.click(await screen.findByRole('button', { name: 'Preview' }));

      const dialog = await screen.findByRole('dialog', { name: 'Resume Preview' });
      expect(await within(dialog).findByText(/Ada Lovelace/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Download as Text' }));

      expect(downloads).toEqual(['resume.txt']);
      const blob = createObjectURL.mock.calls[0][0];
      expect(blob.type).toBe('text/plain;charset=utf-8');
      expect(blob.size).toBe('Ada Lovelace\nMathematician'.length);
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:resume');
    });

    it("shows 'Unable to load resume content' and a toast when the text cannot be loaded", async () => {
      server.use(http.get('/resume/content', () => HttpResponse.json({ detail: 'gone' }, { status: 404 })));
      const { user } = renderGeneral(
        aSettings({ resumeStatus: { resume_exists: true, file_name: 'ada-cv.pdf' } }),
      );

      await user.click(await screen.findByRole('button', { name: 'Preview' }));

      const dialog = await screen.findByRole('dialog', { name: 'Resume Preview' });
      expect(await within(dialog).findByText('Unable to load resume content')).toBeInTheDocument();
      expect(await screen.findByText('Failed to load resume content')).toBeInTheDocument();
    });

    it('deletes it after confirmation', async () => {
      server.use(
        http.delete('/resume/', () => {
          resumeStatusReturns(null);
          return HttpResponse.json({ message: 'deleted', checkpoint: '' });
        }),
      );
      const { user } = renderGeneral(
        aSettings({ resumeStatus: { resume_exists: true, file_name: 'ada-cv.pdf' } }),
      );

      await user.click(await screen.findByRole('button', { name: 'Delete Resume' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete Resume' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText('Resume deleted successfully')).toBeInTheDocument();
      expect(await screen.findByText('No resume uploaded yet.')).toBeInTheDocument();
    });

    it("says 'Failed to delete resume' with the server's detail", async () => {
      server.use(
        http.delete('/resume/', () => HttpResponse.json({ detail: 'storage is down' }, { status: 503 })),
      );
      const { user } = renderGeneral(
        aSettings({ resumeStatus: { resume_exists: true, file_name: 'ada-cv.pdf' } }),
      );

      await user.click(await screen.findByRole('button', { name: 'Delete Resume' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText('Failed to delete resume')).toBeInTheDocument();
      expect(screen.getByText('storage is down')).toBeInTheDocument();
    });
  });
});

describe('Documents', () => {
  it('asks for both a file and a name, although the name is labelled optional', async () => {
    const { user } = renderGeneral();

    await user.click(await screen.findByRole('button', { name: 'Upload Document' }));

    expect(screen.getByText('Please select a document to upload')).toBeInTheDocument();
    expect(screen.getByText('Please provide a name for the document')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText('Document file'),
      new File(['letter'], 'letter.txt', { type: 'text/plain' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload Document' }));

    expect(screen.queryByText('Please select a document to upload')).not.toBeInTheDocument();
    expect(screen.getByText('Please provide a name for the document')).toBeInTheDocument();
    expect(screen.getByLabelText('Document name (optional)')).toHaveFocus();
  });

  it('uploads a document with its name and lists it', async () => {
    const sent: { name: unknown; file: string }[] = [];
    server.use(
      http.post('/settings/documents', async ({ request }) => {
        const form = await request.formData();
        sent.push({ name: form.get('name'), file: await (form.get('file') as File).text() });
        return HttpResponse.json({
          document: aDocument({ name: 'Cover letter', filename: 'letter.txt' }),
          checkpoint: '',
        });
      }),
    );
    const { user } = renderGeneral();

    await user.upload(
      await screen.findByLabelText('Document file'),
      new File(['letter'], 'letter.txt', { type: 'text/plain' }),
    );
    await user.type(screen.getByLabelText('Document name (optional)'), ' Cover letter ');
    await user.click(screen.getByRole('button', { name: 'Upload Document' }));

    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Cover letter', file: 'letter' }]);
    // The list shows the document once the settings answer is updated, which may come after the toast.
    expect(
      await within(await screen.findByRole('list', { name: 'Documents' })).findByText('Cover letter'),
    ).toBeInTheDocument();
  });

  it("says 'Failed to upload document' when the server refuses", async () => {
    server.use(
      http.post('/settings/documents', () => HttpResponse.json({ detail: 'too big' }, { status: 422 })),
    );
    const { user } = renderGeneral();

    await user.upload(await screen.findByLabelText('Document file'), new File(['letter'], 'letter.txt'));
    await user.type(screen.getByLabelText('Document name (optional)'), 'Letter');
    await user.click(screen.getByRole('button', { name: 'Upload Document' }));

    expect(await screen.findByText('Failed to upload document')).toBeInTheDocument();
  });

  it("says 'Failed to delete document' when the delete fails", async () => {
    server.use(
      http.delete('/settings/documents/:id', () => HttpResponse.json({ detail: 'nope' }, { status: 500 })),
    );
    const { user } = renderGeneral(aSettings({ documents: [aDocument()] }));

    await user.click(await screen.findByRole('button', { name: 'Delete Cover letter' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Document' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    expect(await screen.findByText('Failed to delete document')).toBeInTheDocument();
  });
});
