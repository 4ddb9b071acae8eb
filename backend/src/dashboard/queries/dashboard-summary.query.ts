import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { isoTimestamp } from '../../platform/database/timestamps';
import {
  DASHBOARD_PERIOD_DAYS,
  FOLLOW_UP_BUSINESS_DAYS,
  type ActivityItem,
  type DashboardSummary,
  type DashboardSummaryParams,
  type ReceivedMessageView,
  type SentMessageView,
} from '../dashboard.contract';
import {
  actionItems,
  countMetric,
  dashboardPeriod,
  followUpCutoff,
  rateMetric,
  rateOf,
} from '../dashboard.rules';
import type { OutreachActivityRow, OutreachMetricsReadModels } from './outreach-metrics.rows';

/** The latest sent and received messages and the replies waiting the summary lists. */
const LISTED_MESSAGES = 5;

/** Every figure of the summary in one row. */
interface Figures {
  first_name: string | null;
  resume_file_name: string | null;
  kept: number;
  waiting: number;
  due: number;
  paused: number;
  pause_reason: string | null;
  active: number;
  active_at_start: number;
  total_activities: number;
  sent: number;
  opened: number;
  replied: number;
  prev_sent: number;
  prev_opened: number;
  prev_replied: number;
  total_sent: number;
  total_opened: number;
  total_clicks: number;
  total_replies: number;
  total_drafted: number;
}

interface Listed {
  contact_id: string;
  name: string;
  email: string;
  subject: string;
  /** As JSON gives a timestamptz. */
  at: string;
  company: string | null;
}

const received = (row: Listed): ReceivedMessageView => ({
  contactId: row.contact_id,
  received_at: isoTimestamp(row.at),
  from_name: row.name,
  from_email: row.email,
  company: row.company ?? '',
  subject: row.subject,
});

const sentView = (row: Listed): SentMessageView => ({
  contactId: row.contact_id,
  to_name: row.name,
  to_email: row.email,
  subject: row.subject,
  sent_at: isoTimestamp(row.at),
  company: row.company ?? '',
});

/** A feed row as JSON gives it: its time as text. */
type ListedActivity = Omit<OutreachActivityRow, 'at'> & { at: string };

const activityItem = (row: ListedActivity): ActivityItem => ({
  id: row.event_id,
  kind: row.kind,
  at: isoTimestamp(row.at),
  contactId: row.contact_id,
  contactName: row.contact_name,
  subject: row.subject,
  detail: row.detail,
});

/**
 * GET /dashboard/summary from read-model tables only: outreach-metrics (days, drafts, contacts, activity), with the
 * user's first name (users_list), resume (user_settings), contacts (contacts_list) and paused campaigns
 * (campaigns_list). Every statement names the caller.
 */
