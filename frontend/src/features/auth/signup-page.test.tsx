import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderLoadedRoute, signedInAs } from '../../testing/render-with-providers';

interface Received {
  linkedin: unknown[];
  portfolio: unknown[];
  resumes: { content: string; type: string; encoding: string | undefined; authorization: string | null }[];
}

function profileEndpointsAccept(): Received {
  const received: Received = { linkedin: [], portfolio: [], resumes: [] };
  server.use(
    http.put('/settings/linkedin_profile', async ({ request }) => {
      received.linkedin.push(await request.json());
      return HttpResponse.json({ linkedin_data_fetched: false, prompt: '' });
    }),
    http.put('/settings/portfolio_link', async ({ request }) => {
      received.portfolio.push(await request.json());
      return HttpResponse.json({ portfolio_link: 'saved' });
    }),
    http.post('/resume/', async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      // The test environment's fetch drops a file's name on the way (a browser keeps it), so the content is compared.
      received.resumes.push({
        content: await file.text(),
        type: file.type,
        encoding: request.headers.get('Content-Type')?.split(';')[0],
        authorization: request.headers.get('Authorization'),
      });
      return HttpResponse.json({ resume_exists: true, file_name: file.name });
    }),
  );
  return received;
}

const pdf = () => new File(['%PDF-1.4 resume'], 'ada-cv.pdf', { type: 'application/pdf' });

/** What GET /resume/status answers; records each DELETE /resume/ and GET /resume/content. */
function resumeOnFile(fileName: string | null) {
  const calls = { deletes: 0, contents: 0 };
  let onFile = fileName;
  server.use(
    http.get('/resume/status', () =>
      HttpResponse.json({ resume_exists: onFile !== null, file_name: onFile }),
    ),
    http.delete('/resume/', () => {
      calls.deletes += 1;
      onFile = null;
      return HttpResponse.json({ message: 'Resume deleted', checkpoint: '9' });
    }),
    http.get('/resume/content', () => {
      calls.contents += 1;
      return HttpResponse.json({ content: 'Ada Lovelace\nAnalyst of engines' });
    }),
  );
  return calls;
}

describe('sign-up page without a stored token', () => {
  it('forwards the plan chosen on the pricing page and the club link to both providers', async () => {
    localStorage.setItem('selected_plan', 'Pro');
    localStorage.setItem('billing_cycle', 'yearly');
    await renderLoadedRoute('/signup?utm_source=chess&utm_campaign=fall&ignored=x');

    expect(screen.getByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    const query = '?plan=Pro&cycle=yearly&utm_source=chess&utm_campaign=fall';
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      `${window.location.origin}/auth/google/signup${query}`,
    );
    expect(screen.getByRole('link', { name: 'Continue with Outlook' })).toHaveAttribute(
      'href',
      `${window.location.origin}/auth/outlook/signup${query}`,
    );
    expect(screen.getByText('Secure & Fast Authentication')).toBeInTheDocument();
  });

  it("prefers the page's own plan and cycle to the stored ones", async () => {
    localStorage.setItem('selected_plan', 'Pro');
    await renderLoadedRoute('/signup?plan=Basic&cycle=monthly');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      `${window.location.origin}/auth/google/signup?plan=Basic&cycle=monthly`,
    );
  });
});

describe('sign-up page with a stored token that has expired', () => {
  beforeEach(() => {
    // A new tab: the token is in localStorage, but no identity has been confirmed in this tab yet.
    localStorage.setItem('jwt_token', 'expired-token');
    localStorage.setItem('refresh_token', 'expired-refresh');
    server.use(
      http.get('/auth/me', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })),
      http.post('/auth/refresh', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })),
    );
  });

  it("waits for the session check, then offers the club link's sign-up at the same address", async () => {
    const { router } = await renderLoadedRoute('/signup?utm_source=club');

    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    expect(screen.queryByRole('heading', { name: 'Complete Your Profile' })).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.search).toBe('?utm_source=club');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      `${window.location.origin}/auth/google/signup?utm_source=club`,
    );
    expect(localStorage.getItem('jwt_token')).toBeNull();
  });
});

