import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';

vi.mock('../../app/socket', () => import('../../testing/socket-mock'));

const me = {
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  is_admin: false,
  role: 'admin',
};

function backendAccepts() {
  const saved: unknown[] = [];
  const authorizations: (string | null)[] = [];
  server.use(
    http.post('/auth/save-token', async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ saved: true });
    }),
    http.get('/auth/me', ({ request }) => {
      authorizations.push(request.headers.get('Authorization'));
      return HttpResponse.json(me);
    }),
  );
  return { saved, authorizations };
}

describe('login callback', () => {
  it('stores the tokens, saves the token once, identifies the user and opens the dashboard', async () => {
    const { saved, authorizations } = backendAccepts();
    const { router } = renderWithProviders(null, {
      route: '/auth/callback?token=access-1&refresh_token=refresh-1',
    });

    expect(screen.getByText('Logging in...')).toBeInTheDocument();
    expect(await screen.findByText('Welcome back, ada@example.com!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();

    expect(localStorage.getItem('jwt_token')).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(saved).toEqual([{ token: 'access-1' }]);
    expect(authorizations[0]).toBe('Bearer access-1');
    expect(sessionStorage.getItem('isAuthenticated')).toBe('true');
    expect(sessionStorage.getItem('userEmail')).toBe('ada@example.com');
    // role 'admin' makes an admin even without is_admin (spec section 6).
    expect(sessionStorage.getItem('isAdmin')).toBe('true');
    expect(screen.getByRole('link', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com', { selector: 'span' })).toBeInTheDocument();
  });

  it('tells a returning user they were already registered', async () => {
    backendAccepts();
    renderWithProviders(null, {
      route: '/auth/callback?token=access-1&refresh_token=refresh-1&existing_user=true',
    });
    expect(
      await screen.findByText(
        'Welcome back, ada@example.com! You were already registered, so we logged you in.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the error parameter and returns to the landing page', async () => {
    const { saved } = backendAccepts();
    const { router } = renderWithProviders(null, { route: '/auth/callback?error=Access%20denied' });

    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(saved).toEqual([]);
  });

  it('returns to the landing page when no token arrives', async () => {
    const { router } = renderWithProviders(null, { route: '/auth/callback' });
    expect(await screen.findByText('Error during login. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a user who is already signed in to the dashboard, without an error', async () => {
    signIn({ email: 'ada@example.com', isAdmin: false });
    const { saved } = backendAccepts();
    const { router } = renderWithProviders(null, { route: '/auth/callback' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByText('Error during login. Please try again.')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(localStorage.getItem('jwt_token')).toBe('access-token');
  });

  it('completes a fresh login even when an older session is stored', async () => {
    signIn({ email: 'old@example.com', isAdmin: false });
    const { saved } = backendAccepts();
    const { router } = renderWithProviders(null, {
      route: '/auth/callback?token=access-1&refresh_token=refresh-1',
    });

    expect(await screen.findByText('Welcome back, ada@example.com!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(saved).toEqual([{ token: 'access-1' }]);
    expect(localStorage.getItem('jwt_token')).toBe('access-1');
  });

  it('clears the half-finished session when the identity call fails', async () => {
    server.use(
      http.post('/auth/save-token', () => HttpResponse.json({ saved: true })),
      http.get('/auth/me', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    const { router } = renderWithProviders(null, {
      route: '/auth/callback?token=access-1&refresh_token=refresh-1',
    });

    expect(await screen.findByText('Error during login. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('jwt_token')).toBeNull();
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Log In' })).toBeVisible();
  });
});
