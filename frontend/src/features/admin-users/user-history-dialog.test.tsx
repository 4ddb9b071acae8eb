import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerQueries, failOnceThenAnswer } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { pushProjection } from '../../testing/socket-mock';
import type { UserHistoryItem, UserHistoryResponse } from './users.api';
import { UserHistoryDialog } from './components/user-history-dialog';

function anEvent(overrides: Partial<UserHistoryItem> = {}): UserHistoryItem {
  return {
    event_id: 'e1',
    type: 'UserSignedUp',
    summary: 'Signed up with Google (utm_source chess) choosing Pro',
    actor: { user_id: 'u1', email: 'ada@example.com' },
    recorded_at: '2025-01-15T14:30:00Z',
    stream_id: 'user-u1',
    data: { provider: 'google', utmSource: 'chess', freePro: true },
    ...overrides,
  };
}

function aHistory(overrides: Partial<UserHistoryResponse> = {}): UserHistoryResponse {
  const items = overrides.items ?? [anEvent()];
  return {
    user: { _id: 'u1', email: 'ada@example.com' },
    items,
    total: items.length,
    page: 1,
    limit: 20,
    event_types: ['UserSignedUp', 'PlanUpgraded', 'ClubSignupRecorded'],
    ...overrides,
  };
}

/** Answers u1's history call and records each request's query string. */
function historyReturns(respond: (params: URLSearchParams) => UserHistoryResponse = () => aHistory()) {
  return answerQueries('/api/admin/users/u1/history', respond);
}

function renderDialog({ email = null as string | null, onClose = () => undefined } = {}) {
  return renderWithProviders(<UserHistoryDialog userId="u1" email={email} onClose={onClose} />, {
    route: '/admin',
  });
}

async function openDialog() {
  return screen.findByRole('dialog', { name: 'History of ada@example.com' });
}

beforeEach(() => {
  signIn();
});

