import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signIn, renderLoadedRoute } from '../../testing/render-with-providers';

const TOKENS = 'token=access-1&refresh_token=refresh-1';

function backendAccepts(clubSponsor: { club_name: string; club_code: string } | null = null) {
  const saved: unknown[] = [];
  server.use(
    http.post('/auth/save-token', async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ saved: true });
    }),
    http.get('/auth/me', () =>
      HttpResponse.json({
        email: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        is_admin: false,
        role: 'user',
        plan: 'Free',
        club_sponsor: clubSponsor,
      }),
    ),
    // A paid plan lands on the checkout page, which asks for a client token at once.
    http.get('/api/braintree/client_token', () =>
      HttpResponse.json({ clientToken: `test-mode:${'a'.repeat(64)}` }),
    ),
  );
  return { saved };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('signup callback', () => {
  it('signs a Free user up once, even though StrictMode runs the effect twice, and opens the dashboard', async () => {
    const { saved } = backendAccepts();
    const { router } = renderWithProviders(null, { route: `/signup/callback?${TOKENS}&plan=Free` });

    expect(await screen.findByText('Signing you up...')).toBeInTheDocument();
    expect(await screen.findByText('Signed up as ada@example.com')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));

    expect(saved).toEqual([{ token: 'access-1' }]);
    expect(screen.getAllByText('Signed up as ada@example.com')).toHaveLength(1);
    expect(localStorage.getItem('jwt_token')).toBe('access-1');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(localStorage.getItem('club_sponsor')).toBeNull();
  });

  it('sends a paid plan to checkout, accepting the display name Growth for Basic', async () => {
    backendAccepts();
    const { router } = renderWithProviders(null, {
      route: `/signup/callback?${TOKENS}&plan=Growth&cycle=yearly`,
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?plan=Basic&cycle=yearly');
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('falls back to the plan chosen before sign-up and forgets it', async () => {
    backendAccepts();
    localStorage.setItem('selected_plan', 'Pro');
    localStorage.setItem('billing_cycle', 'monthly');
    const { router } = renderWithProviders(null, { route: `/signup/callback?${TOKENS}` });

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?plan=Pro&cycle=monthly');
    expect(localStorage.getItem('selected_plan')).toBeNull();
    expect(localStorage.getItem('billing_cycle')).toBeNull();
  });

  it('welcomes a club-sponsored user to Pro and opens the dashboard after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The sign-up recorded the sponsorship, so every identity call from now on names the club.
    backendAccepts({ club_name: 'Chess Society', club_code: 'chess' });
    const { router } = renderWithProviders(null, {
      route: `/signup/callback?${TOKENS}&plan=Free&club_code=chess&club_name=Chess%20Society&free_pro=true`,
    });

    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Pro!' });
    expect(
      await screen.findByText("You've received free Pro access from Chess Society!"),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toHaveFocus();
    expect(dialog).toHaveTextContent('Chess Society is sponsoring your Pro access');
    expect(JSON.parse(localStorage.getItem('club_sponsor') ?? 'null')).toEqual({
      clubName: 'Chess Society',
      clubCode: 'chess',
    });
    expect(router.state.location.pathname).toBe('/signup/callback');

    act(() => vi.advanceTimersByTime(2000));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Sponsored by')).toHaveTextContent('Sponsored by Chess Society');
  });

  it('opens the dashboard at once on Get Started', async () => {
    backendAccepts();
    const { router, user } = renderWithProviders(null, {
      route: `/signup/callback?${TOKENS}&club_code=chess&club_name=Chess%20Society&free_pro=true`,
    });

    await user.click(await screen.findByRole('button', { name: 'Get Started' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // The dashboard's code loads first (a lazy route), so the page it replaces leaves a moment later.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Welcome to Pro!' })).not.toBeInTheDocument(),
    );
  });

  it('explains when the club has no free Pro seats left', async () => {
    backendAccepts();
    const { router } = renderWithProviders(null, {
      route: `/signup/callback?${TOKENS}&plan=Free&club_code=chess&club_name=Chess%20Society&free_pro=false&club_status=full`,
    });

    expect(
      await screen.findByText(
        'Chess Society has no free Pro seats left, so your account is on the Free plan.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Signed up as ada@example.com')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('club_sponsor')).toBeNull();
  });

  it('keeps the sponsor the identity call names, for a sign-in on a new device', async () => {
    backendAccepts({ club_name: 'Rowing Club', club_code: 'rowing' });
    renderWithProviders(null, { route: `/signup/callback?${TOKENS}&plan=Free` });

    expect(await screen.findByText('Sponsored by')).toHaveTextContent('Sponsored by Rowing Club');
  });

  it('shows the error parameter and returns to the landing page', async () => {
    const { saved } = backendAccepts();
    const { router } = renderWithProviders(null, {
      route: '/signup/callback?error=Sign-up%20was%20cancelled',
    });

    expect(await screen.findByText('Sign-up was cancelled')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(saved).toEqual([]);
    expect(localStorage.getItem('jwt_token')).toBeNull();
  });

  it('reports a failed sign-up, clears the half-made session and returns to the landing page', async () => {
    server.use(
      http.post('/auth/save-token', () => HttpResponse.json({ saved: true })),
      http.get('/auth/me', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    const { router } = renderWithProviders(null, { route: `/signup/callback?${TOKENS}&plan=Free` });

    expect(await screen.findByText('Error during signup process.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('jwt_token')).toBeNull();
  });

  it('sends a user who is already signed in to the dashboard, without an error', async () => {
    signIn({ email: 'ada@example.com', isAdmin: false });
    const { saved } = backendAccepts();
    const { router } = await renderLoadedRoute('/signup/callback');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.queryByText('Error during signup process.')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(localStorage.getItem('jwt_token')).toBe('access-token');
  });

  it('reports a callback without a token', async () => {
    const { router } = await renderLoadedRoute('/signup/callback');
    expect(await screen.findByText('Error during signup process.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
