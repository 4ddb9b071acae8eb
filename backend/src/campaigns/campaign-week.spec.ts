import { contactsToSend, dailyAllowance, isInsideWindow, localTime, type SendPlan } from './campaign-plan';
import { campaignDecider, type CampaignCommand, type CampaignState } from './campaign.decider';
import type { CampaignEvent } from './campaign.events';
import { seeded } from '../platform/testing/seeded-random';

/**
 * A week of a scheduler's ticks driven through the decider with an injected clock (one tick a minute) and a seeded
 * random source: it shows the decider and the plan's functions are enough for a scheduler, and that together they
 * keep the week's rules. The real scheduler (pg-boss) is a later session's.
 */

/** Monday 2026-11-30 00:00 in New York. */
const WEEK_START = Date.parse('2026-11-30T05:00:00.000Z');
const MINUTE = 60_000;

interface Simulated {
  id: string;
  state: CampaignState;
  /** The campaign's stream. */
  events: CampaignEvent[];
  /** The last send command, which a scheduler killed before it knew the outcome records again on restart. */
  lastSend: CampaignCommand | null;
  contacts: string[];
  sends: { at: string; contactId: string }[];
}

interface WeekInput {
  campaigns: { id: string; totalMessages: number; plan: Omit<SendPlan, 'timeZone'>; contacts: string[] }[];
  dailyCap: number;
  /** Manual and mass sends the user makes at 08:00 New York time each day, before any campaign. */
  manualSendsPerDay: number;
  replied: string[];
  /** Sends (by global order) whose message bounces right after it is sent. */
  bouncing?: number[];
  /** A tick at which the scheduler is killed and restarted: state from the streams, a new random source. */
  restartAt?: string;
}

function runWeek(input: WeekInput) {
  let random = seeded(42);
  const sentByUtcDay = new Map<string, number>();
  const campaigns: Simulated[] = input.campaigns.map(({ id, totalMessages, plan, contacts }) => {
    const command: CampaignCommand = {
      type: 'ScheduleCampaign',
      data: {
        campaignId: id,
        userId: 'ada',
        now: new Date(WEEK_START).toISOString(),
        campaignName: id,
        totalMessages,
        messagesPerDay: plan.messagesPerDay,
        startDate: plan.startDate,
        daysOfWeek: [...plan.daysOfWeek],
        sendTimes: plan.sendTimes,
        timeZone: 'America/New_York',
      },
    };
    const campaign: Simulated = {
      id,
      state: campaignDecider.initialState(),
      events: [],
      lastSend: null,
      contacts,
      sends: [],
    };
    apply(campaign, command);
    return campaign;
  });
  let sendNumber = 0;
  for (let tick = WEEK_START; tick < WEEK_START + 7 * 1440 * MINUTE; tick += MINUTE) {
    const now = new Date(tick).toISOString();
    // The shared cap's day is the send quota's: UTC.
    const day = now.slice(0, 10);
    if (now === input.restartAt) {
      random = seeded(7);
      for (const campaign of campaigns) {
        campaign.state = campaign.events.reduce(campaignDecider.evolve, campaignDecider.initialState());
        if (campaign.lastSend) expect(apply(campaign, campaign.lastSend)).toEqual([]);
      }
    }
    if (localTime(now, 'America/New_York').seconds === 8 * 3600) {
      sentByUtcDay.set(day, (sentByUtcDay.get(day) ?? 0) + input.manualSendsPerDay);
    }
    for (const campaign of campaigns) {
      const { state } = campaign;
      const sending = state.status === 'scheduled' || state.status === 'partly_sent';
      if (!sending || !state.plan || state.nextSendAt === null || state.nextSendAt > now) continue;
      if (!isInsideWindow(state.plan, now)) continue;
      const localDay = localTime(now, state.plan.timeZone).date;
      const allowance = dailyAllowance({
        dailyCap: input.dailyCap,
        sentTodayByUser: sentByUtcDay.get(day) ?? 0,
        messagesPerDay: state.plan.messagesPerDay,
        sentTodayByCampaign: state.sentToday.day === localDay ? state.sentToday.count : 0,
        remaining: state.totalMessages - state.sentCount,
      });
      if (allowance < 1) continue;
      const [contactId] = contactsToSend(
        campaign.contacts,
        { sent: state.sentContactIds, replied: [...state.repliedContactIds, ...input.replied] },
        1,
      );
      const base = { campaignId: campaign.id, userId: 'ada', now };
      if (contactId === undefined) {
        apply(campaign, { type: 'CompleteCampaign', data: base });
        continue;
      }
      sendNumber += 1;
      const messageId = `${campaign.id}-m${sendNumber}`;
      const send: CampaignCommand = {
        type: 'RecordCampaignSend',
        data: {
          ...base,
          contactId,
          messageId,
          dailyCap: input.dailyCap,
          sentTodayByUser: sentByUtcDay.get(day) ?? 0,
          random: random(),
        },
      };
      apply(campaign, send);
      campaign.lastSend = send;
      sentByUtcDay.set(day, (sentByUtcDay.get(day) ?? 0) + 1);
      campaign.sends.push({ at: now, contactId });
      if (input.bouncing?.includes(sendNumber)) {
        apply(campaign, { type: 'RecordCampaignBounce', data: { ...base, messageId } });
      }
    }
  }
  return { campaigns, sentByUtcDay };
}

