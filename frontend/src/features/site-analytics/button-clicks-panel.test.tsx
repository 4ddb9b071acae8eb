import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnceThenAnswer, server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { pushProjection } from '../../testing/socket-mock';
import { ButtonClicksPanel } from './components/button-clicks-panel';
import type { ButtonClicksReport } from './site-analytics.api';

function reportAnswers(...reports: ButtonClicksReport[]): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/analytics/button-clicks', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(reports[Math.min(asked.length - 1, reports.length - 1)]);
    }),
  );
  return asked;
}

const report: ButtonClicksReport = {
  from: '2026-10-30',
  to: '2026-11-28',
  days: [
    { day: '2026-11-28', button_name: 'demo_search', count: 12 },
    { day: '2026-11-27', button_name: 'demo_sign_up', count: 3 },
  ],
  totals: [
    { button_name: 'demo_search', count: 12 },
    { button_name: 'demo_sign_up', count: 3 },
  ],
};

beforeEach(() => {
  signIn();
});

describe('ButtonClicksPanel', () => {
  it('shows the clicks per button and per day of the last 30 days', async () => {
    const asked = reportAnswers(report);
    renderWithProviders(<ButtonClicksPanel />, { route: '/admin?tab=site' });
    const perButton = await screen.findByRole('table', {
      name: 'Clicks per button, 2026-10-30 to 2026-11-28',
    });
    expect(within(perButton).getByRole('row', { name: 'demo search 12' })).toBeInTheDocument();
    expect(within(perButton).getByRole('row', { name: 'demo sign up 3' })).toBeInTheDocument();
    const perDay = screen.getByRole('table', { name: 'Clicks per day (UTC)' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(3);
    expect(asked[0].get('days')).toBe('30');
  });

  it('asks for another period when the admin picks one', async () => {
    const asked = reportAnswers(report);
    const { user } = renderWithProviders(<ButtonClicksPanel />, { route: '/admin?tab=site' });
    await screen.findByRole('table', { name: /^Clicks per button/ });
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await waitFor(() => expect(asked.at(-1)?.get('days')).toBe('7'));
  });

  it('says when nobody clicked, and refreshes when the projection pushes', async () => {
    reportAnswers({ ...report, days: [], totals: [] }, report);
    renderWithProviders(<ButtonClicksPanel />, { route: '/admin?tab=site' });
    expect(await screen.findByText('No button clicks in this period')).toBeInTheDocument();
    pushProjection({ projection: 'site-analytics', checkpoint: '2', keys: null });
    expect(await screen.findByRole('row', { name: 'demo search 12' })).toBeInTheDocument();
  });

  it('offers Retry when the report fails to load', async () => {
    failOnceThenAnswer('/api/admin/analytics/button-clicks', { status: 500, detail: 'down' }, report);
    const { user } = renderWithProviders(<ButtonClicksPanel />, { route: '/admin?tab=site' });
    expect(await screen.findByText('Failed to fetch button clicks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: 'demo search 12' })).toBeInTheDocument();
  });
});