describe('sign-up profile step', () => {
  beforeEach(() => {
    signedInAs();
    resumeOnFile(null);
  });

  it('sends only the filled fields and welcomes the user on the dashboard', async () => {
    const received = profileEndpointsAccept();
    const { user, router } = await renderLoadedRoute('/signup');

    expect(screen.getByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('LinkedIn Profile')).toHaveAttribute('type', 'url');
    await user.type(screen.getByLabelText('LinkedIn Profile'), 'linkedin.com/in/ada');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Signup complete. Welcome!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(received).toEqual({
      linkedin: [{ linkedin_profile: 'https://linkedin.com/in/ada' }],
      portfolio: [],
      resumes: [],
    });
  });

  it('uploads a PDF resume as multipart form data with the portfolio link', async () => {
    const received = profileEndpointsAccept();
    const { user } = await renderLoadedRoute('/signup');

    await user.type(screen.getByLabelText('Portfolio Website'), 'https://ada.dev');
    await user.upload(screen.getByLabelText('Resume Upload'), pdf());
    expect(screen.getByText('PDF, up to 5 MB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Signup complete. Welcome!')).toBeInTheDocument();
    expect(received.linkedin).toEqual([]);
    expect(received.portfolio).toEqual([{ portfolio_link: 'https://ada.dev' }]);
    expect(received.resumes).toEqual([
      {
        content: '%PDF-1.4 resume',
        type: 'application/pdf',
        encoding: 'multipart/form-data',
        authorization: 'Bearer access-token',
      },
    ]);
  });

  it('refuses a resume that is not a PDF without calling the server', async () => {
    const received = profileEndpointsAccept();
    await renderLoadedRoute('/signup');
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Resume Upload');

    await user.upload(input, new File(['doc'], 'cv.docx', { type: 'application/msword' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Your resume must be a PDF file.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(input).toHaveFocus();
    expect(received.resumes).toEqual([]);
    expect(screen.queryByText('Signup complete. Welcome!')).not.toBeInTheDocument();
  });

  it('refuses a LinkedIn address that is not a LinkedIn profile, under the field, without calling the server', async () => {
    const received = profileEndpointsAccept();
    const { user } = await renderLoadedRoute('/signup');
    const linkedin = screen.getByLabelText('LinkedIn Profile');

    await user.type(linkedin, 'https://example.com/ada');
    await user.type(screen.getByLabelText('Portfolio Website'), 'not a web address');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(linkedin).toHaveAccessibleDescription('Please enter a valid LinkedIn profile URL');
    expect(linkedin).toHaveAttribute('aria-invalid', 'true');
    expect(linkedin).toHaveFocus();
    expect(screen.getByLabelText('Portfolio Website')).toHaveAccessibleDescription(
      'Please enter a valid URL starting with http:// or https://',
    );
    expect(received).toEqual({ linkedin: [], portfolio: [], resumes: [] });
  });

  it('shows the server detail when saving fails, under the field it names, and stays on the page', async () => {
    server.use(
      http.put('/settings/linkedin_profile', () =>
        HttpResponse.json(
          { detail: [{ loc: ['linkedin_profile'], msg: 'Please enter a valid LinkedIn profile URL' }] },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = await renderLoadedRoute('/signup');
    const linkedin = screen.getByLabelText('LinkedIn Profile');

    await user.type(linkedin, 'https://www.linkedin.com/in/ada');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Error completing signup')).toBeInTheDocument();
    expect(
      screen.getByText('linkedin_profile: Please enter a valid LinkedIn profile URL'),
    ).toBeInTheDocument();
    await waitFor(() => expect(linkedin).toHaveFocus());
    expect(linkedin).toHaveAccessibleDescription('Please enter a valid LinkedIn profile URL');
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
  });

  it.each([
    {
      field: 'Portfolio Website',
      type: (user: ReturnType<typeof userEvent.setup>) =>
        user.type(screen.getByLabelText('Portfolio Website'), 'https://ada.dev'),
      refusal: () =>
        http.put('/settings/portfolio_link', () =>
          HttpResponse.json(
            { detail: [{ loc: ['portfolio_link'], msg: 'portfolio_link must be at most 2048 characters' }] },
            { status: 400 },
          ),
        ),
      message: 'portfolio_link must be at most 2048 characters',
    },
    {
      field: 'Resume Upload',
      type: (user: ReturnType<typeof userEvent.setup>) =>
        user.upload(screen.getByLabelText('Resume Upload'), pdf()),
      refusal: () =>
        http.post('/resume/', () =>
          HttpResponse.json(
            { code: 'SETTINGS.RESUME_NOT_PDF', detail: 'file: must be a PDF document', field: 'file' },
            { status: 422 },
          ),
        ),
      message: 'must be a PDF document',
    },
  ])(
    'shows what the server refused about the $field under that field',
    async ({ field, type, refusal, message }) => {
      server.use(refusal());
      const { user } = await renderLoadedRoute('/signup');

      await type(user);
      await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

      expect(await screen.findByText('Error completing signup')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByLabelText(field)).toHaveAccessibleDescription(message));
      expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    },
  );

  it('shows progress while the fields are being saved', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.put('/settings/linkedin_profile', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({});
      }),
    );
    const { user } = await renderLoadedRoute('/signup');

    await user.type(screen.getByLabelText('LinkedIn Profile'), 'https://www.linkedin.com/in/ada');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saving your LinkedIn profile...');
    expect(screen.getByRole('progressbar', { name: 'Completing your profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Signup complete. Welcome!')).toBeInTheDocument();
  });

  it('asks for a sign-up first when the token is gone', async () => {
    const received = profileEndpointsAccept();
    const { user } = await renderLoadedRoute('/signup');
    localStorage.removeItem('jwt_token');

    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(
      await screen.findByText('Authentication missing, please sign up with Google or Outlook first'),
    ).toBeInTheDocument();
    expect(received).toEqual({ linkedin: [], portfolio: [], resumes: [] });
  });

  it('skips to the dashboard', async () => {
    const { user, router } = await renderLoadedRoute('/signup');
    await user.click(screen.getByRole('link', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('sign-up profile step with a resume on file', () => {
  beforeEach(() => {
    signedInAs();
  });

  it('names the file on file and removes it after an inline confirmation', async () => {
    const calls = resumeOnFile('ada-cv.pdf');
    const { user } = await renderLoadedRoute('/signup');

    expect(await screen.findByText('On file:')).toHaveTextContent('On file: ada-cv.pdf');
    expect(screen.getByText('PDF, up to 5 MB; a new file replaces the one on file')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));

    const confirm = screen.getByRole('group', { name: 'Remove the resume on file' });
    expect(confirm).toHaveTextContent('Remove ada-cv.pdf? Drafts will no longer use it.');
    expect(within(confirm).getByRole('button', { name: 'Yes, remove' })).toHaveFocus();
    expect(calls.deletes).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));

    expect(await screen.findByText('Resume deleted successfully')).toBeInTheDocument();
    expect(calls.deletes).toBe(1);
    expect(await screen.findByText('PDF, up to 5 MB')).toBeInTheDocument();
    expect(screen.queryByText('On file:')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Resume Upload')).toHaveFocus();
  });

  it('keeps the file when the user changes their mind, returning focus to Remove', async () => {
    const calls = resumeOnFile('ada-cv.pdf');
    const { user } = await renderLoadedRoute('/signup');

    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));

    expect(screen.queryByRole('group', { name: 'Remove the resume on file' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    expect(calls.deletes).toBe(0);
  });

  it('shows the server detail when the resume cannot be deleted, and keeps it', async () => {
    resumeOnFile('ada-cv.pdf');
    server.use(
      http.delete('/resume/', () => HttpResponse.json({ detail: 'Storage is unavailable' }, { status: 503 })),
    );
    const { user } = await renderLoadedRoute('/signup');

    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));

    expect(await screen.findByText('Storage is unavailable')).toBeInTheDocument();
    expect(screen.getByText('On file:')).toHaveTextContent('On file: ada-cv.pdf');
  });

  it("says 'Failed to delete resume' when the server gives no detail", async () => {
    resumeOnFile('ada-cv.pdf');
    server.use(http.delete('/resume/', () => new HttpResponse(null, { status: 500 })));
    const { user } = await renderLoadedRoute('/signup');

    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));

    expect(await screen.findByText('Failed to delete resume')).toBeInTheDocument();
  });

  it('loads the text read from the resume only when asked', async () => {
    const calls = resumeOnFile('ada-cv.pdf');
    const { user } = await renderLoadedRoute('/signup');

    const toggle = await screen.findByRole('button', { name: 'View the text we read' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(calls.contents).toBe(0);
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(/Analyst of engines/)).toHaveTextContent(
      'Ada Lovelace Analyst of engines',
    );
    expect(calls.contents).toBe(1);
  });

  it('says so when the text cannot be loaded', async () => {
    resumeOnFile('ada-cv.pdf');
    server.use(
      http.get('/resume/content', () => HttpResponse.json({ detail: 'No resume uploaded' }, { status: 404 })),
    );
    const { user } = await renderLoadedRoute('/signup');

    await user.click(await screen.findByRole('button', { name: 'View the text we read' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load resume content');
  });
});
