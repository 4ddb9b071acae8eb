import { deciderSpec } from '../platform/testing/decider-spec';
import { campaignDecider, type RecordCampaignSend, type ScheduleCampaign } from './campaign.decider';
import type { CampaignEvent } from './campaign.events';
import {
  CampaignAlreadyCompleted,
  CampaignAlreadyExists,
  CampaignDailyLimitReached,
  CampaignNotActive,
  CampaignNotFound,
  ContactAlreadySent,
  ContactReplied,
  InvalidCampaign,
  MessageNotInCampaign,
  OutsideSendWindow,
} from './campaign.errors';

const given = deciderSpec(campaignDecider);
const campaignId = 'campaign-1';
const userId = 'user-1';
/** Monday 2026-11-30, 08:00 in New York (UTC-5): an hour before the window opens. */
const NOW = '2026-11-30T13:00:00.000Z';
/** Monday 10:00 in New York: inside the window. */
const IN_WINDOW = '2026-11-30T15:00:00.000Z';
const base = { campaignId, userId };

const scheduleData = (overrides: Partial<ScheduleCampaign['data']> = {}): ScheduleCampaign['data'] => ({
  ...base,
  now: NOW,
  campaignName: 'Data teams',
  totalMessages: 3,
  messagesPerDay: 2,
  startDate: '2026-11-30',
  daysOfWeek: ['Wednesday', 'Monday'],
  sendTimes: { start: '09:00', end: '17:00' },
  timeZone: 'America/New_York',
  ...overrides,
});
const schedule = (overrides: Partial<ScheduleCampaign['data']> = {}): ScheduleCampaign => ({
  type: 'ScheduleCampaign',
  data: scheduleData(overrides),
});

const scheduled: CampaignEvent = {
  type: 'CampaignScheduled',
  data: {
    ...base,
    campaignName: 'Data teams',
    totalMessages: 3,
    messagesPerDay: 2,
    startDate: '2026-11-30',
    daysOfWeek: ['Monday', 'Wednesday'],
    sendTimes: { start: '09:00', end: '17:00' },
    timeZone: 'America/New_York',
    nextSendAt: '2026-11-30T14:00:00.000Z',
    at: NOW,
  },
};

const send = (
  contactId: string,
  messageId: string,
  overrides: Partial<RecordCampaignSend['data']> = {},
): RecordCampaignSend => ({
  type: 'RecordCampaignSend',
  data: {
    ...base,
    now: IN_WINDOW,
    contactId,
    messageId,
    dailyCap: 30,
    sentTodayByUser: 0,
    random: 0,
    ...overrides,
  },
});

const sent = (contactId: string, messageId: string, sentCount: number, at = IN_WINDOW): CampaignEvent => ({
  type: 'CampaignMessageSent',
  data: { ...base, contactId, messageId, day: '2026-11-30', sentCount, nextSendAt: null, at },
});

describe('scheduling a campaign', () => {
  it("records the plan in the user's time zone with the window's first opening", () => {
    given().when(schedule()).then([scheduled]);
  });

  it('names a blank campaign after its start date', () => {
    const [event] = campaignDecider.decide(schedule({ campaignName: '  ' }), campaignDecider.initialState());
    expect(event.type === 'CampaignScheduled' && event.data.campaignName).toBe('Campaign from 2026-11-30');
  });

  it('refuses a second schedule on the same id', () => {
    given(scheduled).when(schedule()).thenThrows(CampaignAlreadyExists);
  });

  it.each([
    [{ totalMessages: 2.5 }, 'total_messages must be a whole number'],
    [{ totalMessages: 0 }, 'total_messages must be at least 1'],
    [{ totalMessages: 10_001 }, 'total_messages must be at most 10000'],
    [{ messagesPerDay: 0 }, 'messages_per_day must be at least 1'],
    [{ messagesPerDay: 1.5 }, 'messages_per_day must be a whole number'],
    [{ messagesPerDay: 4 }, 'messages_per_day cannot be more than total_messages'],
    [{ timeZone: 'Mars/Olympus' }, 'time_zone must be an IANA time zone name, such as Europe/Paris'],
    [{ startDate: '2026-02-30' }, 'start_date must be a date written YYYY-MM-DD'],
    [{ startDate: '2026-11-29' }, 'start_date cannot be in the past'],
    [{ daysOfWeek: [] }, 'days_of_week needs at least one day'],
    [{ daysOfWeek: ['Funday'] }, 'days_of_week has an unknown day: Funday'],
    [{ sendTimes: { start: '9am', end: '17:00' } }, 'send_times.start must be a time HH:MM'],
    [{ sendTimes: { start: '09:00', end: '24:00' } }, 'send_times.end must be a time HH:MM'],
    [{ sendTimes: { start: '17:00', end: '09:00' } }, 'send_times.end must be after send_times.start'],
    [{ sendTimes: { start: '09:00', end: '09:00' } }, 'send_times.end must be after send_times.start'],
    [
      { sendTimes: { start: '09:00', end: '09:01' } },
      'messages_per_day must fit the send window: at most one message a minute (1 a day)',
    ],
    [{ campaignName: 'x'.repeat(121) }, 'campaign_name must be at most 120 characters'],
  ])('refuses %j: %s', (overrides, message) => {
    given().when(schedule(overrides)).thenThrows(InvalidCampaign, message);
  });

  it("reads 'today' in the user's time zone: Sunday evening in New York is already Monday in UTC", () => {
    // 2026-11-30T03:00Z is Sunday 22:00 in New York: a Sunday start is not in the past there.
    given()
      .when(schedule({ now: '2026-11-30T03:00:00.000Z', startDate: '2026-11-29' }))
      .then([
        {
          ...scheduled,
          data: {
            ...scheduled.data,
            startDate: '2026-11-29',
            at: '2026-11-30T03:00:00.000Z',
          },
        } as CampaignEvent,
      ]);
  });
});

