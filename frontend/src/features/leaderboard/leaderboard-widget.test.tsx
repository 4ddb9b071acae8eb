import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '@outreach/backend/leaderboard/leaderboard-rules.contract';
import { answerQueries, failOnceThenAnswer } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { pushProjection } from '../../testing/socket-mock';
import { LEADERBOARD_CACHE_LIFETIME_MS } from './leaderboard-cache';
import { LeaderboardWidget } from './components/leaderboard-widget';

const entry = (rank: number, user_name: string, message_count: number, is_current_user = false) => ({
  rank,
  user_name,
  message_count,
  is_current_user,
});

const podium: LeaderboardEntry[] = [
  entry(1, 'Noor A.', 12),
  entry(2, 'Ben O.', 7, true),
  entry(2, 'Cy Y.', 7),
];

function boardReturns(respond: (params: URLSearchParams) => LeaderboardEntry[]) {
  return answerQueries('/api/leaderboard/', respond);
}

function renderWidget(compact = false) {
  signIn();
  return renderWithProviders(<LeaderboardWidget compact={compact} />);
}

const rows = () =>
  within(screen.getByRole('list', { name: /Messages sent/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('leaderboard widget', () => {
  it('lists rank, name and messages sent, and marks the current user', async () => {
    const requests = boardReturns(() => podium);
    renderWidget();

    await screen.findByRole('list', { name: 'Messages sent, all time' });
    expect(rows()).toEqual([
      '#1Noor A.12 messages sent',
      '#2Ben O. (you)7 messages sent',
      '#2Cy Y.7 messages sent',
    ]);
    expect(requests.map((params) => params.get('period'))).toEqual(['all_time']);
  });

  it('shows the current user below the top ten after a gap', async () => {
    const top = Array.from({ length: 10 }, (_, i) => entry(i + 1, `User ${i + 1}`, 50 - i));
    boardReturns(() => [...top, entry(27, 'Me T.', 2, true)]);
    renderWidget();

    await screen.findByText('Me T.', { exact: false });
    const list = screen.getByRole('list', { name: 'Messages sent, all time' });
    // The gap is drawn, not read: eleven entries for a screen reader.
    expect(within(list).getAllByRole('listitem')).toHaveLength(11);
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('#27Me T. (you)2 messages sent');
    expect(list.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(1);
  });

  it('says when nobody has sent a message yet', async () => {
    boardReturns(() => []);
    renderWidget();
    expect(await screen.findByText('No data available yet')).toBeInTheDocument();
  });

  it('says the board failed to load and loads it again on Retry', async () => {
    failOnceThenAnswer('/api/leaderboard/', { status: 500, detail: 'Database unavailable' }, podium);
    const { user } = renderWidget();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load leaderboard data');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Noor A.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches to this month', async () => {
    const requests = boardReturns((params) =>
      params.get('period') === 'month' ? [entry(1, 'Cy Y.', 3)] : podium,
    );
    const { user } = renderWidget();
    await screen.findByText('Noor A.');

    await user.click(screen.getByRole('button', { name: 'This month' }));

    await screen.findByRole('list', { name: 'Messages sent, this month' });
    expect(rows()).toEqual(['#1Cy Y.3 messages sent']);
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    expect(requests.map((params) => params.get('period'))).toEqual(['all_time', 'month']);
  });

  it('keeps the board in the browser for 5 minutes and asks again after', async () => {
    const stored = (storedAt: number) =>
      JSON.stringify({ all_time: { storedAt, entries: [entry(1, 'Cached C.', 4)] } });
    const requests = boardReturns(() => podium);

    localStorage.setItem('leaderboardCache', stored(Date.now() - LEADERBOARD_CACHE_LIFETIME_MS + 60_000));
    const first = renderWidget();
    expect(await screen.findByText('Cached C.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    first.unmount();

    localStorage.setItem('leaderboardCache', stored(Date.now() - LEADERBOARD_CACHE_LIFETIME_MS - 1));
    renderWidget();
    expect(await screen.findByText('Noor A.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    const cache = JSON.parse(localStorage.getItem('leaderboardCache')!);
    expect(cache.all_time.entries).toEqual(podium);
  });

  it('reloads from the server on Refresh, whatever the cache holds', async () => {
    let count = 12;
    const requests = boardReturns(() => [entry(1, 'Noor A.', count)]);
    const { user } = renderWidget();
    await screen.findByText('12');

    count = 13;
    await user.click(screen.getByRole('button', { name: 'Refresh leaderboard' }));

    expect(await screen.findByText('13')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('moves with a push from the server, without a reload', async () => {
    let board = podium;
    boardReturns(() => board);
    renderWidget();
    await screen.findByText('Noor A.');

    board = [entry(1, 'Ben O.', 13, true), entry(2, 'Noor A.', 12), entry(3, 'Cy Y.', 7)];
    pushProjection({ projection: 'leaderboard', checkpoint: '9', keys: null });

    await waitFor(() => expect(rows()[0]).toBe('#1Ben O. (you)13 messages sent'));
    expect(JSON.parse(localStorage.getItem('leaderboardCache')!).all_time.entries).toEqual(board);
  });

  it('folds and unfolds from the keyboard, remembering the choice', async () => {
    boardReturns(() => podium);
    const { user } = renderWidget();
    const toggle = screen.getByRole('button', { name: 'Leaderboard' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await screen.findByText('Noor A.');

    toggle.focus();
    await user.keyboard('{Enter}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Noor A.')).not.toBeInTheDocument();
    expect(localStorage.getItem('leaderboardExpanded')).toBe('false');

    await user.keyboard(' ');
    expect(await screen.findByText('Noor A.')).toBeInTheDocument();
  });

  it('keeps the chosen period when folded and unfolded', async () => {
    boardReturns((params) => (params.get('period') === 'month' ? [entry(1, 'Cy Y.', 3)] : podium));
    const { user } = renderWidget();
    await user.click(await screen.findByRole('button', { name: 'This month' }));
    await screen.findByText('Cy Y.');

    const toggle = screen.getByRole('button', { name: 'Leaderboard' });
    await user.click(toggle);
    await user.click(toggle);

    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('list', { name: 'Messages sent, this month' })).toBeInTheDocument();
  });

  it('loads nothing while folded', async () => {
    localStorage.setItem('leaderboardExpanded', 'false');
    const { store } = renderWidget();
    expect(screen.getByRole('button', { name: 'Leaderboard' })).toHaveAttribute('aria-expanded', 'false');
    // A shown board subscribes as it mounts; a folded one never asks.
    expect(Object.keys(store.getState().api.queries).filter((key) => key.startsWith('leaderboard'))).toEqual(
      [],
    );
  });

  it('opens the board in a dialog from the icons-only sidebar, and Escape closes it', async () => {
    boardReturns(() => podium);
    const { user } = renderWidget(true);

    const trophy = screen.getByRole('button', { name: 'Leaderboard' });
    await user.click(trophy);

    const dialog = await screen.findByRole('dialog', { name: 'Leaderboard' });
    expect(await within(dialog).findByText('Noor A.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trophy).toHaveFocus();
  });
});
