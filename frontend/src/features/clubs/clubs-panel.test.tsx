import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failOnceThenAnswer, server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { pushProjection } from '../../testing/socket-mock';
import type { Club, ClubHistoryItem } from './clubs.api';
import { ClubsPanel } from './components/clubs-panel';

function aClub(overrides: Partial<Club> = {}): Club {
  return {
    club_code: 'chess',
    club_name: 'Chess Society',
    max_free_signups: 20,
    current_signups: 3,
    remaining_signups: 17,
    is_active: true,
    created_at: '2025-01-15T14:30:00Z',
    updated_at: '2025-01-15T14:30:00Z',
    ...overrides,
  };
}

function listReturns(...clubs: Club[]) {
  server.use(http.get('/api/clubs', () => HttpResponse.json(clubs)));
}

function renderPanel() {
  return renderWithProviders(<ClubsPanel />, { route: '/admin' });
}

beforeEach(() => {
  signIn();
});

describe('ClubsPanel', () => {
  it('lists clubs with signups, status, created date and totals derived from the list', async () => {
    listReturns(
      aClub(),
      aClub({
        club_code: 'rowing',
        club_name: 'Rowing Club',
        max_free_signups: 10,
        current_signups: 10,
        remaining_signups: 0,
        is_active: false,
        created_at: 'yesterday',
      }),
    );
    renderPanel();

    const chess = await screen.findByRole('row', { name: /chess/ });
    expect(within(chess).getByText('Chess Society')).toBeInTheDocument();
    expect(within(chess).getByText('3/20')).toBeInTheDocument();
    expect(within(chess).getByText('Active')).toBeInTheDocument();
    expect(within(chess).getByText('Jan 15, 2025, 2:30 PM')).toBeInTheDocument();

    const rowing = screen.getByRole('row', { name: /rowing/ });
    expect(within(rowing).getByText('10/10')).toBeInTheDocument();
    expect(within(rowing).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowing).getByText('-')).toBeInTheDocument();

    const total = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(total('Total Clubs')).toBe('2');
    expect(total('Total Seats')).toBe('30');
    expect(total('Seats Used')).toBe('13');
    expect(total('Seats Remaining')).toBe('17');
  });

  it("shows 'No clubs found' when there are none", async () => {
    listReturns();
    renderPanel();
    expect(await screen.findByText('No clubs found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch clubs' and loads the list again on Retry", async () => {
    failOnceThenAnswer('/api/clubs', { status: 500, detail: 'down' }, [aClub()]);
    const { user } = renderPanel();

    expect(await screen.findByText('Failed to fetch clubs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('row', { name: /chess/ })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch clubs')).not.toBeInTheDocument();
  });

  it('keeps Create disabled until both code and name are filled, with 20 seats by default', async () => {
    listReturns();
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'New Club' }));

    const dialog = await screen.findByRole('dialog', { name: 'Create Club' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(within(dialog).getByLabelText('Max free signups')).toHaveValue(20);
    expect(create).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Club code'), 'chess');
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Club name'), 'Chess Society');
    expect(create).toBeEnabled();
  });

  it('refuses fewer than one free signup without calling the server', async () => {
    listReturns();
    const created = vi.fn();
    server.use(
      http.post('/api/clubs/create', () => {
        created();
        return HttpResponse.json({ club: aClub(), checkpoint: '1' });
      }),
    );
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'New Club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Club' });

    await user.type(within(dialog).getByLabelText('Club code'), 'chess');
    await user.type(within(dialog).getByLabelText('Club name'), 'Chess Society');
    const seats = within(dialog).getByLabelText('Max free signups');
    await user.clear(seats);
    await user.type(seats, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByText('max_free_signups must be at least 1')).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();
  });

  it('creates a club and confirms it', async () => {
    listReturns();
    let body: unknown;
    server.use(
      http.post('/api/clubs/create', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ club: aClub(), checkpoint: '0000000001' }, { status: 201 });
      }),
    );
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'New Club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Club' });
    await user.type(within(dialog).getByLabelText('Club code'), 'chess');
    await user.type(within(dialog).getByLabelText('Club name'), 'Chess Society');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Club created successfully')).toBeInTheDocument();
    expect(body).toEqual({ club_code: 'chess', club_name: 'Chess Society', max_free_signups: 20 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server detail when the club code is already taken', async () => {
    listReturns(aClub());
    server.use(
      http.post('/api/clubs/create', () =>
        HttpResponse.json(
          { code: 'CLUB.CODE_TAKEN', detail: "Club code 'chess' is already taken" },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'New Club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Club' });
    await user.type(within(dialog).getByLabelText('Club code'), 'chess');
    await user.type(within(dialog).getByLabelText('Club name'), 'Another Chess Club');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText("Club code 'chess' is already taken")).toBeInTheDocument();
    expect(screen.queryByText('Failed to create club')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Club' })).toBeInTheDocument();
  });

  it('edits a club with its code read-only and Update disabled without a name', async () => {
    listReturns(aClub());
    let body: unknown;
    server.use(
      http.put('/api/clubs/chess/update', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ club: aClub(), checkpoint: '2' });
      }),
    );
    const { user } = renderPanel();
    const row = await screen.findByRole('row', { name: /chess/ });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit Club' });
    const code = within(dialog).getByLabelText('Club code');
    expect(code).toHaveValue('chess');
    expect(code).toHaveAttribute('readonly');

    const name = within(dialog).getByLabelText('Club name');
    const update = within(dialog).getByRole('button', { name: 'Update' });
    await user.clear(name);
    expect(update).toBeDisabled();

    await user.type(name, 'Chess & Go Society');
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await user.click(update);

    expect(await screen.findByText('Club updated successfully')).toBeInTheDocument();
    expect(body).toEqual({ club_name: 'Chess & Go Society', max_free_signups: 20, is_active: false });
  });

  it('deletes a club after confirmation and reports a failure with the action message', async () => {
    listReturns(aClub());
    server.use(http.delete('/api/clubs/chess', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderPanel();
    const row = await screen.findByRole('row', { name: /chess/ });
    await user.click(within(row).getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete Club' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete club')).toBeInTheDocument();

    server.use(http.delete('/api/clubs/chess', () => HttpResponse.json({ checkpoint: '3' })));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Club deleted successfully')).toBeInTheDocument();
  });

  it('builds the sign-up link from the public URL the server reports', async () => {
    listReturns(aClub());
    server.use(
      http.get('/api/config/public', () => HttpResponse.json({ public_url: 'https://outreach.example/' })),
    );
    const { user } = renderPanel();
    const row = await screen.findByRole('row', { name: /chess/ });
    await user.click(within(row).getByRole('button', { name: 'View Link' }));

    const dialog = await screen.findByRole('dialog', { name: 'Club Link' });
    expect(await within(dialog).findByLabelText('Sign-up URL')).toHaveValue(
      'https://outreach.example/signup?utm_source=chess',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    expect(await navigator.clipboard.readText()).toBe('https://outreach.example/signup?utm_source=chess');
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
  });

  it('lists what happened to a club, who did it, when, and which fields changed', async () => {
    listReturns(aClub());
    const items: ClubHistoryItem[] = [
      {
        event_id: 'e2',
        type: 'ClubUpdated',
        summary: 'Club updated',
        actor: { user_id: 'u1', email: 'admin@example.com' },
        recorded_at: '2025-02-01T09:05:00Z',
        changes: [{ field: 'max_free_signups', from: 20, to: 40 }],
      },
      {
        event_id: 'e1',
        type: 'ClubCreated',
        summary: 'Club created',
        actor: null,
        recorded_at: '2025-01-15T14:30:00Z',
        changes: [{ field: 'club_name', from: null, to: 'Chess Society' }],
      },
    ];
    server.use(http.get('/api/clubs/chess/history', () => HttpResponse.json({ items })));
    const { user } = renderPanel();
    const row = await screen.findByRole('row', { name: /chess/ });
    await user.click(within(row).getByRole('button', { name: 'History' }));

    const dialog = await screen.findByRole('dialog', { name: 'Club History' });
    const events = await within(dialog).findAllByRole('listitem');
    const updated = events.find((item) => item.textContent?.startsWith('Club updated'));
    expect(updated).toHaveTextContent('by admin@example.com · Feb 1, 2025, 9:05 AM');
    expect(updated).toHaveTextContent(/max_free_signups: 20 →\s*changed to 40/);
    expect(within(dialog).getByText(/by System/)).toBeInTheDocument();
  });

  it("links a signup to the member's history in the admin Users tab", async () => {
    listReturns(aClub());
    const signup: ClubHistoryItem & { member: { user_id: string; email: string | null } } = {
      event_id: 'e3',
      type: 'ClubSignupRecorded',
      summary: 'A member signed up through the club link (seat 1 of 20)',
      actor: { user_id: 'u7', email: 'grace@example.com' },
      recorded_at: '2025-02-03T10:00:00Z',
      changes: [],
      member: { user_id: 'u7', email: 'grace@example.com' },
    };
    server.use(http.get('/api/clubs/chess/history', () => HttpResponse.json({ items: [signup] })));
    const { user } = renderPanel();
    const row = await screen.findByRole('row', { name: /chess/ });
    await user.click(within(row).getByRole('button', { name: 'History' }));

    const dialog = await screen.findByRole('dialog', { name: 'Club History' });
    expect(
      await within(dialog).findByRole('link', { name: "View grace@example.com's history" }),
    ).toHaveAttribute('href', '/admin?tab=users&user=u7');
  });

  it('refetches the list when the clubs-list projection pushes an update', async () => {
    listReturns(aClub());
    renderPanel();
    await screen.findByRole('row', { name: /chess/ });

    listReturns(aClub(), aClub({ club_code: 'debate', club_name: 'Debate Union' }));
    pushProjection({ projection: 'users-list', checkpoint: '5', keys: null });
    pushProjection({ projection: 'clubs-list', checkpoint: '5', keys: ['debate'] });

    expect(await screen.findByRole('row', { name: /debate/ })).toBeInTheDocument();
  });
});
