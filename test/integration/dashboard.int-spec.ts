import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { campaignStreamId } from '@outreach/backend/campaigns/campaign.events';
import { conversationStreamId } from '@outreach/backend/messaging/conversation.events';
import { draftStreamId } from '@outreach/backend/drafts/draft.events';
import { PG_POOL } from '@outreach/backend/platform/platform.module';
import type { DashboardSummary } from '@outreach/backend/dashboard/dashboard.contract';
import { trackingStreamId } from '@outreach/backend/tracking/tracking.events';
import { outreachMetricsProjector } from '@outreach/projections/outreach-metrics/outreach-metrics.projector';
import { projectionContext } from '@outreach/projections/runner/projection-context';
import { rebuildProjection } from '@outreach/projections/runner/rebuild-projection';
import { appWithUsers } from './testing/app-with-users';

jest.setTimeout(60_000);

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const GOOGLE_PROXY =
  'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)';
const DAY_MS = 24 * 3600 * 1000;

/** GET /dashboard/summary over the outreach-metrics read model, with events appended as the send pipeline records them. */
describe('dashboard (GET /dashboard/summary)', () => {
  const t = appWithUsers(['ada', 'bob']);
  const ago = (days: number, hours = 0) =>
    new Date(Date.now() - days * DAY_MS - hours * 3600 * 1000).toISOString();

  async function append(streamId: string, userId: string, type: string, data: object, recordedAt: string) {
    await t.app().store.append(streamId, [{ type, data, metadata: { actorUserId: userId, recordedAt } }], {
      expected: 'any',
    });
  }

  /** A message queued and sent to a new contact of the user `daysAgo` days ago; returns its ids. */
  async function sendTo(user: string, name: string, daysAgo: number) {
    const userId = t.ids[user];
    const contactId = randomUUID();
    const messageId = randomUUID();
    const at = ago(daysAgo);
    const ids = { contactId, userId, messageId };
    await append(
      conversationStreamId(contactId),
      userId,
      'MessageQueued',
      {
        ...ids,
        draftId: null,
        messageType: 'connection_request',
        subject: `Hello ${name}`,
        body: '<p>Hi</p>',
        toEmail: `${name.toLowerCase()}@example.org`,
        toName: name,
        fromEmail: `${user}@example.com`,
        fromName: user,
        attachments: [],
        tracked: true,
      },
      at,
    );
    await append(
      conversationStreamId(contactId),
      userId,
      'MessageSent',
      { ...ids, smtpMessageId: `<${messageId}@test>`, transport: 'outbox' },
      at,
    );
    return ids;
  }

  async function open(
    ids: { contactId: string; userId: string; messageId: string },
    userAgent: string,
    at: string,
  ) {
    await append(
      trackingStreamId(ids.messageId),
      ids.userId,
      'MessageOpened',
      { ...ids, userAgent, ipPrefix: '203.0.113.0/24', method: 'GET', at },
      at,
    );
  }

  async function reply(
    ids: { contactId: string; userId: string; messageId: string },
    fromName: string,
    at: string,
  ) {
    await append(
      conversationStreamId(ids.contactId),
      ids.userId,
      'ReplyReceived',
      {
        contactId: ids.contactId,
        userId: ids.userId,
        replyId: randomUUID(),
        inReplyToMessageId: ids.messageId,
        fromEmail: 'x@example.org',
        fromName,
        subject: 'Re: Hello',
        content: 'Happy to talk',
        receivedAt: at,
        source: 'simulated',
      },
      at,
    );
  }

  async function caughtUp() {
    await t.app().projected('outreach-metrics', await t.app().newestPosition());
  }

  const summary = async (user: string, query = '') =>
    (await t.as(user, t.api().get(`/dashboard/summary${query}`)).expect(200)).body as DashboardSummary;

  beforeAll(async () => {
    // ada, this period: four sends two days ago, one opened by a person and answered, one opened by a proxy only.
    const [grace, alan] = [await sendTo('ada', 'Grace', 2), await sendTo('ada', 'Alan', 2)];
    await sendTo('ada', 'Linus', 2);
    await sendTo('ada', 'Barbara', 2);
    await open(grace, CHROME, ago(1, 2));
    await reply(grace, 'Grace Hopper', ago(0, 12));
    await open(alan, GOOGLE_PROXY, ago(1, 3));
    // ada, the period before: two sends 40 days ago, one opened by a person; both are due a follow-up.
    const edsger = await sendTo('ada', 'Edsger', 40);
    await sendTo('ada', 'Donald', 40);
    await open(edsger, CHROME, ago(35));
    // A draft still waiting.
    const draftId = randomUUID();
    await append(
      draftStreamId(draftId),
      t.ids.ada,
      'DraftSaved',
      {
        draftId,
        userId: t.ids.ada,
        contactId: randomUUID(),
        contactEmail: 'ken@example.org',
        contactName: 'Ken',
        company: 'Bell Labs',
        subject: 'Draft for Ken',
        body: '<p>Hi</p>',
        messageType: 'connection_request',
        tone: 'Professional',
        source: 'manual',
      },
      ago(1),
    );
    // bob: lots of his own outreach, none of which may reach ada's figures.
    for (const name of ['Bea', 'Cy', 'Di']) await reply(await sendTo('bob', name, 1), name, ago(0, 1));
    await caughtUp();
  });

  it('greets the caller by first name and counts only their own outreach', async () => {
    const ada = await summary('ada');
    expect(ada).toMatchObject({
      firstName: 'ada',
      totalSent: 6,
      totalOpened: 2,
      totalResponses: 1,
      totalDrafted: 1,
      messagesNeedingResponseCount: 1,
    });
    expect(ada.messagesNeedingResponse).toEqual([
      expect.objectContaining({ from_name: 'Grace', from_email: 'grace@example.org', subject: 'Re: Hello' }),
    ]);
    const bob = await summary('bob');
    expect(bob).toMatchObject({ firstName: 'bob', totalSent: 3, totalResponses: 3, totalDrafted: 0 });
    expect(new Set(bob.recentActivity.items.map((item) => item.contactName))).toEqual(
      new Set(['Bea', 'Cy', 'Di']),
    );
  });

  it('compares the last 30 days with the 30 before, leaving machine opens out of the open rate', async () => {
    const { metrics, period } = await summary('ada');
    expect(period.days).toBe(30);
    expect(metrics.messagesSent).toEqual({ value: 4, previous: 2, change: 2 });
    expect(metrics.openRate).toEqual({ value: 0.25, previous: 0.5, change: -0.25 });
    expect(metrics.responseRate).toEqual({ value: 0.25, previous: 0, change: 0.25 });
    expect(metrics.activeDrafts).toEqual({ value: 1, previous: 0, change: 1 });
  });

  it('suggests answering, following up, the waiting draft and a resume, at most 4', async () => {
    const { actionItems } = await summary('ada');
    expect(actionItems.map((item) => [item.kind, item.count])).toEqual([
      ['reply_waiting', 1],
      ['follow_up_due', 2],
      ['review_drafts', 1],
      ['upload_resume', null],
    ]);
  });

  it("given bob's campaign paused for bounces, then bob is told with its reason and ada is not", async () => {
    const campaignId = randomUUID();
    const userId = t.ids.bob;
    const at = ago(0, 2);
    const reason =
      "Paused: 1 of 20 messages bounced (5%), at or above the 5% limit. Check the contacts' addresses.";
    await append(
      campaignStreamId(campaignId),
      userId,
      'CampaignScheduled',
      {
        campaignId,
        userId,
        campaignName: 'Spring',
        totalMessages: 40,
        messagesPerDay: 20,
        startDate: at.slice(0, 10),
        daysOfWeek: ['Monday'],
        sendTimes: { start: '09:00', end: '17:00' },
        timeZone: 'UTC',
        nextSendAt: at,
        at,
      },
      at,
    );
    await append(
      campaignStreamId(campaignId),
      userId,
      'CampaignPaused',
      { campaignId, userId, reason, at },
      at,
    );
    await t.app().projected('campaigns-list', await t.app().newestPosition());
    const items = (await summary('bob')).actionItems;
    expect(items.find((item) => item.kind === 'campaign_paused')).toEqual({
      kind: 'campaign_paused',
      title: 'A campaign is paused',
      description: reason,
      actionLabel: 'View Campaigns',
      count: 1,
    });
    expect(items.map((item) => item.kind).slice(0, 2)).toEqual(['reply_waiting', 'campaign_paused']);
    expect((await summary('ada')).actionItems.map((item) => item.kind)).not.toContain('campaign_paused');
  });

  it('pages the activity newest first with its total', async () => {
    const first = await summary('ada', '?activity_limit=2');
    // Six sends, two opens by a person (the proxy's is left out), one reply, one draft.
    expect(first.recentActivity.total).toBe(10);
    expect(first.recentActivity.items.map((item) => [item.kind, item.contactName])).toEqual([
      ['replied', 'Grace Hopper'],
      ['drafted', 'Ken'],
    ]);
    const next = await summary('ada', '?activity_limit=2&activity_offset=2');
    expect(next.recentActivity).toMatchObject({ offset: 2, limit: 2, total: 10 });
    expect(next.recentActivity.items.map((item) => item.kind)).toEqual(['opened', 'sent']);
  });

  it.each([
    ['?activity_limit=0', 'activity_limit'],
    ['?activity_limit=51', 'activity_limit'],
    ['?activity_limit=ten', 'activity_limit'],
    ['?activity_offset=-1', 'activity_offset'],
    ['?activity_offset=1.5', 'activity_offset'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const response = await t.as('ada', t.api().get(`/dashboard/summary${query}`)).expect(400);
    expect(response.body.detail.map((issue: { loc: string[] }) => issue.loc[0])).toEqual([field]);
  });

  it('asks for a signed-in caller', async () => {
    await t.api().get('/dashboard/summary').expect(401);
  });

  it('answers the same after the read model is rebuilt from the log', async () => {
    const before = await summary('ada', '?activity_limit=50');
    const ctx = projectionContext(t.app().app.get<Pool>(PG_POOL), t.app().store, {
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
    });
    const result = await rebuildProjection(ctx, outreachMetricsProjector);
    expect(result.generation).toBe(2);
    const after = await summary('ada', '?activity_limit=50');
    expect({ ...after, generatedAt: '' }).toEqual({ ...before, generatedAt: '' });
  });
});