/** Decides on the campaign's state and appends to its stream, as the command handler does. */
function apply(campaign: Simulated, command: CampaignCommand): CampaignEvent[] {
  const events = campaignDecider.decide(command, campaign.state);
  campaign.events.push(...events);
  campaign.state = events.reduce(campaignDecider.evolve, campaign.state);
  return events;
}

const weekdays = (campaign: Simulated) =>
  campaign.sends.map(({ at }) => localTime(at, 'America/New_York').weekday);
const countBy = (values: string[]) =>
  values.reduce<Record<string, number>>(
    (counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }),
    {},
  );

const monWedFri = {
  startDate: '2026-11-30',
  daysOfWeek: ['Monday', 'Wednesday', 'Friday'] as const,
  sendTimes: { start: '09:00', end: '17:00' },
  messagesPerDay: 3,
};
const contacts = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);

describe('a week of sends driven through the decider', () => {
  it('sends messages_per_day on each allowed day, inside the window, and none on other days', () => {
    const { campaigns } = runWeek({
      campaigns: [{ id: 'a', totalMessages: 20, plan: monWedFri, contacts: contacts('a', 20) }],
      dailyCap: 30,
      manualSendsPerDay: 0,
      replied: [],
    });
    const [a] = campaigns;
    expect(countBy(weekdays(a))).toEqual({ Monday: 3, Wednesday: 3, Friday: 3 });
    expect(
      a.sends.every(({ at }) => isInsideWindow({ ...monWedFri, timeZone: 'America/New_York' }, at)),
    ).toBe(true);
    expect(a.state).toMatchObject({ status: 'partly_sent', sentCount: 9 });
  });

  it('never goes past the daily cap with manual sends and two campaigns competing', () => {
    const { campaigns, sentByUtcDay } = runWeek({
      campaigns: [
        { id: 'a', totalMessages: 20, plan: monWedFri, contacts: contacts('a', 20) },
        { id: 'b', totalMessages: 20, plan: monWedFri, contacts: contacts('b', 20) },
      ],
      dailyCap: 5,
      manualSendsPerDay: 1,
      replied: [],
    });
    expect(Math.max(...sentByUtcDay.values())).toBe(5);
    // Three allowed days, four campaign sends a day after the manual one.
    expect(campaigns[0].sends.length + campaigns[1].sends.length).toBe(12);
  });

  it('writes to no contact who replied, and completes when no contact is left', () => {
    const { campaigns } = runWeek({
      campaigns: [{ id: 'a', totalMessages: 20, plan: monWedFri, contacts: ['a0', 'a1', 'a2', 'a3'] }],
      dailyCap: 30,
      manualSendsPerDay: 0,
      replied: ['a1', 'a3'],
    });
    const [a] = campaigns;
    expect(a.sends.map(({ contactId }) => contactId)).toEqual(['a0', 'a2']);
    expect(a.state.status).toBe('completed');
  });

  it('pauses at a 5% bounce rate and sends nothing after', () => {
    const { campaigns } = runWeek({
      campaigns: [
        {
          id: 'a',
          totalMessages: 60,
          plan: { ...monWedFri, messagesPerDay: 20 },
          contacts: contacts('a', 60),
        },
      ],
      dailyCap: 100,
      manualSendsPerDay: 0,
      replied: [],
      bouncing: [5],
    });
    const [a] = campaigns;
    // 1 of 5 is 20%: the first bounce already reaches 5%.
    expect(a.sends).toHaveLength(5);
    expect(a.state).toMatchObject({
      status: 'paused',
      pausedReason:
        "Paused: 1 of 5 messages bounced (20%), at or above the 5% limit. Check the contacts' addresses.",
    });
  });

  it('makes the same sends when the scheduler is killed and restarted mid-day, its last send recorded again', () => {
    const week = {
      campaigns: [{ id: 'a', totalMessages: 20, plan: monWedFri, contacts: contacts('a', 20) }],
      dailyCap: 30,
      manualSendsPerDay: 0,
      replied: [],
    };
    const straight = runWeek(week).campaigns[0];
    // Wednesday 12:00 in New York, after that day's first send.
    const restarted = runWeek({ ...week, restartAt: '2026-12-02T17:00:00.000Z' }).campaigns[0];
    const perDay = (campaign: Simulated) => countBy(weekdays(campaign));
    expect(perDay(restarted)).toEqual(perDay(straight));
    expect(restarted.sends.map(({ contactId }) => contactId)).toEqual(
      straight.sends.map(({ contactId }) => contactId),
    );
    expect(restarted.state.sentCount).toBe(9);
  });
});
