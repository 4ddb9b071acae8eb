import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerQueries, server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { pushProjection } from '../../testing/socket-mock';
import { OutgoingCharts } from './components/outgoing-charts';
import { aWeekOfActivity } from './testing/campaign-factories';

const renderCharts = () => renderWithProviders(<OutgoingCharts />, { route: '/messages/outgoing' });

beforeEach(() => signIn());

describe('Messages Sent charts', () => {
  it('asks for today in the browser zone, then each tab its period, and sums each up in words and a table', async () => {
    let week = aWeekOfActivity([2, 5, 1, 0, 0, 0, 0], 3);
    const requests = answerQueries('/emails/outgoing/activity', (params) =>
      params.get('period') === 'week'
        ? week
        : { ...aWeekOfActivity([]), period: params.get('period'), buckets: [], elapsed: 0, total: 0 },
    );
    const { user } = renderCharts();

    expect(await screen.findByText('0 messages sent today.')).toBeInTheDocument();
    expect(requests[0].get('period')).toBe('day');
    expect(requests[0].get('time_zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);

    await user.click(screen.getByRole('tab', { name: 'Week' }));
    expect(
      await screen.findByText('8 messages sent this week; the most, 5, on Tuesday, Nov 24.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Line: trend, the average of each day and the 2 before it/)).toBeInTheDocument();
    await user.click(screen.getByText('Show as a table'));
    const table = screen.getByRole('table', { name: 'Messages sent per day, with the trend' });
    const tuesday = within(table).getByRole('row', { name: /Tuesday, Nov 24/ });
    expect(
      within(tuesday)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '3.5']);
    const friday = within(table).getByRole('row', { name: /Friday, Nov 27/ });
    expect(
      within(friday)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '–']);

    // A send pushed by the outgoing-activity read model shows without a reload.
    week = aWeekOfActivity([2, 5, 2, 0, 0, 0, 0], 3);
    pushProjection({ projection: 'outgoing-activity', checkpoint: '000000000009', keys: ['user-1'] });
    expect(
      await screen.findByText('9 messages sent this week; the most, 5, on Tuesday, Nov 24.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Month' }));
    expect(await screen.findByText('0 messages sent this month.')).toBeInTheDocument();
  });

  it("says 'Failed to fetch messages' with Retry when the chart cannot load", async () => {
    server.use(
      http.get('/emails/outgoing/activity', () => HttpResponse.json({ detail: 'Down' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderCharts();
    expect(await screen.findByText('Failed to fetch messages')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('0 messages sent today.')).toBeInTheDocument();
  });
});
