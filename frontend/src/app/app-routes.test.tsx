import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveAppFor } from '../lib/leave-app';
import { server } from '../testing/msw-server';
import { renderWithProviders, signedInAs, signIn, renderLoadedRoute } from '../testing/render-with-providers';

vi.mock('../lib/leave-app', () => ({ leaveAppFor: vi.fn() }));

beforeEach(() => {
  server.use(http.get('/api/clubs', () => HttpResponse.json([])));
});

describe('signed-out pages', () => {
  it('sends the browser to the Google login and disables both providers meanwhile', async () => {
    const { user } = await renderLoadedRoute('/login');
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

    expect(leaveAppFor).toHaveBeenCalledWith('/auth/google/login');
    expect(await screen.findByText('Redirecting to Google...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Outlook' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  it('skips the login page when a token is stored', async () => {
    signedInAs();
    const { router } = await renderLoadedRoute('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('keeps a visitor whose stored token has expired on the login page, after checking it', async () => {
    localStorage.setItem('jwt_token', 'expired-token');
    localStorage.setItem('refresh_token', 'expired-refresh');
    server.use(
      http.get('/auth/me', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })),
      http.post('/auth/refresh', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })),
    );
    const { router } = await renderLoadedRoute('/login');

    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    expect(router.state.location.pathname).toBe('/login');

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('jwt_token')).toBeNull();
  });

  it('passes a club link utm_source on to the provider sign-up', async () => {
    await renderLoadedRoute('/signup?utm_source=chess');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      `${window.location.origin}/auth/google/signup?utm_source=chess`,
    );
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login');
  });

  it('sends a signed-out visitor from a protected page to /', async () => {
    const { router } = renderWithProviders(null, { route: '/admin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows an error query parameter as a toast and removes it from the address', async () => {
    const { router } = renderWithProviders(null, { route: '/?error=Account%20disabled' });
    expect(await screen.findByText('Account disabled')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('signed-in shell', () => {
  it('shows the Admin link only to admins', async () => {
    signedInAs();
    renderWithProviders(null, { route: '/dashboard' });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByText(/Logged in as/)).toHaveTextContent('Logged in as ada@example.com');
  });

  it('clears a session the server no longer accepts, silently', async () => {
    signIn();
    server.use(
      http.get('/auth/me', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })),
      http.post('/auth/refresh', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })),
    );
    const { router } = renderWithProviders(null, { route: '/dashboard' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('persists the dark mode choice', async () => {
    signedInAs({ email: 'admin@example.com', isAdmin: true });
    const { user } = renderWithProviders(null, { route: '/dashboard' });

    const toggle = await screen.findByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('logs out, clears the session and opens the sign-up page', async () => {
    signedInAs({ email: 'admin@example.com', isAdmin: true });
    let body: unknown;
    server.use(
      http.post('/auth/logout', async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user, router } = renderWithProviders(null, { route: '/dashboard' });

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(body).toEqual({ refresh_token: 'refresh-token' });
    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(sessionStorage.getItem('isAuthenticated')).toBeNull();
  });

  it('shows a spinner inside the shell while the admin screen loads on a direct visit', async () => {
    signedInAs({ email: 'admin@example.com', isAdmin: true });
    server.use(http.get('/api/admin/users', () => HttpResponse.json({ detail: 'not now' }, { status: 503 })));
    renderWithProviders(null, { route: '/admin' });

    // The frame renders at once; the screen's code arrives after the first paint.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
  });

  it('opens the admin area on Users and reaches Clubs with the keyboard', async () => {
    signedInAs({ email: 'admin@example.com', isAdmin: true });
    server.use(
      http.get('/api/admin/users', () =>
        HttpResponse.json({
          users: [],
          stats: { totalUsers: 0, proUsers: 0, activeUsers: 0, clubUsers: 0 },
          total: 0,
          page: 1,
          limit: 25,
        }),
      ),
    );
    const { user } = renderWithProviders(null, { route: '/admin' });

    const usersTab = await screen.findByRole('tab', { name: 'Users' });
    expect(usersTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No users found')).toBeInTheDocument();

    usersTab.focus();
    await user.keyboard('{ArrowRight}');

    // The tab follows the ?tab= query, which the router updates asynchronously after the key press.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Clubs' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await screen.findByText('No clubs found')).toBeInTheDocument();
  });

  it('sends unknown paths to the dashboard when signed in', async () => {
    signedInAs({ email: 'admin@example.com', isAdmin: true });
    const { router } = renderWithProviders(null, { route: '/no/such/page' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
