import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerQueries, failOnceThenAnswer, server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { pushProjection } from '../../testing/socket-mock';
import type { AdminUser, AdminUsersResponse, UserHistoryResponse } from './users.api';
import { UsersPanel } from './components/users-panel';

function aUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: 'u1',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    role_name: 'Pro',
    club_name: 'Chess Society',
    club_code: 'chess',
    utm_source: 'chess',
    is_active: true,
    created_at: '2025-01-15T14:30:00Z',
    last_active: '2025-02-01T09:05:00Z',
    ...overrides,
  };
}

function aResponse(overrides: Partial<AdminUsersResponse> = {}): AdminUsersResponse {
  const users = overrides.users ?? [aUser()];
  return {
    users,
    stats: { totalUsers: users.length, proUsers: 0, activeUsers: 0, clubUsers: 0 },
    total: users.length,
    page: 1,
    limit: 25,
    ...overrides,
  };
}

/** Answers the list call and records each request's query string. */
function listReturns(respond: (params: URLSearchParams) => AdminUsersResponse) {
  return answerQueries('/api/admin/users', respond);
}

/** The admin page keeps the open history in the address; here plain state stands in for it. */
function PanelWithHistoryState() {
  const [userId, setUserId] = useState<string | null>(null);
  return <UsersPanel historyUserId={userId} onHistoryUserChange={setUserId} />;
}

function renderPanel() {
  return renderWithProviders(<PanelWithHistoryState />, { route: '/admin' });
}

const statValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

beforeEach(() => {
  signIn();
});