@Injectable()
export class DashboardSummaryQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<OutreachMetricsReadModels>) {}

  /** Two statements, run side by side: every figure in one row, then the lists and the activity page as JSON. */
  async execute(userId: string, query: DashboardSummaryParams, now: Date): Promise<DashboardSummary> {
    const period = dashboardPeriod(now, DASHBOARD_PERIOD_DAYS);
    const [f, lists] = await Promise.all([
      this.figures(
        userId,
        period.currentStart,
        period.previousStart,
        followUpCutoff(now, FOLLOW_UP_BUSINESS_DAYS),
      ),
      this.lists(userId, query.activity_limit, query.activity_offset),
    ]);
    return {
      firstName: f.first_name ?? '',
      totalDrafted: f.total_drafted,
      totalSent: f.total_sent,
      totalOpened: f.total_opened,
      totalClicks: f.total_clicks,
      totalResponses: f.total_replies,
      totalContacts: f.kept,
      sentMessages: lists.sent.map(sentView),
      receivedMessages: lists.received.map(received),
      messagesNeedingResponse: lists.waiting.map(received),
      messagesNeedingResponseCount: f.waiting,
      period,
      metrics: {
        responseRate: rateMetric(rateOf(f.replied, f.sent), rateOf(f.prev_replied, f.prev_sent)),
        messagesSent: countMetric(f.sent, f.prev_sent),
        openRate: rateMetric(rateOf(f.opened, f.sent), rateOf(f.prev_opened, f.prev_sent)),
        activeDrafts: countMetric(f.active, f.active_at_start),
      },
      actionItems: actionItems(
        {
          repliesWaiting: f.waiting,
          pausedCampaigns: f.paused,
          latestPauseReason: f.pause_reason,
          followUpsDue: f.due,
          activeDrafts: f.active,
          resumeExists: f.resume_file_name !== null,
          totalSent: f.total_sent,
          totalResponses: f.total_replies,
          totalDrafted: f.total_drafted,
        },
        FOLLOW_UP_BUSINESS_DAYS,
      ),
      recentActivity: {
        items: lists.activity.map(activityItem),
        total: f.total_activities,
        offset: query.activity_offset,
        limit: query.activity_limit,
      },
      generatedAt: now.toISOString(),
    };
  }

  /**
   * The two periods' sends, person opens and answers and the all-time totals (one pass over the user's days), drafts
   * waiting now and when the period began, contacts waiting for an answer or due a follow-up, the campaigns paused
   * (campaigns_list), and the user's name, resume and contacts kept.
   */
  private async figures(
    userId: string,
    currentStart: string,
    previousStart: string,
    cutoff: Date,
  ): Promise<Figures> {
    const periodStartAt = new Date(`${currentStart}T00:00:00.000Z`);
    const { rows } = await sql<Figures>`
      SELECT
        (SELECT first_name FROM users_list WHERE user_id = ${userId}) AS first_name,
        (SELECT resume_file_name FROM user_settings WHERE user_id = ${userId}) AS resume_file_name,
        (SELECT count(*)::int FROM contacts_list WHERE user_id = ${userId}) AS kept,
        (SELECT count(*)::int FROM outreach_metrics_contacts
          WHERE user_id = ${userId} AND last_reply_at IS NOT NULL
            AND (last_sent_at IS NULL OR last_reply_at > last_sent_at)) AS waiting,
        (SELECT count(*)::int FROM outreach_metrics_contacts
          WHERE user_id = ${userId} AND last_sent_at <= ${cutoff}
            AND (last_reply_at IS NULL OR last_reply_at < last_sent_at)) AS due,
        (SELECT count(*)::int FROM campaigns_list WHERE user_id = ${userId} AND status = 'paused') AS paused,
        (SELECT paused_reason FROM campaigns_list WHERE user_id = ${userId} AND status = 'paused'
          ORDER BY updated_at DESC, campaign_id LIMIT 1) AS pause_reason,
        d.active, d.active_at_start, s.*
      FROM (
        SELECT count(*) FILTER (WHERE closed_at IS NULL)::int AS active,
               count(*) FILTER (WHERE created_at < ${periodStartAt}
                                  AND (closed_at IS NULL OR closed_at >= ${periodStartAt}))::int AS active_at_start
        FROM outreach_metrics_drafts WHERE user_id = ${userId}
      ) d, (
        SELECT
          coalesce(sum(sent) FILTER (WHERE day >= ${currentStart}), 0)::int AS sent,
          coalesce(sum(opened) FILTER (WHERE day >= ${currentStart}), 0)::int AS opened,
          coalesce(sum(replied) FILTER (WHERE day >= ${currentStart}), 0)::int AS replied,
          coalesce(sum(sent) FILTER (WHERE day >= ${previousStart} AND day < ${currentStart}), 0)::int AS prev_sent,
          coalesce(sum(opened) FILTER (WHERE day >= ${previousStart} AND day < ${currentStart}), 0)::int AS prev_opened,
          coalesce(sum(replied) FILTER (WHERE day >= ${previousStart} AND day < ${currentStart}), 0)::int AS prev_replied,
          coalesce(sum(sent), 0)::int AS total_sent,
          coalesce(sum(opened), 0)::int AS total_opened,
          coalesce(sum(clicks), 0)::int AS total_clicks,
          coalesce(sum(replies), 0)::int AS total_replies,
          coalesce(sum(drafts_created), 0)::int AS total_drafted,
          coalesce(sum(activities), 0)::int AS total_activities
        FROM outreach_metrics_daily WHERE user_id = ${userId}
      ) s
    `.execute(this.db);
    return rows[0];
  }

  /** The latest sent and received messages, the replies waiting (newest first) and a page of the activity feed. */
  private async lists(userId: string, limit: number, offset: number) {
    // Each list takes its few rows by index before joining the contacts.
    const latest = (kind: 'sent' | 'replied') => sql`
      SELECT coalesce(json_agg(x ORDER BY x.at DESC, x.event_id DESC), '[]') FROM (
        SELECT a.event_id, a.contact_id, a.contact_name AS name, coalesce(c.contact_email, '') AS email, a.subject,
               a.at, l.company
        FROM (
          SELECT * FROM outreach_activity WHERE user_id = ${userId} AND kind = ${kind}
          ORDER BY at DESC, event_id DESC LIMIT ${LISTED_MESSAGES}
        ) a
        LEFT JOIN outreach_metrics_contacts c ON c.contact_key = a.user_id || '|' || a.contact_id
        LEFT JOIN contacts_list l ON l.contact_id = a.contact_id AND l.user_id = a.user_id
      ) x
    `;
    const { rows } = await sql<{
      sent: Listed[];
      received: Listed[];
      waiting: Listed[];
      activity: ListedActivity[];
    }>`
      SELECT
        (${latest('sent')}) AS sent,
        (${latest('replied')}) AS received,
        (SELECT coalesce(json_agg(x ORDER BY x.at DESC, x.contact_id), '[]') FROM (
          SELECT c.contact_id, c.contact_name AS name, c.contact_email AS email,
                 coalesce(c.last_reply_subject, '') AS subject, c.last_reply_at AS at, l.company
          FROM outreach_metrics_contacts c
          LEFT JOIN contacts_list l ON l.contact_id = c.contact_id AND l.user_id = c.user_id
          WHERE c.user_id = ${userId} AND c.last_reply_at IS NOT NULL
            AND (c.last_sent_at IS NULL OR c.last_reply_at > c.last_sent_at)
          ORDER BY c.last_reply_at DESC, c.contact_id LIMIT ${LISTED_MESSAGES}
        ) x) AS waiting,
        (SELECT coalesce(json_agg(x ORDER BY x.at DESC, x.event_id DESC), '[]') FROM (
          SELECT * FROM outreach_activity WHERE user_id = ${userId}
          ORDER BY at DESC, event_id DESC LIMIT ${limit} OFFSET ${offset}
        ) x) AS activity
    `.execute(this.db);
    return rows[0];
  }
}
