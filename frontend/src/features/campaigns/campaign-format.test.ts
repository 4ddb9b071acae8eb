import { describe, expect, it } from 'vitest';
import {
  campaignDraftsNote,
  contactsWithWaitingDrafts,
  countdownLabel,
  daysLabel,
  defaultScheduleForm,
  parseInteger,
  scheduleBody,
  scheduleRefusal,
  secondsUntilNext,
  windowLabel,
} from './campaign-format';

describe('campaign wording', () => {
  it.each([
    [['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], 'Every day'],
    [['Friday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'], 'Weekdays'],
    [['Sunday', 'Saturday'], 'Weekends'],
    [['Wednesday', 'Monday'], 'Mon, Wed'],
  ])('names the days %j as %s', (days, label) => {
    expect(daysLabel(days)).toBe(label);
  });

  it('names the window with its zone', () => {
    expect(windowLabel({ send_times: { start: '09:00', end: '17:00' }, time_zone: 'America/New_York' })).toBe(
      '09:00–17:00 (America/New York)',
    );
  });

  it.each([
    [0, 'any moment now'],
    [45, 'less than a minute'],
    [60 * 25, '25 min'],
    [3_600 * 2, '2 h'],
    [3_600 * 2 + 60 * 5, '2 h 5 min'],
    [86_400 * 3 + 3_600 * 4, '3 d 4 h'],
    [86_400, '1 d'],
  ])('says %i seconds as %s', (seconds, label) => {
    expect(countdownLabel(seconds)).toBe(label);
  });

  it('counts down to the planned send from the given time, never below zero', () => {
    const now = Date.parse('2026-11-28T10:00:00.000Z');
    expect(secondsUntilNext({ next_send_at: '2026-11-28T11:00:00.000Z' }, now)).toBe(3_600);
    expect(secondsUntilNext({ next_send_at: '2026-11-28T09:00:00.000Z' }, now)).toBe(0);
    expect(secondsUntilNext({ next_send_at: null }, now)).toBeNull();
  });
});

describe('the schedule form', () => {
  it('opens on today, weekdays, 09:00 to 17:00, with no name or numbers', () => {
    expect(defaultScheduleForm('2026-11-28')).toEqual({
      campaignName: '',
      totalMessages: '',
      messagesPerDay: '',
      startDate: '2026-11-28',
      daysOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      startTime: '09:00',
      endTime: '17:00',
    });
  });

  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['2.9', 2],
    ['30abc', 30],
    ['', null],
    ['ten', null],
  ])('parses %j as the integer %j', (typed, parsed) => {
    expect(parseInteger(typed)).toBe(parsed);
  });

  it('sends the days in week order, the numbers as integers and the browser zone', () => {
    const form = {
      ...defaultScheduleForm('2026-12-01'),
      campaignName: '  Data teams ',
      totalMessages: '40',
      messagesPerDay: '5.5',
      daysOfWeek: ['Friday', 'Monday'],
    };
    expect(scheduleBody(form, 'Europe/Paris')).toEqual({
      campaign_name: 'Data teams',
      total_messages: 40,
      messages_per_day: 5,
      start_date: '2026-12-01',
      days_of_week: ['Monday', 'Friday'],
      send_times: { start: '09:00', end: '17:00' },
      time_zone: 'Europe/Paris',
    });
  });

  it("puts a rule's refusal by the field it names", () => {
    const refused = {
      status: 400,
      data: {
        code: 'CAMPAIGN.INVALID',
        detail: 'send_times.end must be after send_times.start',
        field: 'send_times.end',
      },
    };
    expect(scheduleRefusal(refused)).toEqual({
      fields: { endTime: 'send_times.end must be after send_times.start' },
      message: null,
    });
  });

  it('puts each malformed field by its input, and what no input shows above the buttons', () => {
    const refused = {
      status: 400,
      data: {
        detail: [
          { loc: ['total_messages'], msg: 'total_messages must be a number' },
          { loc: ['days_of_week'], msg: 'days_of_week needs at least one day' },
          { loc: ['time_zone'], msg: 'time_zone is required' },
        ],
      },
    };
    expect(scheduleRefusal(refused)).toEqual({
      fields: {
        totalMessages: 'total_messages must be a number',
        daysOfWeek: 'days_of_week needs at least one day',
      },
      message: 'time_zone is required',
    });
  });

  it("says 'Failed to schedule campaign' when the server gives no message, else the server's", () => {
    expect(scheduleRefusal({ status: 'FETCH_ERROR', error: 'offline' })).toEqual({
      fields: {},
      message: 'Failed to schedule campaign',
    });
    expect(scheduleRefusal({ status: 429, data: { detail: 'Too many requests' } }).message).toBe(
      'Too many requests',
    );
  });
});

describe('what the schedule form says a campaign sends', () => {
  it('given no waiting drafts, when the form opens, then it says the campaign would end at once', () => {
    expect(campaignDraftsNote(0, 10)).toMatch(/No drafts are waiting now/);
  });

  it('given drafts for fewer contacts than the total, then it says when the campaign would end', () => {
    expect(campaignDraftsNote(3, 10)).toMatch(/waiting for 3 contacts now\. .*ends after 3\.$/);
  });

  it('given drafts for enough contacts, then it only counts them', () => {
    expect(campaignDraftsNote(1, 1)).toMatch(/waiting for 1 contact now\.$/);
  });

  it('counts contacts, not drafts: two drafts to one contact are one message', () => {
    expect(contactsWithWaitingDrafts([{ contact_id: 'a' }, { contact_id: 'a' }, { contact_id: 'b' }])).toBe(
      2,
    );
  });
});