describe('recording the sends a scheduler made', () => {
  it('counts a send, moves to partly sent and plans the next after a random gap', () => {
    given(scheduled)
      .when(send('c1', 'm1', { random: 0.5 }))
      .then([
        {
          type: 'CampaignMessageSent',
          // 2 a day over 8 hours: 4 hours apart evenly, so a draw of 0.5 waits 3 hours.
          data: { ...sent('c1', 'm1', 1).data, nextSendAt: '2026-11-30T18:00:00.000Z' } as never,
        },
      ]);
  });

  it('plans the next allowed day once messages_per_day went out', () => {
    given(scheduled, sent('c1', 'm1', 1))
      .when(send('c2', 'm2'))
      .then([
        {
          type: 'CampaignMessageSent',
          data: { ...sent('c2', 'm2', 2).data, nextSendAt: '2026-12-02T14:00:00.000Z' } as never,
        },
      ]);
  });

  it('completes with the last message', () => {
    const wednesday = '2026-12-02T15:00:00.000Z';
    given(scheduled, sent('c1', 'm1', 1), sent('c2', 'm2', 2))
      .when(send('c3', 'm3', { now: wednesday }))
      .then([
        {
          type: 'CampaignMessageSent',
          data: {
            ...base,
            contactId: 'c3',
            messageId: 'm3',
            day: '2026-12-02',
            sentCount: 3,
            nextSendAt: null,
            at: wednesday,
          },
        },
        { type: 'CampaignCompleted', data: { ...base, reason: 'all_sent', at: wednesday } },
      ]);
  });

  it('records a retried send once', () => {
    given(scheduled, sent('c1', 'm1', 1))
      .when(send('c1', 'm1'))
      .then([]);
  });

  it('refuses a send outside the window or on a day not chosen', () => {
    given(scheduled)
      .when(send('c1', 'm1', { now: NOW }))
      .thenThrows(OutsideSendWindow);
    // Tuesday 10:00 in New York.
    given(scheduled)
      .when(send('c1', 'm1', { now: '2026-12-01T15:00:00.000Z' }))
      .thenThrows(OutsideSendWindow);
  });

  it("refuses a send past messages_per_day in the user's day", () => {
    given(scheduled, sent('c1', 'm1', 1), sent('c2', 'm2', 2))
      .when(send('c3', 'm3'))
      .thenThrows(CampaignDailyLimitReached);
  });

  it('refuses a send once manual sends, mass e-mail and other campaigns used the daily cap', () => {
    given(scheduled)
      .when(send('c1', 'm1', { sentTodayByUser: 30 }))
      .thenThrows(CampaignDailyLimitReached);
  });

  it('refuses a contact who replied and a contact already written to', () => {
    const replied: CampaignEvent = {
      type: 'CampaignContactSkipped',
      data: { ...base, contactId: 'c1', reason: 'replied', at: NOW },
    };
    given(scheduled, replied).when(send('c1', 'm1')).thenThrows(ContactReplied);
    given(scheduled, sent('c1', 'm1', 1))
      .when(send('c1', 'm2'))
      .thenThrows(ContactAlreadySent);
  });

  it('records a reply once', () => {
    const skip = { type: 'SkipRepliedContact' as const, data: { ...base, now: NOW, contactId: 'c1' } };
    const skipped: CampaignEvent = {
      type: 'CampaignContactSkipped',
      data: { ...base, contactId: 'c1', reason: 'replied', at: NOW },
    };
    given(scheduled).when(skip).then([skipped]);
    given(scheduled, skipped).when(skip).then([]);
  });

  it('refuses a send of a paused, cancelled or completed campaign', () => {
    const at = NOW;
    given(scheduled, { type: 'CampaignPaused', data: { ...base, reason: 'By hand', at } })
      .when(send('c1', 'm1'))
      .thenThrows(CampaignNotActive, 'This campaign is paused; it sends no more messages.');
    given(scheduled, { type: 'CampaignCancelled', data: { ...base, at } })
      .when(send('c1', 'm1'))
      .thenThrows(CampaignNotActive, 'This campaign is cancelled; it sends no more messages.');
  });

  it("treats another user's campaign as not found", () => {
    given(scheduled)
      .when(send('c1', 'm1', { userId: 'user-2' }))
      .thenThrows(CampaignNotFound);
    given().when(send('c1', 'm1')).thenThrows(CampaignNotFound);
  });
});