describe('UserHistoryDialog', () => {
  it('lists each event with its summary, type, time and who caused it', async () => {
    historyReturns(() =>
      aHistory({
        items: [
          anEvent(),
          anEvent({
            event_id: 'e2',
            type: 'PlanChangedByAdmin',
            summary: 'Plan set to Max',
            actor: { user_id: 'admin-1', email: 'root@example.com' },
            recorded_at: '2025-03-02T18:00:00Z',
          }),
          anEvent({
            event_id: 'e3',
            type: 'ClubSignupRecorded',
            summary: 'Took a free Pro seat',
            actor: null,
          }),
          anEvent({
            event_id: 'e4',
            type: 'UserDeactivated',
            summary: 'Deactivated',
            actor: { user_id: 'gone-7', email: null },
          }),
        ],
      }),
    );
    renderDialog();

    const dialog = await openDialog();
    const events = await within(dialog).findAllByRole('listitem');
    expect(events).toHaveLength(4);
    expect(events[0]).toHaveTextContent('Signed up with Google (utm_source chess) choosing Pro');
    expect(events[0]).toHaveTextContent('UserSignedUp');
    expect(events[0]).toHaveTextContent('Jan 15, 2025, 2:30 PM · by the user');
    expect(events[1]).toHaveTextContent('Mar 2, 2025, 6:00 PM · by root@example.com');
    expect(events[2]).toHaveTextContent('by the system');
    expect(events[3]).toHaveTextContent('by an unknown user (gone-7)');
  });

  it("shows an event's data as key/value pairs behind a Details toggle", async () => {
    historyReturns();
    const { user } = renderDialog();
    const dialog = await openDialog();

    const details = await within(dialog).findByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    // Each event's toggle says which event it opens, not just 'Details'.
    expect(details).toHaveAccessibleDescription('Signed up with Google (utm_source chess) choosing Pro');
    expect(within(dialog).queryByText('provider')).not.toBeVisible();

    details.focus();
    await user.keyboard('{Enter}');

    expect(details).toHaveAttribute('aria-expanded', 'true');
    const term = within(dialog).getByText('provider');
    expect(term).toBeVisible();
    expect(term.nextElementSibling).toHaveTextContent('google');
    expect(within(dialog).getByText('freePro').nextElementSibling).toHaveTextContent('yes');
  });

  it('filters by event type from the types the history contains', async () => {
    const requests = historyReturns();
    const { user } = renderDialog();
    const dialog = await openDialog();
    await within(dialog).findByRole('listitem');
    expect(requests.at(-1)?.has('types')).toBe(false);

    const type = within(dialog).getByLabelText('Event type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All events', 'UserSignedUp', 'PlanUpgraded', 'ClubSignupRecorded']);
    await user.selectOptions(type, 'PlanUpgraded');

    await waitFor(() => expect(requests.at(-1)?.get('types')).toBe('PlanUpgraded'));
  });

  it('filters by a date range and refuses a range that ends before it starts', async () => {
    const requests = historyReturns();
    const { user } = renderDialog();
    const dialog = await openDialog();
    await within(dialog).findByRole('listitem');

    await user.type(within(dialog).getByLabelText('From'), '2025-01-10');
    await waitFor(() => expect(requests.at(-1)?.get('from')).toBe('2025-01-10'));
    await user.type(within(dialog).getByLabelText('To'), '2025-01-31');
    await waitFor(() => expect(requests.at(-1)?.get('to')).toBe('2025-01-31'));
    expect(requests.at(-1)?.get('from')).toBe('2025-01-10');

    const calls = requests.length;
    const to = within(dialog).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2025-01-01');

    expect(await within(dialog).findByText('to must not be before from')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(requests.slice(calls).some((params) => params.get('to') === '2025-01-01')).toBe(false);
  });

  it('shows the oldest events first on request, and resets every filter', async () => {
    const requests = historyReturns();
    const { user } = renderDialog();
    const dialog = await openDialog();
    await within(dialog).findByRole('listitem');
    expect(requests.at(-1)?.get('order')).toBe('desc');
    const reset = within(dialog).getByRole('button', { name: 'Reset filters' });
    expect(reset).toBeDisabled();

    const oldest = within(dialog).getByRole('button', { name: 'Oldest first' });
    await user.click(oldest);
    expect(oldest).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requests.at(-1)?.get('order')).toBe('asc'));
    await user.selectOptions(within(dialog).getByLabelText('Event type'), 'UserSignedUp');
    await waitFor(() => expect(requests.at(-1)?.get('types')).toBe('UserSignedUp'));

    await user.click(reset);

    await waitFor(() => expect(requests.at(-1)?.get('order')).toBe('desc'));
    expect(requests.at(-1)?.has('types')).toBe(false);
    expect(within(dialog).getByLabelText('Event type')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Newest first' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('pages through a long history and starts again from page 1 when a filter changes', async () => {
    const requests = historyReturns((params) => aHistory({ page: Number(params.get('page')), total: 45 }));
    const { user } = renderDialog();
    const dialog = await openDialog();

    const pages = await within(dialog).findByRole('navigation', { name: 'History pages' });
    expect(pages).toHaveTextContent('Page 1 of 3 · 45 events');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));

    expect(await within(pages).findByText(/Page 2 of 3/)).toBeInTheDocument();
    expect(requests.at(-1)?.get('page')).toBe('2');

    await user.click(within(dialog).getByRole('button', { name: 'Oldest first' }));
    await waitFor(() => expect(requests.at(-1)?.get('order')).toBe('asc'));
    expect(requests.at(-1)?.get('page')).toBe('1');
  });

  it('says so when no event matches the filters', async () => {
    historyReturns(() => aHistory({ items: [] }));
    renderDialog();
    const dialog = await openDialog();
    expect(await within(dialog).findByText('No events match these filters')).toBeInTheDocument();
  });

  it('uses the e-mail it was given for the title before the history arrives', async () => {
    historyReturns(() => aHistory({ user: { _id: 'u1', email: 'ada@example.com' } }));
    renderDialog({ email: 'known@example.com' });
    expect(screen.getByRole('dialog', { name: 'History of known@example.com' })).toBeInTheDocument();
  });

  it('reports a failed history with the server detail and loads it again on Retry', async () => {
    failOnceThenAnswer('/api/admin/users/u1/history', { status: 404, detail: 'User not found' }, aHistory());
    const { user } = renderDialog({ email: 'ada@example.com' });
    const dialog = await openDialog();

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch user history');
    expect(alert).toHaveTextContent('User not found');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await within(dialog).findByRole('listitem')).toHaveTextContent('choosing Pro');
  });

  it('refetches when a push names this user or anyone, not when it names someone else', async () => {
    let items = [anEvent()];
    const requests = historyReturns(() => aHistory({ items }));
    renderDialog();
    const dialog = await openDialog();
    await within(dialog).findByRole('listitem');

    items = [anEvent({ event_id: 'e2', summary: 'Plan upgraded to Max' }), anEvent()];
    const calls = requests.length;
    pushProjection({ projection: 'users-list', checkpoint: '6', keys: ['someone-else'] });
    pushProjection({ projection: 'clubs-list', checkpoint: '6', keys: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(calls);

    pushProjection({ projection: 'users-list', checkpoint: '7', keys: ['u1'] });
    expect(await within(dialog).findByText('Plan upgraded to Max')).toBeInTheDocument();

    items = [anEvent({ event_id: 'e3', summary: 'Deactivated' }), ...items];
    pushProjection({ projection: 'users-list', checkpoint: '8', keys: null });
    expect(await within(dialog).findByText('Deactivated')).toBeInTheDocument();
  });
});
