import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { failOnceThenAnswer, server } from '../../testing/msw-server';
import { pushProjection } from '../../testing/socket-mock';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import type { CampaignView } from './campaigns.api';
import { CampaignsPage } from './components/campaigns-page';
import { ScheduledCampaignsCard } from './components/scheduled-campaigns-card';
import { aCampaign } from './testing/campaign-factories';

/** GET /emails/schedule/info/ answers what `current()` holds at each request. */
function listAnswers(current: () => CampaignView[]) {
  let requests = 0;
  server.use(
    http.get('/emails/schedule/info/', () => {
      requests += 1;
      return HttpResponse.json({ campaigns: current() });
    }),
  );
  return () => requests;
}

/** A call to `path` answers `body` with `status`, recording each request's body and headers. */
function answers(method: 'post' | 'delete', path: string, body: JsonBodyType, status = 200) {
  const requests: { body: unknown; headers: Headers }[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      requests.push({ body: await request.json().catch(() => null), headers: request.headers });
      return HttpResponse.json(body, { status });
    }),
  );
  return requests;
}

const renderCard = () => renderWithProviders(<ScheduledCampaignsCard />, { route: '/messages/outgoing' });
const campaignItem = async (name: string) =>
  within((await screen.findByRole('heading', { level: 3, name })).closest('li')!);

beforeEach(() => signIn());

describe('Scheduled Campaigns card', () => {
  it('lists each campaign with its progress, days, window, status and the time to its next message', async () => {
    listAnswers(() => [
      aCampaign({
        campaign_name: 'Data teams',
        sent_count: 6,
        remaining: 14,
        status: 'partly_sent',
        next_send_at: new Date(Date.now() + (2 * 3_600 + 5 * 60 + 20) * 1000).toISOString(),
      }),
      aCampaign({
        campaign_name: 'Bounced',
        status: 'paused',
        paused_reason: 'Paused: 5% of its messages bounced',
        days_of_week: ['Saturday', 'Sunday'],
        time_zone: 'Europe/Paris',
        next_send_at: null,
      }),
    ]);
    renderCard();

    const data = await campaignItem('Data teams');
    expect(data.getByText('6/20 sent · 14 remaining')).toBeInTheDocument();
    expect(data.getByText('Weekdays')).toBeInTheDocument();
    expect(data.getByText('09:00–17:00 (America/New York)')).toBeInTheDocument();
    expect(data.getByText('Partly sent')).toBeInTheDocument();
    expect(data.getByText('in 2 h 5 min')).toBeInTheDocument();
    const bounced = await campaignItem('Bounced');
    expect(bounced.getByText('Paused')).toBeInTheDocument();
    expect(bounced.getByText('Paused: Paused: 5% of its messages bounced')).toBeInTheDocument();
    expect(bounced.getByText('Weekends')).toBeInTheDocument();
    expect(bounced.queryByText('Next message')).not.toBeInTheDocument();
  });

  it('says when there is no campaign yet', async () => {
    listAnswers(() => []);
    renderCard();
    expect(await screen.findByText(/No scheduled campaigns/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel All' })).not.toBeInTheDocument();
  });

  it('offers Retry when the list fails to load', async () => {
    failOnceThenAnswer(
      '/emails/schedule/info/',
      { status: 500, detail: 'Something went wrong on our side.' },
      { campaigns: [aCampaign({ campaign_name: 'Back again' })] },
    );
    const { user } = renderCard();
    expect(await screen.findByText('Failed to load campaigns')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });

  it('shows the newest three and links to /outgoing for all of them; the page lists them all', async () => {
    const all = Array.from({ length: 4 }, (_, index) => aCampaign({ campaign_name: `Wave ${index + 1}` }));
    listAnswers(() => all);
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Wave 3' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Wave 4' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all 4 campaigns' })).toHaveAttribute('href', '/outgoing');
  });

  it('cancels a campaign only once the user confirms, and keeps it when they do not', async () => {
    let campaigns = [aCampaign({ campaign_name: 'Data teams' })];
    listAnswers(() => campaigns);
    const id = campaigns[0].campaign_id;
    const cancels = answers('delete', `/emails/schedule/cancel/${id}`, {
      campaign_id: id,
      status: 'cancelled',
      checkpoint: '000000000005',
    });
    const { user } = renderCard();

    await user.click(await screen.findByRole('button', { name: 'Cancel campaign Data teams' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this campaign?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancels).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel campaign Data teams' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this campaign?' });
    campaigns = [];
    await user.click(within(dialog).getByRole('button', { name: 'Cancel campaign' }));
    await waitFor(() => expect(cancels).toHaveLength(1));
    // The campaigns-list read model pushes the cancel; the list refetches without waiting for the next poll.
    pushProjection({ projection: 'campaigns-list', checkpoint: '000000000005', keys: ['user-1'] });
    expect(await screen.findByText('Campaign cancelled')).toBeInTheDocument();
    expect(await screen.findByText(/No scheduled campaigns/)).toBeInTheDocument();
  });

  it("says 'Failed to cancel campaign' when the cancel is refused", async () => {
    const campaign = aCampaign({ campaign_name: 'Done already' });
    listAnswers(() => [campaign]);
    answers(
      'delete',
      `/emails/schedule/cancel/${campaign.campaign_id}`,
      { code: 'CAMPAIGN.COMPLETED', detail: 'Campaign already completed' },
      409,
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Cancel campaign Done already' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel campaign' }),
    );
    expect(await screen.findByText('Failed to cancel campaign')).toBeInTheDocument();
    expect(screen.getByText('Campaign already completed')).toBeInTheDocument();
  });

  it('cancels all campaigns after confirmation', async () => {
    let campaigns = [aCampaign({ campaign_name: 'One' }), aCampaign({ campaign_name: 'Two' })];
    listAnswers(() => campaigns);
    const cancels = answers('delete', '/emails/schedule/cancel/', {
      cancelled: 2,
      checkpoint: '000000000006',
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Cancel All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel all campaigns?' });
    expect(within(dialog).getByText(/All 2 campaigns stop sending/)).toBeInTheDocument();
    expect(cancels).toHaveLength(0);
    campaigns = [];
    await user.click(within(dialog).getByRole('button', { name: 'Cancel all campaigns' }));
    await waitFor(() => expect(cancels).toHaveLength(1));
    pushProjection({ projection: 'campaigns-list', checkpoint: '000000000006', keys: ['user-1'] });
    expect(await screen.findByText('2 campaigns cancelled')).toBeInTheDocument();
    expect(cancels).toHaveLength(1);
    expect(await screen.findByText(/No scheduled campaigns/)).toBeInTheDocument();
  });

  it("says 'Failed to cancel campaigns' when cancelling all fails", async () => {
    listAnswers(() => [aCampaign({ campaign_name: 'One' })]);
    answers('delete', '/emails/schedule/cancel/', { detail: 'Down' }, 500);
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Cancel All' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel all campaigns' }),
    );
    expect(await screen.findByText('Failed to cancel campaigns')).toBeInTheDocument();
  });
});

