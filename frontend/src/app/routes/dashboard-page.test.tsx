import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityItem, DashboardSummary } from '../../features/dashboard/dashboard.api';
import { zeroedSummary } from '../../features/dashboard/zeroed-summary';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { pushProjection } from '../../testing/socket-mock';
import { DashboardPage } from './dashboard-page';

const activity = (index: number): ActivityItem => ({
  id: `a${index}`,
  kind: index % 2 === 0 ? 'sent' : 'replied',
  at: new Date(Date.now() - index * 3600_000).toISOString(),
  contactId: `c${index}`,
  contactName: `Contact ${index}`,
  subject: `Subject ${index}`,
  detail: null,
});

function aSummary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    ...zeroedSummary(),
    firstName: 'Ada',
    totalSent: 16,
    period: { days: 30, currentStart: '2026-10-30', previousStart: '2026-09-30' },
    metrics: {
      responseRate: { value: 0.25, previous: 0.1, change: 0.15 },
      messagesSent: { value: 12, previous: 4, change: 8 },
      openRate: { value: 0.5, previous: null, change: null },
      activeDrafts: { value: 3, previous: 5, change: -2 },
    },
    actionItems: [
      {
        kind: 'reply_waiting',
        title: 'Reply to 2 contacts',
        description: '2 contacts have answered and wait for your reply.',
        actionLabel: 'View Replies',
        count: 2,
      },
      {
        kind: 'review_drafts',
        title: 'Review 3 drafts',
        description: '3 drafts are waiting to be sent.',
        actionLabel: 'Review Drafts',
        count: 3,
      },
    ],
    recentActivity: { items: [activity(0)], total: 45, offset: 0, limit: 1 },
    ...overrides,
  };
}

