import { campaignDecider, type CampaignCommand, type CampaignState } from '../campaign.decider';
import {
  excludedContacts,
  isDueNow,
  pickCandidate,
  sentBefore,
  slotMessageId,
  slotVerdict,
} from './campaign-scheduler.rules';

/** Monday 2026-11-30, 09:00 in New York. */
const OPENING = '2026-11-30T14:00:00.000Z';
const base = { campaignId: 'k1', userId: 'ada' };

function given(...commands: CampaignCommand[]): CampaignState {
  return commands.reduce(
    (state, command) => campaignDecider.decide(command, state).reduce(campaignDecider.evolve, state),
    campaignDecider.initialState(),
  );
}

const scheduled: CampaignCommand = {
  type: 'ScheduleCampaign',
  data: {
    ...base,
    now: '2026-11-29T12:00:00.000Z',
    campaignName: 'Data teams',
    totalMessages: 10,
    messagesPerDay: 2,
    startDate: '2026-11-30',
    daysOfWeek: ['Monday', 'Wednesday'],
    sendTimes: { start: '09:00', end: '17:00' },
    timeZone: 'America/New_York',
  },
};
const sent = (contactId: string, messageId: string, now: string): CampaignCommand => ({
  type: 'RecordCampaignSend',
  data: { ...base, now, contactId, messageId, dailyCap: 30, sentTodayByUser: 0, random: 0 },
});

describe('isDueNow', () => {
  it('given a scheduled campaign, when its window opens, then it is due', () => {
    expect(isDueNow(given(scheduled), OPENING)).toBe(true);
  });

  it('given a scheduled campaign, when its first opening has not come, then it is not due', () => {
    expect(isDueNow(given(scheduled), '2026-11-30T13:59:59.000Z')).toBe(false);
  });

  it('given a send just recorded, when the random gap has not passed, then it is not due', () => {
    const state = given(scheduled, sent('c1', 'm1', OPENING));
    expect(isDueNow(state, '2026-11-30T14:01:00.000Z')).toBe(false);
    expect(isDueNow(state, state.nextSendAt!)).toBe(true);
  });

  it('given a campaign held back past its window (the cap), when the window has closed, then it waits for the next one', () => {
    const state = given(scheduled);
    // Monday 17:00 in New York: the window's end is outside it; Tuesday is not a day of the campaign.
    expect(isDueNow(state, '2026-11-30T22:00:00.000Z')).toBe(false);
    expect(isDueNow(state, '2026-12-01T15:00:00.000Z')).toBe(false);
    expect(isDueNow(state, '2026-12-02T15:00:00.000Z')).toBe(true);
  });

  it('given a paused, cancelled or completed campaign, when its time comes, then it is never due', () => {
    const paused = given(scheduled, {
      type: 'PauseCampaign',
      data: { ...base, now: OPENING, reason: 'Bounces' },
    });
    const cancelled = given(scheduled, { type: 'CancelCampaign', data: { ...base, now: OPENING } });
    const completed = given(scheduled, { type: 'CompleteCampaign', data: { ...base, now: OPENING } });
    for (const state of [paused, cancelled, completed]) expect(isDueNow(state, OPENING)).toBe(false);
  });
});

describe('slotVerdict', () => {
  it('given the slot’s message already queued, sent or failed, when resuming, then it is finished, not sent again', () => {
    expect(slotVerdict({ messageKnown: true, draftWaiting: false, contactReplied: true })).toBe('finish');
  });

  it('given the chosen draft still waiting and no reply, when the campaign is due, then it is sent', () => {
    expect(slotVerdict({ messageKnown: false, draftWaiting: true, contactReplied: false })).toBe('send');
  });

  it('given the draft sent another way or deleted, when the campaign is due, then the slot is chosen again', () => {
    expect(slotVerdict({ messageKnown: false, draftWaiting: false, contactReplied: false })).toBe(
      'choose_again',
    );
  });

  it('given the contact replied since the choice, when the campaign is due, then the slot is chosen again', () => {
    expect(slotVerdict({ messageKnown: false, draftWaiting: true, contactReplied: true })).toBe(
      'choose_again',
    );
  });
});

describe('pickCandidate', () => {
  const draft = (contactId: string, replied = false) => ({ draftId: `d-${contactId}`, contactId, replied });

  it('given waiting drafts longest-waiting first, when choosing, then the first is written to', () => {
    expect(pickCandidate([draft('c1'), draft('c2')])).toEqual({
      skip: [],
      pick: draft('c1'),
      exhausted: false,
    });
  });

  it('given contacts who replied among them, when choosing, then they are skipped and the next other one is chosen', () => {
    expect(pickCandidate([draft('c1', true), draft('c2'), draft('c3', true)])).toEqual({
      skip: ['c1', 'c3'],
      pick: draft('c2'),
      exhausted: false,
    });
  });

  it('given only contacts who replied, when choosing, then they are skipped and nothing is sent, the campaign not done', () => {
    expect(pickCandidate([draft('c1', true)])).toEqual({ skip: ['c1'], pick: null, exhausted: false });
  });

  it('given no waiting draft, when choosing, then the campaign has no contact left', () => {
    expect(pickCandidate([])).toEqual({ skip: [], pick: null, exhausted: true });
  });
});

describe('excludedContacts', () => {
  it('given contacts written to and one skipped for a reply, when choosing, then none of them is a candidate', () => {
    const state = given(scheduled, sent('c1', 'm1', OPENING), {
      type: 'SkipRepliedContact',
      data: { ...base, now: OPENING, contactId: 'c2' },
    });
    expect(excludedContacts(state)).toEqual(['c1', 'c2']);
  });
});

describe('slotMessageId and sentBefore', () => {
  it('given one slot and attempt, when derived twice (another process, a restart), then it is the same message', () => {
    expect(slotMessageId('k1', 3, 0)).toBe(slotMessageId('k1', 3, 0));
    expect(
      new Set([slotMessageId('k1', 3, 0), slotMessageId('k1', 3, 1), slotMessageId('k1', 4, 0)]).size,
    ).toBe(3);
    expect(slotMessageId('k1', 3, 0)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('given the day’s cap holding the slot’s own message, when recording it, then the cap before it is counted', () => {
    expect(sentBefore(['m1', 'm2', 'mine'], 'mine')).toBe(2);
    expect(sentBefore(['m1', 'm2'], 'mine')).toBe(2);
  });
});