describe('Schedule Campaign modal', () => {
  const openModal = async () => {
    listAnswers(() => []);
    const rendered = renderCard();
    await rendered.user.click(await screen.findByRole('button', { name: 'Schedule Campaign' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule Campaign' }));
    return { ...rendered, dialog };
  };

  it('opens with 09:00 to 17:00, weekdays and today', async () => {
    const { dialog } = await openModal();
    expect(dialog.getByLabelText('Start time')).toHaveValue('09:00');
    expect(dialog.getByLabelText('End time')).toHaveValue('17:00');
    expect(dialog.getByLabelText('Campaign name (optional)')).toHaveValue('');
    const today = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    expect(dialog.getByLabelText('Start date')).toHaveValue(
      `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`,
    );
    expect(dialog.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
  });

  it('says it sends the waiting drafts, one per contact, and when it would end for lack of them', async () => {
    const draft = (id: string, contact_id: string) => ({ draft_id: id, contact_id });
    server.use(
      http.get('/emails/drafts/all', () =>
        HttpResponse.json({
          new_drafts: [draft('d1', 'c1'), draft('d2', 'c1')],
          earlier_drafts: [draft('d3', 'c2')],
        }),
      ),
    );
    const { dialog, user } = await openModal();
    expect(await dialog.findByText(/Drafts are waiting for 2 contacts now\.$/)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Total messages'), '5');
    expect(dialog.getByText(/without them it ends after 2\.$/)).toBeInTheDocument();
  });

  it('sends the numbers as integers with the browser time zone and an idempotency key, then confirms', async () => {
    const created = aCampaign({ campaign_name: 'Data teams' });
    const posts = answers('post', '/emails/schedule/', { campaign: created, checkpoint: '' }, 201);
    const { dialog, user } = await openModal();
    await user.type(dialog.getByLabelText('Campaign name (optional)'), 'Data teams');
    await user.type(dialog.getByLabelText('Total messages'), '40');
    await user.type(dialog.getByLabelText('Messages per day'), '5.7');
    await user.click(dialog.getByRole('checkbox', { name: 'Saturday' }));
    await user.click(dialog.getByRole('button', { name: 'Schedule Campaign' }));

    expect(await screen.findByText('Campaign scheduled')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toMatchObject({
      campaign_name: 'Data teams',
      total_messages: 40,
      messages_per_day: 5,
      days_of_week: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      send_times: { start: '09:00', end: '17:00' },
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(posts[0].headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's refusal by the field it names and keeps the form", async () => {
    const posts = answers(
      'post',
      '/emails/schedule/',
      {
        code: 'CAMPAIGN.INVALID',
        detail: 'messages_per_day cannot be more than total_messages',
        field: 'messages_per_day',
      },
      400,
    );
    const { dialog, user } = await openModal();
    await user.type(dialog.getByLabelText('Total messages'), '3');
    await user.type(dialog.getByLabelText('Messages per day'), '9');
    await user.click(dialog.getByRole('button', { name: 'Schedule Campaign' }));

    const perDay = dialog.getByLabelText('Messages per day');
    await waitFor(() =>
      expect(perDay).toHaveAccessibleDescription('messages_per_day cannot be more than total_messages'),
    );
    expect(perDay).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Total messages')).toHaveValue(3);
    expect(posts).toHaveLength(1);
  });

  it("says 'Failed to schedule campaign' when the call fails without a message", async () => {
    server.use(http.post('/emails/schedule/', () => HttpResponse.error()));
    const { dialog, user } = await openModal();
    await user.type(dialog.getByLabelText('Total messages'), '3');
    await user.click(dialog.getByRole('button', { name: 'Schedule Campaign' }));
    expect(await dialog.findByText('Failed to schedule campaign')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('/outgoing', () => {
  it('lists every campaign ten to a page', async () => {
    const all = Array.from({ length: 12 }, (_, index) => aCampaign({ campaign_name: `Wave ${index + 1}` }));
    listAnswers(() => all);
    const { user } = renderWithProviders(<CampaignsPage />, { route: '/outgoing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaigns' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Wave 10' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Wave 11' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Wave 12' })).toBeInTheDocument();
  });
});