/** Answers the summary with `make(query)` and records each call's activity paging. */
function summaryServer(make: (limit: number, offset: number) => DashboardSummary | Response) {
  const calls: { limit: number; offset: number }[] = [];
  server.use(
    http.get('/dashboard/summary', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const limit = Number(params.get('activity_limit'));
      const offset = Number(params.get('activity_offset'));
      calls.push({ limit, offset });
      const answer = make(limit, offset);
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
  );
  return calls;
}

const renderPage = () => renderWithProviders(<DashboardPage />, { route: '/dashboard' });
const metric = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

beforeEach(() => signIn());

describe('Dashboard', () => {
  it('welcomes the user by first name and shows four metrics with their trend and action', async () => {
    summaryServer(() => aSummary());
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(metric('Response Rate')).toHaveTextContent('25%');
    expect(metric('Response Rate')).toHaveTextContent('+15 pts vs previous 30 days');
    expect(within(metric('Response Rate')).getByRole('link', { name: 'View Responses' })).toHaveAttribute(
      'href',
      '/contacts?filter=responses',
    );
    expect(metric('Messages Sent')).toHaveTextContent('12');
    expect(metric('Messages Sent')).toHaveTextContent('+8 vs previous 30 days');
    expect(within(metric('Messages Sent')).getByRole('link', { name: 'View Outgoing' })).toHaveAttribute(
      'href',
      '/messages/outgoing',
    );
    expect(metric('Open Rate')).toHaveTextContent('50%');
    expect(metric('Open Rate')).toHaveTextContent('Nothing sent in the previous 30 days');
    expect(metric('Open Rate')).toHaveTextContent(
      'Opens by people only: machine opens (mail proxies, privacy prefetches, link scanners) are left out.',
    );
    expect(metric('Active Drafts')).toHaveTextContent('3');
    expect(metric('Active Drafts')).toHaveTextContent('−2 vs previous 30 days');
    const quick = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/autopilot', '/contacts', '/import']);
  });

  it('lists the action items, and opens the draft review from one', async () => {
    summaryServer(() => aSummary());
    const { user } = renderPage();

    const items = await screen.findByRole('region', { name: 'Action Items' });
    await waitFor(() => expect(items).toHaveTextContent('Reply to 2 contacts'));
    expect(within(items).getByRole('link', { name: 'View Replies' })).toHaveAttribute(
      'href',
      '/contacts?filter=responses',
    );
    await user.click(within(items).getByRole('button', { name: 'Review Drafts' }));
    expect(await screen.findByRole('dialog', { name: 'All Drafts' })).toBeInTheDocument();
  });

  it('says all is caught up and that nothing happened yet when so', async () => {
    summaryServer(() =>
      aSummary({ actionItems: [], recentActivity: { items: [], total: 0, offset: 0, limit: 1 } }),
    );
    renderPage();

    expect(await screen.findByText('All caught up! No action items needed.')).toBeInTheDocument();
    expect(screen.getByText('No Recent Activity')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /more activit/ })).not.toBeInTheDocument();
  });

  it('shows the newest activity and pages through all of them in the side panel', async () => {
    const calls = summaryServer((limit, offset) =>
      aSummary({
        recentActivity: {
          items: Array.from({ length: Math.min(limit, 45 - offset) }, (_, i) => activity(offset + i)),
          total: 45,
          offset,
          limit,
        },
      }),
    );
    const { user } = renderPage();

    const recent = await screen.findByRole('region', { name: 'Recent Activity' });
    await waitFor(() => expect(recent).toHaveTextContent('Message sent to Contact 0'));
    expect(recent).toHaveTextContent('Just now');
    await user.click(within(recent).getByRole('button', { name: 'View 44 more activities' }));

    const panel = await screen.findByRole('dialog', { name: 'All Activities' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(20));
    expect(within(panel).getByRole('status')).toHaveTextContent('Page 1 of 3 · 45 activities');
    expect(panel).toHaveTextContent('Contact 1 replied');
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(panel).toHaveTextContent('Message sent to Contact 20'));
    expect(calls).toContainEqual({ limit: 20, offset: 20 });

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'All Activities' })).not.toBeInTheDocument(),
    );
    expect(within(recent).getByRole('button', { name: 'View 44 more activities' })).toHaveFocus();
  });

  it('falls back to zeroed figures when the load fails, and Retry loads them', async () => {
    let fail = true;
    summaryServer(() =>
      fail ? HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 }) : aSummary(),
    );
    const { user } = renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the dashboard');
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(metric('Messages Sent')).toHaveTextContent('0');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(metric('Messages Sent')).toHaveTextContent('12');
  });

  describe('on a failed load', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('tries again by itself 2 s after a refused first try (spec §4)', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
      let refusals = 1;
      const calls = summaryServer(() => {
        if (refusals === 0) return aSummary();
        refusals -= 1;
        return HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 });
      });
      renderPage();
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the dashboard');
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(await screen.findByRole('heading', { name: 'Welcome back, Ada' })).toBeInTheDocument();
      expect(calls).toHaveLength(2);
    });
  });

  it('leads a paused campaign to Outgoing Messages', async () => {
    summaryServer(() =>
      aSummary({
        actionItems: [
          {
            kind: 'campaign_paused',
            title: 'A campaign is paused',
            description: 'Paused: 1 of 20 messages bounced (5%), at or above the 5% limit.',
            actionLabel: 'View Campaigns',
            count: 1,
          },
        ],
      }),
    );
    renderPage();
    const items = await screen.findByRole('region', { name: 'Action Items' });
    await within(items).findByText('A campaign is paused');
    expect(within(items).getByRole('link', { name: 'View Campaigns' })).toHaveAttribute(
      'href',
      '/messages/outgoing',
    );
  });

  it('refreshes on Refresh and says so', async () => {
    let sent = 12;
    summaryServer(() =>
      aSummary({
        metrics: { ...aSummary().metrics, messagesSent: { value: sent, previous: 4, change: sent - 4 } },
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Welcome back, Ada' });

    sent = 13;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Dashboard refreshed with latest data')).toBeInTheDocument();
    expect(metric('Messages Sent')).toHaveTextContent('13');
  });

  it('moves when the outreach metrics change, without a reload', async () => {
    let sent = 12;
    summaryServer(() =>
      aSummary({
        metrics: { ...aSummary().metrics, messagesSent: { value: sent, previous: 4, change: sent - 4 } },
      }),
    );
    renderPage();
    await waitFor(() => expect(metric('Messages Sent')).toHaveTextContent('12'));

    sent = 14;
    pushProjection({ projection: 'outreach-metrics', checkpoint: '9', keys: ['ada'] });
    await waitFor(() => expect(metric('Messages Sent')).toHaveTextContent('14'));
  });
});