describe('UsersPanel', () => {
  it('shows the stats cards from the response', async () => {
    listReturns(() =>
      aResponse({ stats: { totalUsers: 120, proUsers: 31, activeUsers: 57, clubUsers: 12 } }),
    );
    renderPanel();

    await screen.findByRole('row', { name: /ada@example.com/ });
    expect(statValue('Total Users')).toBe('120');
    expect(statValue('Pro Users')).toBe('31');
    expect(statValue('Active Users')).toBe('57');
    expect(statValue('Club Users')).toBe('12');
  });

  it('lists each user with name, plan, club, UTM source, status and en-US dates, and - for a bad date', async () => {
    listReturns(() =>
      aResponse({
        users: [
          aUser(),
          aUser({
            _id: 'u2',
            email: 'bob@example.com',
            first_name: '',
            last_name: '',
            role_name: 'Basic',
            club_name: null,
            utm_source: null,
            is_active: false,
            created_at: 'not a date',
            last_active: null,
          }),
        ],
      }),
    );
    renderPanel();

    const ada = await screen.findByRole('row', { name: /ada@example.com/ });
    expect(within(ada).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(ada).getByText('Pro')).toBeInTheDocument();
    expect(within(ada).getByText('Chess Society')).toBeInTheDocument();
    expect(within(ada).getByText('chess')).toBeInTheDocument();
    expect(within(ada).getByText('Active')).toBeInTheDocument();
    expect(within(ada).getByText('Jan 15, 2025, 2:30 PM')).toBeInTheDocument();
    expect(within(ada).getByText('Feb 1, 2025, 9:05 AM')).toBeInTheDocument();

    const bob = screen.getByRole('row', { name: /bob@example.com/ });
    expect(within(bob).getByText('Inactive')).toBeInTheDocument();
    // Name, club, UTM source, joined and last active are all unknown.
    expect(within(bob).getAllByText('-')).toHaveLength(5);
  });

  it('colours plan badges by plan and shows an empty plan as Free', async () => {
    const plans = ['Pro', 'Basic', 'Max', 'Demon', 'Enterprise', null];
    listReturns(() =>
      aResponse({
        users: plans.map((role_name, index) =>
          aUser({ _id: `u${index}`, email: `user${index}@example.com`, role_name }),
        ),
      }),
    );
    renderPanel();
    await screen.findByRole('row', { name: /user0@example.com/ });

    const badge = (index: number, plan: string) =>
      within(screen.getByRole('row', { name: new RegExp(`user${index}@example.com`) })).getByText(plan);
    expect(badge(0, 'Pro')).toHaveClass('bg-green-100', 'dark:bg-green-900/40');
    expect(badge(1, 'Basic')).toHaveClass('bg-blue-100', 'dark:bg-blue-900/40');
    expect(badge(2, 'Max')).toHaveClass('bg-purple-100', 'dark:bg-purple-900/40');
    expect(badge(3, 'Demon')).toHaveClass('bg-yellow-100', 'dark:bg-yellow-900/40');
    expect(badge(4, 'Enterprise')).toHaveClass('bg-gray-100', 'dark:bg-gray-800');
    expect(badge(5, 'Free')).toHaveClass('bg-gray-100', 'dark:bg-gray-800');
  });

  it("shows 'No users found' when the list is empty", async () => {
    listReturns(() => aResponse({ users: [] }));
    renderPanel();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('searches after typing pauses and starts again from page 1', async () => {
    const requests = listReturns((params) =>
      aResponse({ page: Number(params.get('page')), total: 60, limit: 25 }),
    );
    const { user } = renderPanel();
    await screen.findByText(/Page 1 of 3/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(/Page 2 of 3/);

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), ' chess ');

    await waitFor(() => expect(requests.at(-1)?.get('search')).toBe('chess'));
    expect(requests.at(-1)?.get('page')).toBe('1');
    // One call for the finished text, none per keystroke.
    expect(requests.filter((params) => params.has('search'))).toHaveLength(1);
    expect(await screen.findByText(/Page 1 of 3/)).toBeInTheDocument();
  });

  it('asks for the next page and shows where it is and how many users there are', async () => {
    const requests = listReturns((params) =>
      aResponse({ page: Number(params.get('page')), total: 60, limit: 25 }),
    );
    const { user } = renderPanel();

    const pages = await screen.findByRole('navigation', { name: 'Users pages' });
    // A status, so the count a search brings is read out while focus stays in the search box.
    expect(within(pages).getByRole('status')).toHaveTextContent('Page 1 of 3 · 60 users');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(pages).getByRole('button', { name: 'Next' }));

    expect(await within(pages).findByText(/Page 2 of 3/)).toBeInTheDocument();
    expect(requests.at(-1)?.get('page')).toBe('2');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('keeps focus on Next when the last page makes it unavailable, and Next then asks for nothing', async () => {
    const requests = listReturns((params) =>
      aResponse({ page: Number(params.get('page')), total: 30, limit: 25 }),
    );
    const { user } = renderPanel();
    const pages = await screen.findByRole('navigation', { name: 'Users pages' });
    const next = within(pages).getByRole('button', { name: 'Next' });

    next.focus();
    await user.keyboard('{Enter}');

    expect(await within(pages).findByText(/Page 2 of 2/)).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    const asked = requests.length;
    await user.keyboard('{Enter}');
    expect(requests).toHaveLength(asked);
    expect(within(pages).getByRole('status')).toHaveTextContent('Page 2 of 2 · 30 users');
  });

  it("shows 'Failed to fetch users' with the server detail and loads the list again on Retry", async () => {
    failOnceThenAnswer('/api/admin/users', { status: 503, detail: 'Database unavailable' }, aResponse());
    const { user } = renderPanel();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch users');
    expect(alert).toHaveTextContent('Database unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('row', { name: /ada@example.com/ })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch users')).not.toBeInTheDocument();
  });

  it('refetches the list when the users-list projection pushes an update', async () => {
    let users = [aUser()];
    listReturns(() => aResponse({ users }));
    renderPanel();
    await screen.findByRole('row', { name: /ada@example.com/ });

    users = [aUser(), aUser({ _id: 'u2', email: 'grace@example.com' })];
    pushProjection({ projection: 'clubs-list', checkpoint: '5', keys: null });
    pushProjection({ projection: 'users-list', checkpoint: '5', keys: ['u2'] });

    expect(await screen.findByRole('row', { name: /grace@example.com/ })).toBeInTheDocument();
  });

  it("opens a user's history from their row and closes it again", async () => {
    listReturns(() => aResponse());
    const history: UserHistoryResponse = {
      user: { _id: 'u1', email: 'ada@example.com' },
      items: [
        {
          event_id: 'e1',
          type: 'UserSignedUp',
          summary: 'Signed up with Google choosing Pro',
          actor: { user_id: 'u1', email: 'ada@example.com' },
          recorded_at: '2025-01-15T14:30:00Z',
          stream_id: 'user-u1',
          data: { provider: 'google' },
        },
      ],
      total: 1,
      page: 1,
      limit: 20,
      event_types: ['UserSignedUp'],
    };
    server.use(http.get('/api/admin/users/u1/history', () => HttpResponse.json(history)));
    const { user } = renderPanel();

    const row = await screen.findByRole('row', { name: /ada@example.com/ });
    await user.click(within(row).getByRole('button', { name: 'History of ada@example.com' }));

    const dialog = await screen.findByRole('dialog', { name: 'History of ada@example.com' });
    const event = await within(dialog).findByRole('listitem');
    expect(event).toHaveTextContent('Signed up with Google choosing Pro');
    expect(event).toHaveTextContent('Jan 15, 2025, 2:30 PM · by the user');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
