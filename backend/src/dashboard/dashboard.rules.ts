import {
  MAX_ACTION_ITEMS,
  type ActionItem,
  type DashboardPeriod,
  type MetricView,
} from './dashboard.contract';

/** The dashboard's rules: its periods, how a metric compares, when a follow-up is due, and which actions it suggests. */

const DAY_MS = 24 * 60 * 60 * 1000;

const utcMidnight = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The current period is `days` UTC days ending today; the previous one the `days` before it. */
export function dashboardPeriod(now: Date, days: number): DashboardPeriod {
  const today = utcMidnight(now);
  return {
    days,
    currentStart: dayOf(today - (days - 1) * DAY_MS),
    previousStart: dayOf(today - (2 * days - 1) * DAY_MS),
  };
}

/** A count compared with the period before. */
export function countMetric(value: number, previous: number): MetricView {
  return { value, previous, change: value - previous };
}

/** part / whole, or null when nothing was sent. */
export const rateOf = (part: number, whole: number): number | null =>
  whole > 0 ? Math.min(part / whole, 1) : null;

/** A rate compared with the period before, the change in percentage points (as a fraction). */
export function rateMetric(value: number | null, previous: number | null): MetricView {
  return { value, previous, change: value === null || previous === null ? null : value - previous };
}

const isWeekend = (ms: number) => {
  const day = new Date(ms).getUTCDay();
  return day === 0 || day === 6;
};

/**
 * The latest send time that is `businessDays` business days (Monday to Friday, UTC) before now: a message sent at or
 * before it without a reply is due a follow-up. Friday 10:00 to Monday 10:00 is one business day.
 */
export function followUpCutoff(now: Date, businessDays: number): Date {
  let at = now.getTime();
  let counted = 0;
  while (counted < businessDays) {
    at -= DAY_MS;
    if (!isWeekend(at)) counted += 1;
  }
  return new Date(at);
}

export interface ActionItemFacts {
  /** Contacts whose latest reply came after the latest message sent to them. */
  repliesWaiting: number;
  /** The user's campaigns paused (a bounce rate at the limit stops them), and the reason of the latest paused. */
  pausedCampaigns: number;
  latestPauseReason: string | null;
  /** Contacts whose latest message is past the follow-up cutoff without a reply since. */
  followUpsDue: number;
  activeDrafts: number;
  resumeExists: boolean;
  totalSent: number;
  totalResponses: number;
  totalDrafted: number;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Up to MAX_ACTION_ITEMS suggestions, most urgent first: answering people who wrote back, a paused campaign (it sends
 * nothing more until the user acts), following up, sending the drafts that wait, adding a resume, then the spec's two
 * outreach hints (§9: 'Optimize Your Outreach' when more than 5 sent and no responses; 'Scale Your Outreach' when
 * some were sent and fewer than 5 drafted).
 */
export function actionItems(facts: ActionItemFacts, followUpBusinessDays: number): ActionItem[] {
  const items: ActionItem[] = [];
  if (facts.repliesWaiting > 0) {
    items.push({
      kind: 'reply_waiting',
      title: `Reply to ${plural(facts.repliesWaiting, 'contact')}`,
      description: `${plural(facts.repliesWaiting, 'contact has', 'contacts have')} answered and ${facts.repliesWaiting === 1 ? 'waits' : 'wait'} for your reply.`,
      actionLabel: 'View Replies',
      count: facts.repliesWaiting,
    });
  }
  if (facts.pausedCampaigns > 0) {
    items.push({
      kind: 'campaign_paused',
      title:
        facts.pausedCampaigns === 1
          ? 'A campaign is paused'
          : `${facts.pausedCampaigns} campaigns are paused`,
      description:
        facts.latestPauseReason ??
        `${facts.pausedCampaigns === 1 ? 'It sends' : 'They send'} nothing more until you look at ${facts.pausedCampaigns === 1 ? 'it' : 'them'}.`,
      actionLabel: 'View Campaigns',
      count: facts.pausedCampaigns,
    });
  }
  if (facts.followUpsDue > 0) {
    items.push({
      kind: 'follow_up_due',
      title: `Follow up with ${plural(facts.followUpsDue, 'contact')}`,
      description: `No reply ${followUpBusinessDays} business days after your last message.`,
      actionLabel: 'Follow Up',
      count: facts.followUpsDue,
    });
  }
  if (facts.activeDrafts > 0) {
    items.push({
      kind: 'review_drafts',
      title: `Review ${plural(facts.activeDrafts, 'draft')}`,
      description: `${plural(facts.activeDrafts, 'draft is', 'drafts are')} waiting to be sent.`,
      actionLabel: 'Review Drafts',
      count: facts.activeDrafts,
    });
  }
  if (!facts.resumeExists) {
    items.push({
      kind: 'upload_resume',
      title: 'Upload your resume',
      description: 'AI drafts use your resume to speak about your experience.',
      actionLabel: 'Upload Resume',
      count: null,
    });
  }
  if (facts.totalSent > 5 && facts.totalResponses === 0) {
    items.push({
      kind: 'optimize_outreach',
      title: 'Optimize Your Outreach',
      description: `${plural(facts.totalSent, 'message')} sent and no responses yet: try another message type, tone or prompt.`,
      actionLabel: 'Adjust Prompt',
      count: null,
    });
  }
  if (facts.totalSent > 0 && facts.totalDrafted < 5) {
    items.push({
      kind: 'scale_outreach',
      title: 'Scale Your Outreach',
      description: 'Find more contacts and draft messages to reach more people.',
      actionLabel: 'Find Contacts',
      count: null,
    });
  }
  return items.slice(0, MAX_ACTION_ITEMS);
}
