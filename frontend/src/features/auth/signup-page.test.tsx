import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signedInAs } from '../../testing/render-with-providers';

vi.mock('../../app/socket', () => import('../../testing/socket-mock'));

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

describe('sign-up page without a stored token', () => {
  it('forwards the plan chosen on the pricing page and the club link to both providers', () => {
    localStorage.setItem('selected_plan', 'Pro');
    localStorage.setItem('billing_cycle', 'yearly');
    renderWithProviders(null, { route: '/signup?utm_source=chess&utm_campaign=fall&ignored=x' });

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

  it("prefers the page's own plan and cycle to the stored ones", () => {
    localStorage.setItem('selected_plan', 'Pro');
    renderWithProviders(null, { route: '/signup?plan=Basic&cycle=monthly' });
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      `${window.location.origin}/auth/google/signup?plan=Basic&cycle=monthly`,
    );
  });
});

describe('sign-up profile step', () => {
  beforeEach(() => {
    signedInAs();
  });

  it('sends only the filled fields and welcomes the user on the dashboard', async () => {
    const received = profileEndpointsAccept();
    const { user, router } = renderWithProviders(null, { route: '/signup' });

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
    const { user } = renderWithProviders(null, { route: '/signup' });

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
    renderWithProviders(null, { route: '/signup' });
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

  it('shows the server detail when saving fails and stays on the page', async () => {
    server.use(
      http.put('/settings/linkedin_profile', () =>
        HttpResponse.json(
          { detail: [{ loc: ['body', 'linkedin_profile'], msg: 'must be a LinkedIn URL' }] },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = renderWithProviders(null, { route: '/signup' });

    await user.type(screen.getByLabelText('LinkedIn Profile'), 'https://example.com/ada');
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Error completing signup')).toBeInTheDocument();
    expect(screen.getByText('linkedin_profile: must be a LinkedIn URL')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Complete Setup' })).toBeEnabled();
  });

  it('shows progress while the fields are being saved', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.put('/settings/linkedin_profile', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({});
      }),
    );
    const { user } = renderWithProviders(null, { route: '/signup' });

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
    const { user } = renderWithProviders(null, { route: '/signup' });
    localStorage.removeItem('jwt_token');

    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(
      await screen.findByText('Authentication missing, please sign up with Google or Outlook first'),
    ).toBeInTheDocument();
    expect(received).toEqual({ linkedin: [], portfolio: [], resumes: [] });
  });

  it('skips to the dashboard', async () => {
    const { user, router } = renderWithProviders(null, { route: '/signup' });
    await user.click(screen.getByRole('link', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
