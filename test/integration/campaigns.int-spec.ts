import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { addDays, zonedInstant } from '@outreach/backend/campaigns/campaign-plan';
import { driveCampaign } from '@outreach/backend/campaigns/campaign.commands';
import { campaignStreamId } from '@outreach/backend/campaigns/campaign.events';
import { commandMetadata } from '@outreach/backend/platform/commands/command-metadata';
import { appWithUsers } from './testing/app-with-users';

/** The campaigns slice in one process: HTTP → decider → log → campaigns-list projector → GET /emails/schedule/info/. */
describe('scheduled campaigns', () => {
  const { app, ids, api, as, streamEventTypes } = appWithUsers(['ada', 'bob']);
  /** Ten days ahead, so the start date is never in the past in any time zone, whenever the suite runs. */
  const startDate = addDays(new Date().toISOString().slice(0, 10), 10);
  const opening = zonedInstant(startDate, 9 * 60, 'America/New_York');
  const visible = (checkpoint: string) =>
    checkpoint ? app().projected('campaigns-list', checkpoint) : undefined;
  const body = (extra: Record<string, unknown> = {}) => ({
    campaign_name: 'Data teams',
    total_messages: 20,
    messages_per_day: 5,
    start_date: startDate,
    days_of_week: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    send_times: { start: '09:00', end: '17:00' },
    time_zone: 'America/New_York',
    ...extra,
  });
  const schedule = async (name: string, extra: Record<string, unknown> = {}, key?: string) => {
    const test = as(name, api().post('/emails/schedule/'));
    const response = await (key ? test.set('Idempotency-Key', key) : test).send(body(extra));
    if (response.body.checkpoint) await visible(response.body.checkpoint);
    return response;
  };
  const info = async (name: string) => {
    const response = await as(name, api().get('/emails/schedule/info/')).expect(200);
    return response.body.campaigns as Record<string, unknown>[];
  };
  const problems = (response: { body: { detail: { loc: (string | number)[]; msg: string }[] } }) =>
    response.body.detail.map((problem) => `${problem.loc.join('.')}: ${problem.msg}`);

  it('refuses anonymous callers with 401 on every schedule call', async () => {
    const calls = [
      () => api().get('/emails/schedule/info/'),
      () => api().post('/emails/schedule/').send(body()),
      () => api().delete(`/emails/schedule/cancel/${randomUUID()}`),
      () => api().delete('/emails/schedule/cancel/'),
    ];
    for (const call of calls) expect((await call()).status).toBe(401);
  });

  it('schedules a campaign and lists it with the spec’s fields and the seconds until its first message', async () => {
    const response = await schedule('ada');
    expect(response.status).toBe(201);
    const { campaign_id } = response.body.campaign;
    const [listed] = await info('ada');
    expect(listed).toEqual({
      campaign_id,
      campaign_name: 'Data teams',
      total_messages: 20,
      sent_count: 0,
      remaining: 20,
      messages_per_day: 5,
      start_date: startDate,
      days_of_week: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      send_times: { start: '09:00', end: '17:00' },
      time_zone: 'America/New_York',
      status: 'scheduled',
      paused_reason: null,
      next_message_in: expect.any(Number),
      next_send_at: opening,
      created_at: expect.any(String),
    });
    expect(listed.next_message_in).toBeGreaterThan(9 * 86_400);
    expect(await info('bob')).toEqual([]);
    await as('ada', api().delete(`/emails/schedule/cancel/${campaign_id}`)).expect(200);
  });

  it('takes send_times as the pair [start, end] and day names in any case; a blank name takes the start date', async () => {
    const response = await schedule('ada', {
      campaign_name: '',
      send_times: ['08:30', '12:00'],
      days_of_week: ['friday', 'MONDAY', 'friday'],
    });
    expect(response.status).toBe(201);
    expect(response.body.campaign).toMatchObject({
      campaign_name: `Campaign from ${startDate}`,
      days_of_week: ['Monday', 'Friday'],
      send_times: { start: '08:30', end: '12:00' },
    });
    await as('ada', api().delete(`/emails/schedule/cancel/${response.body.campaign.campaign_id}`)).expect(
      200,
    );
  });

  it('answers malformed input with 400 naming each field', async () => {
    const response = await as('ada', api().post('/emails/schedule/')).send({
      total_messages: 'ten',
      start_date: 20261201,
      days_of_week: 'Monday',
      send_times: { start: '09:00' },
    });
    expect(response.status).toBe(400);
    expect(problems(response)).toEqual(
      expect.arrayContaining([
        'total_messages: total_messages must be a number',
        'messages_per_day: messages_per_day is required',
        'start_date: start_date must be text',
        'days_of_week: days_of_week must be a list of day names',
        'time_zone: time_zone is required',
      ]),
    );
    expect(problems(response).some((problem) => problem.startsWith('send_times'))).toBe(true);
  });

  it.each([
    [{ total_messages: 2.5 }, 'total_messages', 'total_messages must be a whole number'],
    [{ messages_per_day: 0 }, 'messages_per_day', 'messages_per_day must be at least 1'],
    [
      { send_times: { start: '17:00', end: '09:00' } },
      'send_times.end',
      'send_times.end must be after send_times.start',
    ],
    [{ days_of_week: [] }, 'days_of_week', 'days_of_week needs at least one day'],
    [
      { time_zone: 'Mars/Olympus' },
      'time_zone',
      'time_zone must be an IANA time zone name, such as Europe/Paris',
    ],
    [{ start_date: '2020-01-01' }, 'start_date', 'start_date cannot be in the past'],
  ])('refuses %j with 400 naming %s', async (extra, field, detail) => {
    const response = await as('ada', api().post('/emails/schedule/')).send(body(extra));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'CAMPAIGN.INVALID', detail, field });
  });

  it('schedules one campaign for a retried request under one Idempotency-Key', async () => {
    const first = await schedule('ada', {}, 'campaign-key');
    const retry = await schedule('ada', {}, 'campaign-key');
    expect(retry.status).toBe(201);
    expect(retry.body.campaign.campaign_id).toBe(first.body.campaign.campaign_id);
    expect((await info('ada')).map((campaign) => campaign.campaign_id)).toEqual([
      first.body.campaign.campaign_id,
    ]);
    await as('ada', api().delete(`/emails/schedule/cancel/${first.body.campaign.campaign_id}`)).expect(200);
  });

  it("answers 404 for another user's campaign and leaves it as it was", async () => {
    const { campaign_id } = (await schedule('bob')).body.campaign;
    const stolen = await as('ada', api().delete(`/emails/schedule/cancel/${campaign_id}`));
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual({
      code: 'CAMPAIGN.NOT_FOUND',
      detail: 'Campaign not found',
      field: 'campaign_id',
    });
    const unknown = await as('ada', api().delete(`/emails/schedule/cancel/${randomUUID()}`));
    expect(unknown.status).toBe(404);
    const malformed = await as('ada', api().delete('/emails/schedule/cancel/not-an-id'));
    expect(malformed.status).toBe(400);
    expect(problems(malformed)).toEqual([': campaign_id must be a campaign id']);
    expect((await info('bob')).map((campaign) => campaign.status)).toEqual(['scheduled']);
    await as('bob', api().delete('/emails/schedule/cancel/')).expect(200);
  });

  it('cancels one campaign: it leaves the list, and cancelling it again changes nothing', async () => {
    const { campaign_id } = (await schedule('ada')).body.campaign;
    const cancelled = await as('ada', api().delete(`/emails/schedule/cancel/${campaign_id}`));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ campaign_id, status: 'cancelled', checkpoint: expect.any(String) });
    await visible(cancelled.body.checkpoint);
    expect(await info('ada')).toEqual([]);
    await as('ada', api().delete(`/emails/schedule/cancel/${campaign_id}`)).expect(200);
    expect(await streamEventTypes(campaignStreamId(campaign_id))).toEqual([
      'CampaignScheduled',
      'CampaignCancelled',
    ]);
  });

  it("cancels all the caller's campaigns and none of another user's", async () => {
    await schedule('ada', { campaign_name: 'One' });
    await schedule('ada', { campaign_name: 'Two' });
    const bobs = (await schedule('bob', { campaign_name: 'Bob’s' })).body.campaign.campaign_id;
    const response = await as('ada', api().delete('/emails/schedule/cancel/'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ cancelled: 2, checkpoint: expect.any(String) });
    await visible(response.body.checkpoint);
    expect(await info('ada')).toEqual([]);
    expect((await info('bob')).map((campaign) => campaign.campaign_id)).toEqual([bobs]);
    const again = await as('ada', api().delete('/emails/schedule/cancel/'));
    expect(again.body).toMatchObject({ cancelled: 0 });
    await as('bob', api().delete('/emails/schedule/cancel/')).expect(200);
  });

  it('shows what a scheduler records: a send moves it to partly sent, a 5% bounce rate pauses it with the reason', async () => {
    const { campaign_id: campaignId } = (await schedule('ada', { total_messages: 20, messages_per_day: 20 }))
      .body.campaign;
    const commands = app().app.get(CommandBus);
    const userId = ids.ada;
    const at = (minutes: number) => new Date(Date.parse(opening) + minutes * 60_000).toISOString();
    let checkpoint = '';
    for (let index = 0; index < 20; index += 1) {
      const now = at(index * 20);
      const meta = commandMetadata(userId, { now: new Date(now), idempotencyKey: `send/m${index}` });
      const data = {
        campaignId,
        userId,
        now,
        contactId: `c${index}`,
        messageId: `m${index}`,
        dailyCap: 30,
        sentTodayByUser: index,
        random: 0,
      };
      ({ checkpoint } = await commands.execute(driveCampaign({ type: 'RecordCampaignSend', data }, meta)));
    }
    await visible(checkpoint);
    const [done] = await info('ada');
    expect(done).toMatchObject({ status: 'completed', sent_count: 20, remaining: 0, next_message_in: null });

    const { campaign_id: secondId } = (await schedule('ada', { total_messages: 20, messages_per_day: 20 }))
      .body.campaign;
    for (let index = 0; index < 2; index += 1) {
      const now = at(index * 20);
      const meta = commandMetadata(userId, { now: new Date(now), idempotencyKey: `second/m${index}` });
      const data = {
        campaignId: secondId,
        userId,
        now,
        contactId: `c${index}`,
        messageId: `m${index}`,
        dailyCap: 30,
        sentTodayByUser: index,
        random: 0,
      };
      await commands.execute(driveCampaign({ type: 'RecordCampaignSend', data }, meta));
    }
    const bounce = { campaignId: secondId, userId, now: at(60), messageId: 'm1' };
    ({ checkpoint } = await commands.execute(
      driveCampaign(
        { type: 'RecordCampaignBounce', data: bounce },
        commandMetadata(userId, { now: new Date(at(60)) }),
      ),
    ));
    await visible(checkpoint);
    const second = (await info('ada')).find((campaign) => campaign.campaign_id === secondId);
    expect(second).toMatchObject({
      status: 'paused',
      sent_count: 2,
      remaining: 18,
      next_message_in: null,
      paused_reason:
        "Paused: 1 of 2 messages bounced (50%), at or above the 5% limit. Check the contacts' addresses.",
    });
    await as('ada', api().delete('/emails/schedule/cancel/')).expect(200);
  });
});
