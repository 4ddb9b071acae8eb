import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { renderWithProviders, signedInAs, renderLoadedRoute } from '../testing/render-with-providers';
import { aSettings } from '../testing/settings-factories';

/** The profile step asks whether a resume is on file. */
function noResumeOnFile() {
  server.use(http.get('/resume/status', () => HttpResponse.json({ resume_exists: false, file_name: null })));
}

/** The settings screen loads the user's settings and asks whether a resume is on file. */
function settingsScreenAnswers() {
  noResumeOnFile();
  server.use(http.get('/settings/all', () => HttpResponse.json(aSettings())));
}

async function landsOn(router: { state: { location: { pathname: string } } }, pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

describe('route map for a signed-out visitor', () => {
  it.each([
    '/dashboard',
    '/admin',
    '/contacts',
    '/contacts/42',
    '/contacts/create',
    '/import',
    '/outbox',
    '/jobs/search',
    '/messages/outgoing',
    '/outgoing',
    '/autopilot',
    '/autopilot/task/7',
    '/settings',
  ])('sends %s to the landing page', async (path) => {
    const { router } = renderWithProviders(null, { route: path });
    await landsOn(router, '/');
    expect(
      await screen.findByRole('heading', { name: 'Get noticed by the people who hire' }),
    ).toBeInTheDocument();
  });

  it('sends an unknown path to the landing page', async () => {
    const { router } = renderWithProviders(null, { route: '/no/such/page' });
    await landsOn(router, '/');
  });

  it.each([
    '/about',
    '/careers',
    '/contact',
    '/blog',
    '/blog/cold-emails-that-work',
    '/privacy-policy',
    '/terms-of-service',
    '/cookies',
  ])('shows %s inside the public site', async (path) => {
    const { router } = renderWithProviders(null, { route: path });

    expect(await screen.findByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows /pricing as the pricing page inside the public site', async () => {
    const { router } = renderWithProviders(null, { route: '/pricing' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Simple Pricing' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('renders checkout alone, without navigation, asking a visitor without a token to log in', async () => {
    renderWithProviders(null, { route: '/checkout?plan=Pro' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication required. Please log in again.');
  });

  it('links the top bar and the footer to pages that exist', async () => {
    renderWithProviders(null, { route: '/' });

    const site = await screen.findByRole('navigation', { name: 'Site' });
    expect(
      within(site)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Features', '/#features'],
      ['Pricing', '/pricing'],
      ['Blogs', '/blog'],
    ]);
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(account).getByRole('link', { name: 'Sign Up For Free' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Footer' }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About', '/about'],
      ['Careers', '/careers'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Cookies', '/cookies'],
    ]);
    expect(document.getElementById('home')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Features' })).toHaveAttribute('id', 'features');
  });

  it('keeps an error query parameter out of the address after showing it', async () => {
    const { router } = renderWithProviders(null, { route: '/pricing?error=Payment%20cancelled&plan=Pro' });

    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?plan=Pro'));
    expect(screen.getAllByText('Payment cancelled')).toHaveLength(1);
  });
});

describe('route map for a signed-in user', () => {
  it.each(['/', '/no/such/page', '/login', '/about', '/careers', '/contact', '/pricing', '/cookies'])(
    'sends %s to the dashboard',
    async (path) => {
      signedInAs();
      const { router } = renderWithProviders(null, { route: path });
      await landsOn(router, '/dashboard');
      expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    },
  );

  it.each(['/blog', '/blog/cold-emails-that-work', '/privacy-policy', '/terms-of-service'])(
    'shows %s inside the signed-in shell',
    async (path) => {
      signedInAs();
      const { router } = renderWithProviders(null, { route: path });

      expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it.each([
    ['/contacts/create', 'Add Contact', 'Add Contacts'],
    ['/import', 'Import Contacts', 'Import Contacts'],
    ['/outbox', 'Outbox', 'Outbox'],
    ['/jobs/search', 'Search Jobs', 'Job Search'],
  ])('shows %s as the %s screen inside the signed-in shell', async (path, title, heading) => {
    signedInAs();
    server.use(
      http.get('/outbox/messages', () => HttpResponse.json({ messages: [], total: 0, page: 1, limit: 20 })),
      http.get('/jobsearch/fetch-selected-jobs', () => HttpResponse.json({ jobs_selected: [] })),
    );
    const { router } = renderWithProviders(null, { route: path });

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText(title)).toBeInTheDocument();
    expect(screen.queryByText('This part of Outreach is not available yet.')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows /autopilot as the Autopilot screen inside the signed-in shell', async () => {
    signedInAs();
    server.use(
      http.get('/autopilot/sessions', () => HttpResponse.json({ sessions: [], has_more: false })),
      http.get('/settings/all', () => HttpResponse.json(aSettings())),
    );
    const { router } = renderWithProviders(null, { route: '/autopilot' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Autopilot Tasks' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Autopilot')).toBeInTheDocument();
    expect(await screen.findByText('No completed tasks without retries scheduled.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/autopilot');
  });

  it.each(['/contacts', '/contacts/42'])(
    'shows %s as the Contacts screen inside the signed-in shell',
    async (path) => {
      signedInAs();
      server.use(
        http.get('/contacts/list', () => HttpResponse.json({ contacts: [], total: 0, page: 1, limit: 10 })),
        http.get('/contacts/:id/conversation', () =>
          HttpResponse.json({ detail: 'id must be a contact id' }, { status: 400 }),
        ),
      );
      const { router } = renderWithProviders(null, { route: path });

      expect(await screen.findByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();
      expect(within(screen.getByRole('banner')).getByText('Contacts')).toBeInTheDocument();
      expect(await screen.findByText('No contacts found.')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('shows /autopilot/task/:taskId as the Task Details screen, which answers an unknown task', async () => {
    signedInAs();
    server.use(
      http.get('/autopilot/:id', () => HttpResponse.json({ detail: 'Task not found' }, { status: 404 })),
    );
    const { router } = renderWithProviders(null, { route: '/autopilot/task/7' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Task not found' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Task Details')).toBeInTheDocument();
    expect(screen.queryByText('This part of Outreach is not available yet.')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/autopilot/task/7');
  });

  it('renders checkout alone and leads back to the dashboard', async () => {
    signedInAs();
    server.use(
      http.get('/api/braintree/client_token', () =>
        HttpResponse.json({ clientToken: `test-mode:${'t'.repeat(60)}` }),
      ),
      // The dashboard's drafts card, once Back has led there.
      http.get('/emails/drafts', () => HttpResponse.json({ drafts: [] })),
    );
    const { user, router } = renderWithProviders(null, { route: '/checkout?plan=Basic' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $5' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await landsOn(router, '/dashboard');
  });

  it('keeps /signup reachable, as the profile step', async () => {
    signedInAs();
    noResumeOnFile();
    await renderLoadedRoute('/signup');
    expect(await screen.findByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
  });

  it('leads from the dashboard to the profile step', async () => {
    signedInAs();
    noResumeOnFile();
    const { user } = renderWithProviders(null, { route: '/dashboard' });

    await user.click(await screen.findByRole('link', { name: 'Complete your profile' }));

    expect(await screen.findByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
  });

  it('leaves a public page for / when the session cannot be refreshed, clearing the session', async () => {
    signedInAs();
    localStorage.setItem('club_sponsor', '{"clubName":"Chess Society","clubCode":"chess"}');
    localStorage.setItem('darkMode', 'true');
    server.use(
      http.get('/auth/me', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })),
      http.post('/auth/refresh', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })),
    );
    const { router } = renderWithProviders(null, { route: '/blog/cold-emails-that-work' });

    await landsOn(router, '/');
    // The router's location changes before React commits the new page; wait for the landing page itself.
    expect(await screen.findByRole('heading', { level: 1, name: /get noticed/i })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('club_sponsor')).toBeNull();
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(sessionStorage).toHaveLength(0);
  });

  it('shows /settings as the Settings screen inside the signed-in shell', async () => {
    signedInAs();
    settingsScreenAnswers();
    renderWithProviders(null, { route: '/settings' });

    // A lazily loaded screen: its first transform may take longer than a query's usual second.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Settings')).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Settings sections' })).toBeInTheDocument();
  });

  it('shows an error query parameter on a signed-in page and removes it', async () => {
    signedInAs();
    settingsScreenAnswers();
    const { router } = renderWithProviders(null, { route: '/settings?error=Upgrade%20failed' });

    expect(await screen.findByText('Upgrade failed')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/settings');
  });
});
