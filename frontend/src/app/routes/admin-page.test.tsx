import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminUsersResponse, UserHistoryResponse } from '@outreach/backend/users/users.contract';
import { answerQueries, server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { AdminPage } from './admin-page';

const ADA = '0b5f3c7e-1d2a-4e8b-9c6d-7a1e2f3b4c5d';
const GRACE = '6f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';

const users: AdminUsersResponse = {
  users: [
    {
      _id: ADA,
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      role_name: 'Pro',
      club_name: null,
      club_code: null,
      utm_source: null,
      is_active: true,
      created_at: '2025-01-15T14:30:00Z',
      last_active: null,
    },
  ],
  stats: { totalUsers: 1, proUsers: 1, activeUsers: 1, clubUsers: 0 },
  total: 1,
  page: 1,
  limit: 25,
};

function historyOf(userId: string, email: string): UserHistoryResponse {
  return {
    user: { _id: userId, email },
    items: [
      {
        event_id: `${userId}-e1`,
        type: 'UserSignedUp',
        summary: 'Signed up with Google choosing Free',
        actor: { user_id: userId, email },
        recorded_at: '2025-01-15T14:30:00Z',
        stream_id: `user-${userId}`,
        data: {},
      },
    ],
    total: 1,
    page: 1,
    limit: 20,
    event_types: ['UserSignedUp'],
  };
}

beforeEach(() => {
  signIn();
  server.use(
    http.get('/api/admin/users', () => HttpResponse.json(users)),
    http.get('/api/admin/users/:userId/history', ({ params }) =>
      HttpResponse.json(historyOf(String(params.userId), `${String(params.userId)}@example.com`)),
    ),
  );
});

describe('AdminPage', () => {
  it('opens the history of the user named in the address and forgets it on close', async () => {
    // Grace is not on the first page of the list: the title comes from the history itself.
    const { router, user } = renderWithProviders(<AdminPage />, {
      route: `/admin?tab=users&user=${GRACE}`,
    });

    const dialog = await screen.findByRole('dialog', { name: `History of ${GRACE}@example.com` });
    expect(await within(dialog).findByText('Signed up with Google choosing Free')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(router.state.location.search).toBe('?tab=users'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  });

  it('puts the history opened from a row in the address, so it can be linked to', async () => {
    const { router, user } = renderWithProviders(<AdminPage />, { route: '/admin' });

    const row = await screen.findByRole('row', { name: /ada@example.com/ });
    await user.click(within(row).getByRole('button', { name: 'History of ada@example.com' }));

    expect(await screen.findByRole('dialog', { name: 'History of ada@example.com' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?user=${ADA}`);
  });

  it('opens no history for an address whose user is not a user id, and drops it', async () => {
    const histories = answerQueries('/api/admin/users/:userId/history', () =>
      historyOf(GRACE, 'g@example.com'),
    );
    const { router } = renderWithProviders(<AdminPage />, { route: '/admin?tab=users&user=not-a-user' });

    await waitFor(() => expect(router.state.location.search).toBe('?tab=users'));
    expect(await screen.findByRole('row', { name: /ada@example.com/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(histories).toEqual([]);
  });
});