describe('bounces', () => {
  const twenty = Array.from({ length: 20 }, (_, index) => sent(`c${index}`, `m${index}`, index + 1));
  const big: CampaignEvent = {
    ...scheduled,
    data: { ...(scheduled.data as object), totalMessages: 100, messagesPerDay: 20 },
  } as CampaignEvent;
  const bounce = (messageId: string) => ({
    type: 'RecordCampaignBounce' as const,
    data: { ...base, now: IN_WINDOW, messageId },
  });

  it('pauses the campaign with its reason when the bounce rate reaches 5%', () => {
    given(big, ...twenty)
      .when(bounce('m3'))
      .then([
        {
          type: 'CampaignMessageBounced',
          data: { ...base, messageId: 'm3', bouncedCount: 1, at: IN_WINDOW },
        },
        {
          type: 'CampaignPaused',
          data: {
            ...base,
            reason:
              "Paused: 1 of 20 messages bounced (5%), at or above the 5% limit. Check the contacts' addresses.",
            at: IN_WINDOW,
          },
        },
      ]);
  });

  it('keeps sending below 5%', () => {
    const extra = sent('c20', 'm20', 21);
    given(big, ...twenty, extra)
      .when(bounce('m3'))
      .then([
        {
          type: 'CampaignMessageBounced',
          data: { ...base, messageId: 'm3', bouncedCount: 1, at: IN_WINDOW },
        },
      ]);
  });

  it('counts a bounce once and only for its own messages', () => {
    const bounced: CampaignEvent = {
      type: 'CampaignMessageBounced',
      data: { ...base, messageId: 'm3', bouncedCount: 1, at: IN_WINDOW },
    };
    given(big, ...twenty, sent('c20', 'm20', 21), bounced)
      .when(bounce('m3'))
      .then([]);
    given(big).when(bounce('elsewhere')).thenThrows(MessageNotInCampaign);
  });
});

describe('pausing, completing and cancelling', () => {
  const command = <T extends 'PauseCampaign' | 'CompleteCampaign' | 'CancelCampaign'>(type: T) =>
    ({ type, data: { ...base, now: NOW, reason: 'Mailbox disconnected' } }) as never;
  const cancelled: CampaignEvent = { type: 'CampaignCancelled', data: { ...base, at: NOW } };
  const completed: CampaignEvent = {
    type: 'CampaignCompleted',
    data: { ...base, reason: 'no_contacts_left', at: NOW },
  };

  it('pauses once with the reason given', () => {
    const paused: CampaignEvent = {
      type: 'CampaignPaused',
      data: { ...base, reason: 'Mailbox disconnected', at: NOW },
    };
    given(scheduled).when(command('PauseCampaign')).then([paused]);
    given(scheduled, paused).when(command('PauseCampaign')).then([]);
    given(scheduled, cancelled).when(command('PauseCampaign')).thenThrows(CampaignNotActive);
  });

  it('completes once when no contact is left', () => {
    given(scheduled).when(command('CompleteCampaign')).then([completed]);
    given(scheduled, completed).when(command('CompleteCampaign')).then([]);
  });

  it('cancels a scheduled, partly sent or paused campaign, once', () => {
    given(scheduled).when(command('CancelCampaign')).then([cancelled]);
    given(scheduled, sent('c1', 'm1', 1))
      .when(command('CancelCampaign'))
      .then([cancelled]);
    given(scheduled, cancelled).when(command('CancelCampaign')).then([]);
  });

  it('refuses to cancel a completed campaign', () => {
    given(scheduled, completed).when(command('CancelCampaign')).thenThrows(CampaignAlreadyCompleted);
  });

  it("treats cancelling another user's campaign as not found", () => {
    given(scheduled)
      .when({ type: 'CancelCampaign', data: { ...base, userId: 'user-2', now: NOW } })
      .thenThrows(CampaignNotFound, 'Campaign not found');
  });
});
