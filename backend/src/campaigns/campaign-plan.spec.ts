import {
  bouncePauseReason,
  canonicalTimeZone,
  contactsToSend,
  dailyAllowance,
  isInsideWindow,
  localTime,
  nextSendTime,
  nextWindowOpening,
  reachesBouncePause,
  secondsUntil,
  zonedInstant,
  type SendPlan,
} from './campaign-plan';

/** 2026-11-30 is a Monday; New York is UTC-5 in winter. */
const plan = (overrides: Partial<SendPlan> = {}): SendPlan => ({
  startDate: '2026-11-30',
  daysOfWeek: ['Monday', 'Wednesday'],
  sendTimes: { start: '09:00', end: '17:00' },
  timeZone: 'America/New_York',
  messagesPerDay: 8,
  ...overrides,
});

describe('the send window, local to the user', () => {
  it('reads an instant as the local day, weekday and time of the time zone', () => {
    expect(localTime('2026-12-01T03:30:00.000Z', 'America/New_York')).toEqual({
      date: '2026-11-30',
      weekday: 'Monday',
      seconds: 22 * 3600 + 30 * 60,
    });
  });

  it('finds the instant of a local wall-clock time, across a change of daylight saving time', () => {
    expect(zonedInstant('2026-11-30', 9 * 60, 'America/New_York')).toBe('2026-11-30T14:00:00.000Z');
    expect(zonedInstant('2026-07-01', 9 * 60, 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
    expect(zonedInstant('2026-03-29', 9 * 60, 'Europe/Paris')).toBe('2026-03-29T07:00:00.000Z');
  });

  it('is open from the start time, closed at the end time, on allowed days only', () => {
    expect(isInsideWindow(plan(), '2026-11-30T14:00:00.000Z')).toBe(true);
    expect(isInsideWindow(plan(), '2026-11-30T13:59:59.000Z')).toBe(false);
    expect(isInsideWindow(plan(), '2026-11-30T21:59:59.000Z')).toBe(true);
    expect(isInsideWindow(plan(), '2026-11-30T22:00:00.000Z')).toBe(false);
    // Tuesday 12:00 in New York.
    expect(isInsideWindow(plan(), '2026-12-01T17:00:00.000Z')).toBe(false);
  });

  it('is closed before the start date, even on an allowed day', () => {
    expect(isInsideWindow(plan({ startDate: '2026-12-02' }), '2026-11-30T15:00:00.000Z')).toBe(false);
    expect(isInsideWindow(plan({ startDate: '2026-12-02' }), '2026-12-02T15:00:00.000Z')).toBe(true);
  });

  it('opens next at the next allowed day, or now when now is inside', () => {
    expect(nextWindowOpening(plan(), '2026-11-30T10:00:00.000Z')).toBe('2026-11-30T14:00:00.000Z');
    expect(nextWindowOpening(plan(), '2026-11-30T15:00:00.000Z')).toBe('2026-11-30T15:00:00.000Z');
    expect(nextWindowOpening(plan(), '2026-11-30T22:00:00.000Z')).toBe('2026-12-02T14:00:00.000Z');
    expect(nextWindowOpening(plan({ startDate: '2026-12-07' }), '2026-11-30T10:00:00.000Z')).toBe(
      '2026-12-07T14:00:00.000Z',
    );
  });

  it('accepts IANA names only, answering the canonical one', () => {
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(canonicalTimeZone('+01:00')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
  });
});

describe('the next send time', () => {
  // 8 a day over 8 hours: an even spacing of one hour, so gaps fall between 30 and 60 minutes.
  it('waits a random gap between half and the whole even spacing', () => {
    expect(nextSendTime(plan(), '2026-11-30T14:00:00.000Z', 1, () => 0)).toBe('2026-11-30T14:30:00.000Z');
    expect(nextSendTime(plan(), '2026-11-30T14:00:00.000Z', 1, () => 0.5)).toBe('2026-11-30T14:45:00.000Z');
    expect(nextSendTime(plan(), '2026-11-30T14:00:00.000Z', 1, () => 0.999)).toBe('2026-11-30T14:59:58.000Z');
  });

  it('moves to the next allowed day once the day has sent messages_per_day', () => {
    expect(nextSendTime(plan(), '2026-11-30T15:00:00.000Z', 8, () => 0)).toBe('2026-12-02T14:00:00.000Z');
  });

  it('moves to the next allowed day when the gap runs past the window', () => {
    expect(nextSendTime(plan(), '2026-11-30T21:40:00.000Z', 3, () => 0)).toBe('2026-12-02T14:00:00.000Z');
  });

  it('fits every message of a day in the window even when each gap is the longest', () => {
    let at = nextWindowOpening(plan(), '2026-11-30T00:00:00.000Z')!;
    const sends = [at];
    for (let sent = 1; sent < 8; sent += 1) {
      at = nextSendTime(plan(), at, sent, () => 0.999999)!;
      sends.push(at);
    }
    expect(sends.every((instant) => isInsideWindow(plan(), instant))).toBe(true);
    expect(new Set(sends.map((instant) => localTime(instant, 'America/New_York').date))).toEqual(
      new Set(['2026-11-30']),
    );
  });

  it('never waits less than 30 seconds', () => {
    const dense = plan({ messagesPerDay: 480 });
    expect(nextSendTime(dense, '2026-11-30T14:00:00.000Z', 1, () => 0)).toBe('2026-11-30T14:00:30.000Z');
  });

  it('counts down in whole seconds and never below zero', () => {
    expect(secondsUntil('2026-11-30T14:00:00.000Z', '2026-11-30T13:58:59.500Z')).toBe(61);
    expect(secondsUntil('2026-11-30T14:00:00.000Z', '2026-11-30T14:05:00.000Z')).toBe(0);
    expect(secondsUntil(null, '2026-11-30T14:05:00.000Z')).toBeNull();
  });
});

describe('one daily cap shared by every way of sending', () => {
  const input = {
    dailyCap: 30,
    sentTodayByUser: 0,
    messagesPerDay: 10,
    sentTodayByCampaign: 0,
    remaining: 50,
  };

  it("is the campaign's messages_per_day when the cap has room", () => {
    expect(dailyAllowance(input)).toBe(10);
    expect(dailyAllowance({ ...input, sentTodayByCampaign: 4 })).toBe(6);
  });

  it('is what the cap leaves after manual sends, mass e-mail and other campaigns', () => {
    expect(dailyAllowance({ ...input, sentTodayByUser: 25 })).toBe(5);
    expect(dailyAllowance({ ...input, sentTodayByUser: 30 })).toBe(0);
    expect(dailyAllowance({ ...input, sentTodayByUser: 31 })).toBe(0);
  });

  it('never goes past what the campaign still has to send', () => {
    expect(dailyAllowance({ ...input, remaining: 3 })).toBe(3);
  });
});

describe('contacts, bounces', () => {
  it('skips contacts already written to and contacts who replied, in the given order', () => {
    expect(contactsToSend(['a', 'b', 'c', 'd', 'e'], { sent: ['a'], replied: ['c'] }, 2)).toEqual(['b', 'd']);
    expect(contactsToSend(['a'], { sent: [], replied: ['a'] }, 5)).toEqual([]);
  });

  it('pauses at a bounce rate of 5%, not below', () => {
    expect(reachesBouncePause(20, 1)).toBe(true);
    expect(reachesBouncePause(21, 1)).toBe(false);
    expect(reachesBouncePause(0, 0)).toBe(false);
    expect(bouncePauseReason(20, 1)).toBe(
      "Paused: 1 of 20 messages bounced (5%), at or above the 5% limit. Check the contacts' addresses.",
    );
  });
});
