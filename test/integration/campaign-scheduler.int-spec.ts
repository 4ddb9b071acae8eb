import { Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import {
  addDays,
  bouncePauseReason,
  isInsideWindow,
  localTime,
  weekdayOf,
  zonedInstant,
  type SendPlan,
  type Weekday,
} from '@outreach/backend/campaigns/campaign-plan';
import { scheduleCampaign } from '@outreach/backend/campaigns/campaign.commands';
import type { ScheduleCampaign } from '@outreach/backend/campaigns/campaign.decider';
import { campaignStreamId, type CampaignEvent } from '@outreach/backend/campaigns/campaign.events';
import { campaignSlotStreamId } from '@outreach/backend/campaigns/campaign-slot.events';
import { CampaignScheduler } from '@outreach/backend/campaigns/process/campaign-scheduler';
import { CampaignClock, CampaignRandom } from '@outreach/backend/campaigns/process/campaign-scheduler-clock';
import { CAMPAIGN_TICK_JOB } from '@outreach/backend/campaigns/process/campaign-scheduler.module';
import { CampaignSchedulerQuery } from '@outreach/backend/campaigns/queries/campaign-scheduler.query';
import { DraftsQuery } from '@outreach/backend/drafts/queries/drafts.query';
import { SendDraft } from '@outreach/backend/messaging/commands/send-draft.command';
import { SendMessage } from '@outreach/backend/messaging/commands/send-message.command';
import { recordReply } from '@outreach/backend/messaging/conversation.commands';
import { conversationStreamId } from '@outreach/backend/messaging/conversation.events';
import { SendProgressQuery } from '@outreach/backend/messaging/queries/send-progress.query';
import { sendQuotaStreamId } from '@outreach/backend/messaging/send-quota.events';
import { APP_CONFIG } from '@outreach/backend/platform/config/config';
import { commandMetadata, derivedUuid } from '@outreach/backend/platform/commands/command-metadata';
import { Decide } from '@outreach/backend/platform/commands/decide.command';
import { DATABASE } from '@outreach/backend/platform/database/database';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import { JOBS, type Jobs } from '@outreach/backend/platform/jobs/jobs.port';
import { seeded } from '@outreach/backend/platform/testing/seeded-random';
import { startInProcessApp, type InProcessApp } from './testing/in-process-app';
import { smtpDouble } from './testing/smtp-double';

// The week is some 50 sends through the whole pipeline: about a minute, more on a loaded machine.
jest.setTimeout(400_000);

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAILY_CAP = 5;

/** The first Monday at least two days from today: every campaign's start date is then in the future. */
function comingMonday(): string {
  let date = addDays(new Date().toISOString().slice(0, 10), 2);
  while (weekdayOf(date) !== 'Monday') date = addDays(date, 1);
  return date;
}

interface Campaign {
  id: string;
  user: string;
  plan: SendPlan;
  totalMessages: number;
}

interface Sent {
  at: string;
  contactId: string;
  messageId: string;
}

describe('the campaign scheduler across a week (injected clock, PostgreSQL, the send pipeline over SMTP)', () => {
  const smtp = smtpDouble();
  let t: InProcessApp;
  const users: Record<string, { userId: string; token: string }> = {};
  /** Each user's waiting drafts' contacts, longest-waiting first, as the week starts. */
  const order: Record<string, string[]> = {};
  const campaigns: Record<string, Campaign> = {};
  const monday = comingMonday();
  /** Monday 00:00 in Paris, the earliest of the week's zones; the week runs eight days to end Sunday in New York. */
  const start = Date.parse(zonedInstant(monday, 0, 'Europe/Paris'));
  /** The week ends when Sunday ends in New York, the latest of its zones. */
  const end = Date.parse(zonedInstant(addDays(monday, 7), 0, 'America/New_York'));
  const killedAt: string[] = [];
  let manualContact = '';
  let repliedContact = '';
  let repliedAt = 0;

  const as = (name: string) => `Bearer ${users[name].token}`;
  const caughtUp = async () => {
    const position = await t.newestPosition();
    for (const projection of ['campaigns-list', 'drafts-list', 'conversations'] as const) {
      await t.projected(projection, position);
    }
  };
  const addContact = async (name: string, first: string, email: string) => {
    const response = await t
      .api()
      .post('/contacts/')
      .set('Authorization', as(name))
      .send({ first_name: first, last_name: 'Tester', email, company: 'Acme' });
    expect(response.status).toBe(201);
    return response.body.contact.id as string;
  };
  /** Contacts with one waiting draft each, created in turn: the first waits longest. */
  const withDrafts = async (name: string, count: number, email: (i: number) => string) => {
    for (let i = 0; i < count; i += 1) {
      const contactId = await addContact(name, `${name}${i}`, email(i));
      const saved = await t
        .api()
        .post('/emails/drafts/')
        .set('Authorization', as(name))
        .send({ contact_id: contactId, subject: `Hello ${i}`, body: `Hi ${name}${i}` });
      expect(saved.status).toBe(201);
    }
  };
  const schedule = async (key: string, user: string, totalMessages: number, plan: SendPlan) => {
    const id = derivedUuid('scheduler-week', key);
    const command: ScheduleCampaign = {
      type: 'ScheduleCampaign',
      data: {
        campaignId: id,
        userId: users[user].userId,
        now: new Date(start - HOUR).toISOString(),
        campaignName: key,
        totalMessages,
        messagesPerDay: plan.messagesPerDay,
        startDate: plan.startDate,
        daysOfWeek: [...plan.daysOfWeek],
        sendTimes: plan.sendTimes,
        timeZone: plan.timeZone,
      },
    };
    await t.app
      .get(CommandBus)
      .execute(
        scheduleCampaign(command, commandMetadata(users[user].userId, { now: new Date(start - HOUR) })),
      );
    campaigns[key] = { id, user, plan, totalMessages };
  };
  const stream = async (key: string) =>
    (await t.store.readStream(campaignStreamId(campaigns[key].id))) as (RecordedEvent & CampaignEvent)[];
  const sends = async (key: string): Promise<Sent[]> =>
    (await stream(key)).flatMap((event) =>
      event.type === 'CampaignMessageSent'
        ? [{ at: event.data.at, contactId: event.data.contactId, messageId: event.data.messageId }]
        : [],
    );
  const perDay = (key: string, sent: Sent[]) =>
    sent.reduce<Record<string, number>>((days, { at }) => {
      const { weekday } = localTime(at, campaigns[key].plan.timeZone);
      return { ...days, [weekday]: (days[weekday] ?? 0) + 1 };
    }, {});

  const monWedFri: Weekday[] = ['Monday', 'Wednesday', 'Friday'];
  const tueThuSat: Weekday[] = ['Tuesday', 'Thursday', 'Saturday'];
  const plan = (timeZone: string, days: Weekday[], window: [string, string], messagesPerDay: number) => ({
    startDate: monday,
    daysOfWeek: days,
    sendTimes: { start: window[0], end: window[1] },
    timeZone,
    messagesPerDay,
  });

  beforeAll(async () => {
    Logger.overrideLogger(false);
    t = await startInProcessApp({ SMTP_URL: await smtp.start(), DAILY_SEND_CAP: String(DAILY_CAP) });
    for (const name of ['ada', 'bob', 'cy', 'dee']) users[name] = await t.register(`${name}@example.com`);
    // Ada: two campaigns and a manual send each day share her cap; one of her contacts replies on Tuesday.
    await withDrafts('ada', 15, (i) => `ada${i}@contacts.example`);
    manualContact = await addContact('ada', 'Manual', 'manual@contacts.example');
    // Bob: the 20th contact's address is refused, one bounce in 20 messages: 5%.
    await withDrafts('bob', 21, (i) => (i === 19 ? 'nobody@contacts.example' : `bob${i}@contacts.example`));
    // Cy and Dee: the same campaign; Dee's scheduler is killed twice on Thursday.
    await withDrafts('cy', 6, (i) => `cy${i}@contacts.example`);
    await withDrafts('dee', 6, (i) => `dee${i}@contacts.example`);
    await caughtUp();
    for (const name of Object.keys(users)) {
      const waiting = await t.app.get(DraftsQuery).newestPerContactExcept(users[name].userId, [], 100);
      order[name] = waiting.map((draft) => draft.contactId);
    }
    repliedContact = order.ada[5];
    await schedule('ada-1', 'ada', 20, plan('America/New_York', monWedFri, ['09:00', '17:00'], 3));
    await schedule('ada-2', 'ada', 20, plan('America/New_York', monWedFri, ['09:00', '17:00'], 3));
    await schedule(
      'bob',
      'bob',
      30,
      plan('Europe/Paris', [...monWedFri, ...tueThuSat, 'Sunday'], ['09:00', '18:00'], 5),
    );
    await schedule('cy', 'cy', 6, plan('Europe/London', tueThuSat, ['10:00', '16:00'], 2));
    await schedule('dee', 'dee', 6, plan('Europe/London', tueThuSat, ['10:00', '16:00'], 2));
    await caughtUp();

    jest.spyOn(t.app.get(CampaignRandom), 'next').mockImplementation(seeded(42));
    // Dee's scheduler is killed twice on Thursday: before her second message of the day goes (its draft chosen), and
    // once restarted, after that message went out but before the campaign recorded it.
    const bus = t.app.get(CommandBus);
    const execute = bus.execute.bind(bus);
    const thursday = addDays(monday, 3);
    let deeSends = 0;
    let deeRecords = 0;
    let now = start;
    jest.spyOn(bus, 'execute').mockImplementation(async (command: unknown) => {
      const onThursday = localTime(new Date(now).toISOString(), 'Europe/London').date === thursday;
      if (onThursday && command instanceof SendDraft && command.userId === users.dee.userId) {
        deeSends += 1;
        if (deeSends === 2) {
          killedAt.push(new Date(now).toISOString());
          throw new Error('The scheduler was killed before sending');
        }
      }
      if (
        onThursday &&
        command instanceof Decide &&
        command.command.type === 'RecordCampaignSend' &&
        command.command.data.userId === users.dee.userId
      ) {
        deeRecords += 1;
        if (deeRecords === 2) {
          killedAt.push(new Date(now).toISOString());
          throw new Error('The scheduler was killed before recording its send');
        }
      }
      return execute(command as never);
    });

    // Ada's manual send at 08:00 New York each day, before her campaigns; her contact's reply on Tuesday noon.
    const manualAt = Array.from({ length: 8 }, (_, day) =>
      Date.parse(zonedInstant(addDays(monday, day), 8 * 60, 'America/New_York')),
    );
    repliedAt = Date.parse(zonedInstant(addDays(monday, 1), 12 * 60, 'America/New_York'));
    const events = [...manualAt, repliedAt];
    const db = t.app.get<Kysely<unknown>>(DATABASE);
    const fresh = () =>
      new CampaignScheduler(
        t.store,
        t.app.get(APP_CONFIG),
        bus,
        t.app.get(CampaignSchedulerQuery),
        t.app.get(DraftsQuery),
        t.app.get(SendProgressQuery),
        t.app.get(CampaignClock),
        t.app.get(CampaignRandom),
      );
    let scheduler = t.app.get(CampaignScheduler);

    // The clock moves to the next thing that can happen: a campaign's next send, a manual send or the reply, a
    // three-hourly tick besides (for campaigns held back by the cap), a minute after a kill (the restart).
    while (now < end) {
      const at = new Date(now).toISOString();
      if (manualAt.includes(now)) {
        await bus.execute(
          new SendMessage(
            users.ada.userId,
            'ada@example.com',
            {
              contactId: manualContact,
              subject: 'By hand',
              body: 'Written and sent by hand',
              messageType: 'Follow-Up',
              draftId: null,
              messageId: derivedUuid('manual', at),
            },
            commandMetadata(users.ada.userId, { now: new Date(now) }),
          ),
        );
      }
      if (now === repliedAt) {
        await bus.execute(
          recordReply(
            {
              type: 'RecordReplyReceived',
              data: {
                contactId: repliedContact,
                userId: users.ada.userId,
                replyId: derivedUuid('reply', repliedContact),
                inReplyToMessageId: null,
                fromEmail: 'ada5@contacts.example',
                fromName: 'ada5 Tester',
                subject: 'Re: Hello',
                content: 'Thanks, let us talk',
                receivedAt: at,
                source: 'simulated',
              },
            },
            commandMetadata(null, { now: new Date(now) }),
          ),
        );
      }
      const kills = killedAt.length;
      await scheduler.tick(new Date(now));
      await caughtUp();
      if (killedAt.length > kills) {
        // Killed: a new scheduler, with nothing of the old one's memory, starts a minute later.
        scheduler = fresh();
        now += MINUTE;
        continue;
      }
      const { rows } = await sql<{ next: Date | null }>`
        SELECT min(next_send_at) AS next FROM campaigns_list WHERE next_send_at > ${new Date(now)}
      `.execute(db);
      const candidates = [
        now + 3 * HOUR - ((now - start) % (3 * HOUR)),
        ...(rows[0]?.next ? [rows[0].next.getTime()] : []),
        ...events.filter((event) => event > now),
      ];
      now = Math.min(...candidates);
    }
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
    await smtp.stop();
  });

  it('sends messages_per_day on each allowed day in the user’s time zone, inside the window, none on other days', async () => {
    const cy = await sends('cy');
    expect(perDay('cy', cy)).toEqual({ Tuesday: 2, Thursday: 2, Saturday: 2 });
    expect(cy.every(({ at }) => isInsideWindow(campaigns.cy.plan, at))).toBe(true);
    expect(cy.map(({ contactId }) => contactId)).toEqual(order.cy);
    expect((await stream('cy')).at(-1)).toMatchObject({
      type: 'CampaignCompleted',
      data: { reason: 'all_sent' },
    });
    const bob = await sends('bob');
    expect(bob.every(({ at }) => isInsideWindow(campaigns.bob.plan, at))).toBe(true);
    expect(perDay('bob', bob)).toEqual({ Monday: 5, Tuesday: 5, Wednesday: 5, Thursday: 5 });
  });

  it('never goes past the one daily cap with a manual send and two campaigns competing', async () => {
    const [first, second] = [await sends('ada-1'), await sends('ada-2')];
    const both = [...first, ...second];
    const plan = campaigns['ada-1'].plan;
    expect(both.every(({ at }) => isInsideWindow(plan, at))).toBe(true);
    // The manual send takes one slot of the five: four campaign messages on each of Monday, Wednesday, Friday.
    expect(perDay('ada-1', both)).toEqual({ Monday: 4, Wednesday: 4, Friday: 4 });
    expect(first.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);
    for (let day = 0; day < 8; day += 1) {
      const events = await t.store.readStream(sendQuotaStreamId(users.ada.userId, addDays(monday, day)));
      const used = events.filter((event) => event.type === 'SendQuotaUsed').length;
      const released = events.filter((event) => event.type === 'SendQuotaReleased').length;
      expect(used - released).toBeLessThanOrEqual(DAILY_CAP);
    }
    const allowedDays = [0, 2, 4].map((day) => addDays(monday, day));
    for (const day of allowedDays) {
      expect(await t.store.readStream(sendQuotaStreamId(users.ada.userId, day))).toHaveLength(DAILY_CAP);
    }
    // Two campaigns, one user's drafts: each contact written to once.
    expect(new Set(both.map(({ contactId }) => contactId)).size).toBe(both.length);
  });

  it('writes to no contact who replied, skipping them on the campaign that reached them', async () => {
    const both = [...(await sends('ada-1')), ...(await sends('ada-2'))];
    expect(both.map(({ contactId }) => contactId)).not.toContain(repliedContact);
    const skipped = [...(await stream('ada-1')), ...(await stream('ada-2'))].filter(
      (event) => event.type === 'CampaignContactSkipped',
    );
    expect(skipped.map((event) => event.data)).toContainEqual(
      expect.objectContaining({ contactId: repliedContact, reason: 'replied' }),
    );
    expect(skipped.every((event) => Date.parse(event.data.at) > repliedAt)).toBe(true);
    // Longest-waiting first, the replied contact left out.
    const expected = order.ada.filter((contactId) => contactId !== repliedContact).slice(0, 12);
    const rank = (sent: Sent) => order.ada.indexOf(sent.contactId);
    // Two campaigns due at one instant send one after the other: their order is the contacts' order.
    const chronological = [...both].sort((a, b) => a.at.localeCompare(b.at) || rank(a) - rank(b));
    expect(chronological.map(({ contactId }) => contactId)).toEqual(expected);
  });

  it('pauses a campaign at a 5% bounce rate, shows why, and sends nothing after', async () => {
    const events = await stream('bob');
    const paused = events.find((event) => event.type === 'CampaignPaused');
    const bounced = events.find((event) => event.type === 'CampaignMessageBounced');
    expect(bounced?.data).toMatchObject({ bouncedCount: 1 });
    const sent = await sends('bob');
    expect(sent).toHaveLength(20);
    expect(sent[19].contactId).toBe(order.bob[19]);
    expect(paused?.data).toMatchObject({ reason: bouncePauseReason(20, 1) });
    expect(sent.every(({ at }) => at <= paused!.data.at)).toBe(true);
    // The refused message is the contact's one message, failed with the server's reason.
    const conversation = await t.store.readStream(conversationStreamId(order.bob[19]));
    expect(conversation.map((event) => event.type)).toEqual(['MessageQueued', 'MessageFailed']);
    // The user sees the pause and its reason.
    const info = await t.api().get('/emails/schedule/info/').set('Authorization', as('bob'));
    expect(info.body.campaigns).toEqual([
      expect.objectContaining({
        status: 'paused',
        sent_count: 20,
        paused_reason:
          "Paused: 1 of 20 messages bounced (5%), at or above the 5% limit. Check the contacts' addresses.",
        next_message_in: null,
      }),
    ]);
  });

  it('makes the same sends when the scheduler is killed and restarted mid-day, each message once', async () => {
    expect(killedAt).toHaveLength(2);
    const thursday = addDays(monday, 3);
    for (const at of killedAt) {
      expect(localTime(at, 'Europe/London').date).toBe(thursday);
      expect(isInsideWindow(campaigns.dee.plan, at)).toBe(true);
    }
    const [cy, dee] = [await sends('cy'), await sends('dee')];
    expect(perDay('dee', dee)).toEqual(perDay('cy', cy));
    expect(dee.map(({ contactId }) => contactId)).toEqual(order.dee);
    expect(new Set(dee.map(({ messageId }) => messageId)).size).toBe(6);
    for (const contactId of order.dee) {
      const conversation = await t.store.readStream(conversationStreamId(contactId));
      expect(conversation.map((event) => event.type)).toEqual(['MessageQueued', 'MessageSent']);
    }
    // Each slot kept the draft chosen before the kill: one choice per slot.
    for (let slot = 0; slot < 6; slot += 1) {
      expect(await t.store.readStream(campaignSlotStreamId(campaigns.dee.id, slot))).toHaveLength(1);
    }
    expect((await stream('dee')).at(-1)).toMatchObject({
      type: 'CampaignCompleted',
      data: { reason: 'all_sent' },
    });
    expect(await t.app.get(SendProgressQuery).holding(users.dee.userId, thursday)).toHaveLength(2);
  });
});

describe('the campaign tick on pg-boss (JOBS_ENABLED=true)', () => {
  let t: InProcessApp;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    t = await startInProcessApp({ JOBS_ENABLED: 'true' });
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  it('is scheduled every minute and, triggered, sends a due campaign’s waiting draft', async () => {
    const jobs = t.app.get<Jobs>(JOBS);
    expect(await jobs.schedules()).toContainEqual({ name: CAMPAIGN_TICK_JOB, cron: '* * * * *' });
    const { userId, token } = await t.register('eve@example.com');
    const contact = await t
      .api()
      .post('/contacts/')
      .set('Authorization', `Bearer ${token}`)
      .send({ first_name: 'Finn', last_name: 'Tester', email: 'finn@contacts.example', company: 'Acme' });
    await t
      .api()
      .post('/emails/drafts/')
      .set('Authorization', `Bearer ${token}`)
      .send({ contact_id: contact.body.contact.id, subject: 'Hello', body: 'Hi Finn' })
      .expect(201);
    const now = new Date();
    const campaignId = derivedUuid('scheduler-wiring', userId);
    const scheduled = await t.app.get(CommandBus).execute(
      scheduleCampaign(
        {
          type: 'ScheduleCampaign',
          data: {
            campaignId,
            userId,
            now: now.toISOString(),
            campaignName: 'Wiring',
            totalMessages: 1,
            messagesPerDay: 1,
            startDate: now.toISOString().slice(0, 10),
            daysOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
            sendTimes: { start: '00:00', end: '23:59' },
            timeZone: 'UTC',
          },
        },
        commandMetadata(userId, { now }),
      ),
    );
    // The tick's clock stands at the campaign's first opening (now, or tomorrow's midnight late at night).
    jest.spyOn(t.app.get(CampaignClock), 'now').mockReturnValue(new Date(scheduled.campaign.next_send_at!));
    await t.projected('campaigns-list', await t.newestPosition());
    await t.projected('drafts-list', await t.newestPosition());

    await jobs.trigger(CAMPAIGN_TICK_JOB);

    const deadline = Date.now() + 30_000;
    let types: string[] = [];
    while (!types.includes('CampaignMessageSent') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      types = (await t.store.readStream(campaignStreamId(campaignId))).map((event) => event.type);
    }
    expect(types).toEqual(['CampaignScheduled', 'CampaignMessageSent', 'CampaignCompleted']);
  });
});
