import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../api/api';
import { makeStore } from '../../testing/store';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';

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

    expect(await screen.findByText('Logging in...')).toBeInTheDocument();
    expect(await screen.findByText('Welcome back, ada@example.com!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();

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

  it("starts clean when the callback lands over another account's session", async () => {
    signIn({ email: 'old@example.com', isAdmin: true });
    localStorage.setItem('club_sponsor', JSON.stringify({ clubName: 'Chess Society', clubCode: 'chess' }));
    localStorage.setItem('hasAccess', 'true');
    localStorage.setItem('selectedJobs', '[3]');
    localStorage.setItem('darkMode', 'true');
    sessionStorage.setItem('dashboardCache', '{}');
    let answer: () => void = () => undefined;
    server.use(
      http.post('/auth/save-token', () => HttpResponse.json({ saved: true })),
      http.get('/auth/me', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(me);
      }),
    );
    const store = makeStore();
    store.dispatch(
      api.util.upsertQueryData('publicConfig', undefined, {
        public_url: 'http://old.example',
        alert_form_url: 'https://old.example/alerts',
      }),
    );
    renderWithProviders(null, {
      route: '/auth/callback?token=access-1&refresh_token=refresh-1',
      store,
    });

    // Until /auth/me answers, nothing of the old account remains: identity, sponsor, local data or API cache.
    await waitFor(() => expect(store.getState().session).toMatchObject({ status: 'checking', email: null }));
    expect(store.getState().session.isAdmin).toBe(false);
    expect(api.endpoints.publicConfig.select()(store.getState()).data).toBeUndefined();
    expect({ ...localStorage }).toEqual({
      jwt_token: 'access-1',
      refresh_token: 'refresh-1',
      darkMode: 'true',
    });
    expect(sessionStorage).toHaveLength(0);

    answer();
    expect(await screen.findByText('Welcome back, ada@example.com!')).toBeInTheDocument();
    expect(screen.queryByText(/Sponsored by/)).not.toBeInTheDocument();
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
