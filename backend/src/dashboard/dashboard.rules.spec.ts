import {
  actionItems,
  countMetric,
  dashboardPeriod,
  followUpCutoff,
  rateMetric,
  rateOf,
  type ActionItemFacts,
} from './dashboard.rules';

const quiet: ActionItemFacts = {
  repliesWaiting: 0,
  pausedCampaigns: 0,
  latestPauseReason: null,
  followUpsDue: 0,
  activeDrafts: 0,
  resumeExists: true,
  totalSent: 0,
  totalResponses: 0,
  totalDrafted: 10,
};
const kinds = (facts: Partial<ActionItemFacts>) =>
  actionItems({ ...quiet, ...facts }, 3).map((item) => item.kind);

describe('dashboard period', () => {
  it('takes the last 30 UTC days with today and the 30 before them', () => {
    expect(dashboardPeriod(new Date('2026-11-28T23:59:00.000Z'), 30)).toEqual({
      days: 30,
      currentStart: '2026-10-30',
      previousStart: '2026-09-30',
    });
  });

  it('starts a new day at UTC midnight, whatever the local clock says', () => {
    expect(dashboardPeriod(new Date('2026-11-29T00:00:00.000Z'), 1)).toEqual({
      days: 1,
      currentStart: '2026-11-29',
      previousStart: '2026-11-28',
    });
  });
});

describe('metrics', () => {
  it('compares a count with the period before', () => {
    expect(countMetric(12, 20)).toEqual({ value: 12, previous: 20, change: -8 });
  });

  it('has no rate when nothing was sent, and no change without both rates', () => {
    expect(rateOf(0, 0)).toBeNull();
    expect(rateOf(3, 12)).toBe(0.25);
    expect(rateMetric(0.25, null)).toEqual({ value: 0.25, previous: null, change: null });
    expect(rateMetric(0.25, 0.1)).toEqual({ value: 0.25, previous: 0.1, change: 0.15 });
  });
});

describe('follow-up cutoff', () => {
  it('counts back business days only', () => {
    // Monday 10:00 → the Wednesday before, 10:00 (Friday, Thursday and Wednesday counted).
    expect(followUpCutoff(new Date('2026-11-30T10:00:00.000Z'), 3).toISOString()).toBe(
      '2026-11-25T10:00:00.000Z',
    );
    // Thursday 10:00 → Monday 10:00.
    expect(followUpCutoff(new Date('2026-11-26T10:00:00.000Z'), 3).toISOString()).toBe(
      '2026-11-23T10:00:00.000Z',
    );
  });

  it('treats a weekend as no time at all: from Sunday, one business day back is Friday', () => {
    expect(followUpCutoff(new Date('2026-11-29T10:00:00.000Z'), 1).toISOString()).toBe(
      '2026-11-27T10:00:00.000Z',
    );
  });
});

describe('action items', () => {
  it('suggests nothing when all is caught up', () => {
    expect(kinds({})).toEqual([]);
  });

  it('puts replies waiting first, then follow-ups, drafts and a missing resume, at most 4', () => {
    expect(
      kinds({ repliesWaiting: 2, followUpsDue: 3, activeDrafts: 1, resumeExists: false, totalSent: 10 }),
    ).toEqual(['reply_waiting', 'follow_up_due', 'review_drafts', 'upload_resume']);
  });

  it('words counts for one and for many', () => {
    const [reply, followUp, drafts] = actionItems(
      { ...quiet, repliesWaiting: 1, followUpsDue: 2, activeDrafts: 1 },
      3,
    );
    expect(reply).toEqual(
      expect.objectContaining({
        title: 'Reply to 1 contact',
        description: '1 contact has answered and waits for your reply.',
        count: 1,
      }),
    );
    expect(followUp).toEqual(
      expect.objectContaining({
        title: 'Follow up with 2 contacts',
        description: 'No reply 3 business days after your last message.',
      }),
    );
    expect(drafts).toEqual(
      expect.objectContaining({ title: 'Review 1 draft', description: '1 draft is waiting to be sent.' }),
    );
  });

  it('suggests optimizing after more than 5 sends without a response, and not at 5', () => {
    expect(kinds({ totalSent: 6 })).toEqual(['optimize_outreach']);
    expect(kinds({ totalSent: 5 })).toEqual([]);
    expect(kinds({ totalSent: 6, totalResponses: 1 })).toEqual([]);
  });

  it('suggests scaling when something was sent and fewer than 5 drafted', () => {
    expect(kinds({ totalSent: 1, totalResponses: 1, totalDrafted: 4 })).toEqual(['scale_outreach']);
    expect(kinds({ totalSent: 0, totalDrafted: 0 })).toEqual([]);
  });

  describe('a paused campaign', () => {
    const reason =
      "Paused: 1 of 20 messages bounced (5%), at or above the 5% limit. Check the contacts' addresses.";

    it('given a campaign paused for bounces, when the dashboard asks, then it says so with the reason', () => {
      expect(actionItems({ ...quiet, pausedCampaigns: 1, latestPauseReason: reason }, 3)).toEqual([
        {
          kind: 'campaign_paused',
          title: 'A campaign is paused',
          description: reason,
          actionLabel: 'View Campaigns',
          count: 1,
        },
      ]);
    });

    it('given several paused, then one item counts them and gives the latest reason', () => {
      const [item] = actionItems({ ...quiet, pausedCampaigns: 3, latestPauseReason: reason }, 3);
      expect(item).toEqual(
        expect.objectContaining({ title: '3 campaigns are paused', description: reason, count: 3 }),
      );
    });

    it('given no reason stored, then it says the campaigns send nothing more', () => {
      expect(actionItems({ ...quiet, pausedCampaigns: 2 }, 3)[0].description).toBe(
        'They send nothing more until you look at them.',
      );
    });

    it('given replies waiting and follow-ups due too, then it comes after the replies and before the follow-ups', () => {
      expect(kinds({ repliesWaiting: 1, pausedCampaigns: 1, followUpsDue: 1, activeDrafts: 1 })).toEqual([
        'reply_waiting',
        'campaign_paused',
        'follow_up_due',
        'review_drafts',
      ]);
    });

    it('given no campaign paused, then nothing speaks of one', () => {
      expect(kinds({ pausedCampaigns: 0, latestPauseReason: reason })).toEqual([]);
    });
  });
});
