import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { iconButtonClasses } from '../../components/ui/button';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signedInAs } from '../../testing/render-with-providers';
import { aSettings } from '../../testing/settings-factories';

function navLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

describe('signed-in shell', () => {
  it('starts with autopilot mode on and the short list, and the switch lists every screen', async () => {
    signedInAs({ isAdmin: true });
    const { user } = renderWithProviders(null, { route: '/dashboard' });

    const autopilotMode = await screen.findByRole('switch', { name: 'Autopilot mode' });
    expect(autopilotMode).toHaveAttribute('aria-checked', 'true');
    expect(navLabels()).toEqual(['Dashboard', 'Autopilot', 'Contacts', 'Settings', 'Admin']);

    await user.click(autopilotMode);

    expect(autopilotMode).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem('autopilotMode')).toBe('false');
    expect(navLabels()).toEqual([
      'Dashboard',
      'Contacts',
      'Search Jobs',
      'Add Contact',
      'Outgoing Messages',
      'Autopilot',
      'Settings',
      'Admin',
    ]);
  });

  it('keeps autopilot mode on for a user who turned it on', async () => {
    signedInAs();
    localStorage.setItem('autopilotMode', 'true');
    renderWithProviders(null, { route: '/dashboard' });

    expect(await screen.findByRole('switch', { name: 'Autopilot mode' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(navLabels()).toEqual(['Dashboard', 'Autopilot', 'Contacts', 'Settings']);
  });

  it('hides Admin from users who are not admins, in both modes', async () => {
    signedInAs();
    localStorage.setItem('autopilotMode', 'false');
    const { user } = renderWithProviders(null, { route: '/dashboard' });

    await screen.findByRole('navigation', { name: 'Main' });
    expect(navLabels()).not.toContain('Admin');
    await user.click(screen.getByRole('switch', { name: 'Autopilot mode' }));
    expect(navLabels()).toEqual(['Dashboard', 'Autopilot', 'Contacts', 'Settings']);
  });

  it('lists Outbox only when the server captures e-mails in the development outbox', async () => {
    signedInAs();
    localStorage.setItem('autopilotMode', 'false');
    server.use(
      http.get('/api/config/public', () =>
        HttpResponse.json({
          public_url: 'http://localhost:3000',
          alert_form_url: null,
          mail_delivery: 'outbox',
        }),
      ),
    );
    renderWithProviders(null, { route: '/dashboard' });

    // The other tests' configuration names no outbox, and their lists have no Outbox item.
    await waitFor(() =>
      expect(navLabels()).toEqual([
        'Dashboard',
        'Contacts',
        'Search Jobs',
        'Add Contact',
        'Outgoing Messages',
        'Autopilot',
        'Settings',
        'Outbox',
      ]),
    );
  });

  it('marks the screen being shown, Add Contact rather than Contacts for /contacts/create', async () => {
    signedInAs();
    localStorage.setItem('autopilotMode', 'false');
    renderWithProviders(null, { route: '/contacts/create' });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Add Contact' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Contacts' })).not.toHaveAttribute('aria-current');
  });

  it('shows who is logged in and the club that sponsors them', async () => {
    signedInAs();
    localStorage.setItem('club_sponsor', JSON.stringify({ clubName: 'Chess Society', clubCode: 'chess' }));
    renderWithProviders(null, { route: '/dashboard' });

    expect(await screen.findByText(/Logged in as/)).toHaveTextContent('Logged in as ada@example.com');
    expect(screen.getByText('Sponsored by')).toHaveTextContent('Sponsored by Chess Society');
  });

  it('shows the LinkedIn picture beside the e-mail, and initials when there is none', async () => {
    signedInAs();
    server.use(
      http.get('/profile/linkedin', () =>
        HttpResponse.json({ linkedin_data: null, profilePicture: 'https://images.example.com/ada.jpg' }),
      ),
    );
    const { container, unmount } = renderWithProviders(null, { route: '/dashboard' });
    await waitFor(() =>
      expect(container.querySelector('img[src="https://images.example.com/ada.jpg"]')).not.toBeNull(),
    );
    unmount();

    server.use(
      http.get('/profile/linkedin', () =>
        HttpResponse.json({
          linkedin_data: { firstName: 'Ada', lastName: 'Lovelace' },
          profilePicture: null,
        }),
      ),
    );
    renderWithProviders(null, { route: '/dashboard' });
    expect(await screen.findByText('AL')).toBeInTheDocument();
  });

  it('forgets a stored sponsor when the identity call says the account has none', async () => {
    signedInAs();
    localStorage.setItem('club_sponsor', JSON.stringify({ clubName: 'Chess Society', clubCode: 'chess' }));
    server.use(
      http.get('/auth/me', () =>
        HttpResponse.json({
          email: 'ada@example.com',
          first_name: null,
          last_name: null,
          is_admin: false,
          role: 'user',
          club_sponsor: null,
        }),
      ),
    );
    renderWithProviders(null, { route: '/dashboard' });

    await waitFor(() => expect(screen.queryByText(/Sponsored by/)).not.toBeInTheDocument());
    expect(localStorage.getItem('club_sponsor')).toBeNull();
  });

  it('shows no sponsor when none is stored', async () => {
    signedInAs();
    renderWithProviders(null, { route: '/dashboard' });
    await screen.findByText(/Logged in as/);
    expect(screen.queryByText(/Sponsored by/)).not.toBeInTheDocument();
  });

  it('opens the configured alert form in a new tab', async () => {
    signedInAs();
    server.use(
      http.get('/api/config/public', () =>
        HttpResponse.json({
          public_url: 'http://localhost:3000',
          alert_form_url: 'https://forms.example/alerts',
        }),
      ),
    );
    renderWithProviders(null, { route: '/dashboard' });

    const link = await screen.findByRole('link', { name: 'Alert form (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://forms.example/alerts');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no alert-form button when none is configured', async () => {
    signedInAs();
    renderWithProviders(null, { route: '/dashboard' });
    await screen.findByRole('button', { name: 'Logout' });
    await waitFor(() => expect(screen.queryByRole('link', { name: /Alert form/ })).not.toBeInTheDocument());
  });

  it('opens the menu drawer, closes it with Escape and returns focus to the menu button', async () => {
    signedInAs();
    const { user } = renderWithProviders(null, { route: '/dashboard' });

    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveClass(...iconButtonClasses.split(' '));
    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(drawer).getByText(/Logged in as/)).toHaveTextContent('ada@example.com');

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
  });

  it('closes the drawer when a link in it is followed', async () => {
    signedInAs();
    // The link leads to the settings screen, which loads the user's settings and resume status.
    server.use(
      http.get('/settings/all', () => HttpResponse.json(aSettings())),
      http.get('/resume/status', () => HttpResponse.json({ resume_exists: false, file_name: null })),
    );
    const { user, router } = renderWithProviders(null, { route: '/dashboard' });

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Settings' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    // Focus lands on the new screen rather than back on the menu button.
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open menu' })).not.toHaveFocus();
  });

  it('collapses the desktop sidebar and remembers it', async () => {
    signedInAs();
    const first = renderWithProviders(null, { route: '/dashboard' });

    const collapse = await screen.findByRole('button', { name: 'Collapse sidebar' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await first.user.click(collapse);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem('sidebarCollapsed')).toBe('true');
    // Collapsed items keep their names for screen readers.
    expect(navLabels()).toContain('Dashboard');
    first.unmount();

    renderWithProviders(null, { route: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('has the leaderboard in the sidebar, in the drawer, and behind a trophy when the sidebar is collapsed', async () => {
    signedInAs();
    server.use(
      http.get('/api/leaderboard/', () =>
        HttpResponse.json([{ rank: 1, user_name: 'Ada T.', message_count: 3, is_current_user: true }]),
      ),
    );
    const { user } = renderWithProviders(null, { route: '/dashboard' });

    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    const board = within(sidebar).getByRole('region', { name: 'Leaderboard' });
    expect(await within(board).findByText('Ada T.', { exact: false })).toHaveTextContent('Ada T. (you)');

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(await within(drawer).findByText('Ada T.', { exact: false })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(within(sidebar).queryByRole('region', { name: 'Leaderboard' })).not.toBeInTheDocument();
    await user.click(within(sidebar).getByRole('button', { name: 'Leaderboard' }));
    expect(
      await within(await screen.findByRole('dialog', { name: 'Leaderboard' })).findByText('Ada T.', {
        exact: false,
      }),
    ).toBeInTheDocument();
  });

  it('names the screen in the header and shrinks the header past 24 px of scroll', async () => {
    signedInAs();
    renderWithProviders(null, { route: '/dashboard' });

    const header = await screen.findByRole('banner');
    expect(header).toHaveTextContent('Dashboard');
    expect(header).toHaveAttribute('data-compact', 'false');

    scrollTo(24);
    expect(header).toHaveAttribute('data-compact', 'false');
    scrollTo(25);
    expect(header).toHaveAttribute('data-compact', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-compact', 'false');
  });

  it('logs out from a page both lists share, keeps the browser choices and opens the sign-up page', async () => {
    signedInAs();
    localStorage.setItem('club_sponsor', JSON.stringify({ clubName: 'Chess Society', clubCode: 'chess' }));
    localStorage.setItem('selectedJobs', '[3]');
    localStorage.setItem('selected_plan', 'Pro');
    localStorage.setItem('autopilotMode', 'false');
    sessionStorage.setItem('contactsCache', '[]');
    server.use(http.post('/auth/logout', () => new HttpResponse(null, { status: 200 })));
    const { user, router } = renderWithProviders(null, { route: '/blog' });

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    expect({ ...localStorage }).toEqual({ selected_plan: 'Pro', autopilotMode: 'false' });
    expect(sessionStorage).toHaveLength(0);
  });

  it('treats a logout refused for a session that has expired beyond refresh as done', async () => {
    signedInAs();
    const bodies: unknown[] = [];
    server.use(
      http.post('/auth/logout', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ detail: 'expired' }, { status: 401 });
      }),
      http.post('/auth/refresh', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })),
    );
    const { user, router } = renderWithProviders(null, { route: '/dashboard' });

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(screen.queryByText('Logout failed. Please try again.')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ refresh_token: 'refresh-token' }]);
    expect(localStorage.getItem('jwt_token')).toBeNull();
  });

  it.each([
    {
      when: 'cannot reach the server',
      respond: () => HttpResponse.error(),
      message: 'Network error during logout. Please try again.',
    },
    {
      when: 'is refused',
      respond: () => HttpResponse.json({ detail: 'nope' }, { status: 500 }),
      message: 'Logout failed. Please try again.',
    },
  ])('stays signed in when the logout $when', async ({ respond, message }) => {
    signedInAs();
    server.use(http.post('/auth/logout', respond));
    const { user, router } = renderWithProviders(null, { route: '/dashboard' });

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('jwt_token')).toBe('access-token');
  });

  it('lets keyboard users skip to the content', async () => {
    signedInAs();
    const { user } = renderWithProviders(null, { route: '/dashboard' });
    await screen.findByRole('heading', { name: 'Welcome back, Ada' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('main')).toHaveFocus();
  });
});
