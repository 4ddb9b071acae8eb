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

interface PeriodSums {
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
  at: Date;
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

const activityItem = (row: OutreachActivityRow): ActivityItem => ({
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
 * user's first name (users_list), resume (user_settings) and contacts (contacts_list). Every statement names the
 * caller.
 */
@Injectable()
export class DashboardSummaryQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<OutreachMetricsReadModels>) {}

  async execute(userId: string, query: DashboardSummaryParams, now: Date): Promise<DashboardSummary> {
    const period = dashboardPeriod(now, DASHBOARD_PERIOD_DAYS);
    const periodStartAt = new Date(`${period.currentStart}T00:00:00.000Z`);
    const cutoff = followUpCutoff(now, FOLLOW_UP_BUSINESS_DAYS);
    const [sums, drafts, contacts, user, lists, activity] = await Promise.all([
      this.sums(userId, period.currentStart, period.previousStart),
      sql<{ active: number; active_at_start: number }>`
        SELECT count(*) FILTER (WHERE closed_at IS NULL)::int AS active,
               count(*) FILTER (WHERE created_at < ${periodStartAt}
                                  AND (closed_at IS NULL OR closed_at >= ${periodStartAt}))::int AS active_at_start
        FROM outreach_metrics_drafts WHERE user_id = ${userId}
      `.execute(this.db),
      sql<{ waiting: number; due: number; kept: number }>`
        SELECT
          (SELECT count(*)::int FROM outreach_metrics_contacts
            WHERE user_id = ${userId} AND last_reply_at IS NOT NULL
              AND (last_sent_at IS NULL OR last_reply_at > last_sent_at)) AS waiting,
          (SELECT count(*)::int FROM outreach_metrics_contacts
            WHERE user_id = ${userId} AND last_sent_at <= ${cutoff}
              AND (last_reply_at IS NULL OR last_reply_at < last_sent_at)) AS due,
          (SELECT count(*)::int FROM contacts_list WHERE user_id = ${userId}) AS kept
      `.execute(this.db),
      sql<{ first_name: string | null; resume_file_name: string | null }>`
        SELECT (SELECT first_name FROM users_list WHERE user_id = ${userId}) AS first_name,
               (SELECT resume_file_name FROM user_settings WHERE user_id = ${userId}) AS resume_file_name
      `.execute(this.db),
      this.lists(userId),
      this.activity(userId, query.activity_limit, query.activity_offset),
    ]);
    const s = sums;
    const { active, active_at_start } = drafts.rows[0];
    const { waiting, due, kept } = contacts.rows[0];
    const { first_name, resume_file_name } = user.rows[0];
    return {
      firstName: first_name ?? '',
      totalDrafted: s.total_drafted,
      totalSent: s.total_sent,
      totalOpened: s.total_opened,
      totalClicks: s.total_clicks,
      totalResponses: s.total_replies,
      totalContacts: kept,
      sentMessages: lists.sent,
      receivedMessages: lists.received,
      messagesNeedingResponse: lists.waiting,
      messagesNeedingResponseCount: waiting,
      period,
      metrics: {
        responseRate: rateMetric(rateOf(s.replied, s.sent), rateOf(s.prev_replied, s.prev_sent)),
        messagesSent: countMetric(s.sent, s.prev_sent),
        openRate: rateMetric(rateOf(s.opened, s.sent), rateOf(s.prev_opened, s.prev_sent)),
        activeDrafts: countMetric(active, active_at_start),
      },
      actionItems: actionItems(
        {
          repliesWaiting: waiting,
          followUpsDue: due,
          activeDrafts: active,
          resumeExists: resume_file_name !== null,
          totalSent: s.total_sent,
          totalResponses: s.total_replies,
          totalDrafted: s.total_drafted,
        },
        FOLLOW_UP_BUSINESS_DAYS,
      ),
      recentActivity: { ...activity, offset: query.activity_offset, limit: query.activity_limit },
      generatedAt: now.toISOString(),
    };
  }

  /** The two periods' sends, person opens and answers, and the all-time totals, in one pass over the user's days. */
  private async sums(userId: string, currentStart: string, previousStart: string): Promise<PeriodSums> {
    const { rows } = await sql<PeriodSums>`
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
        coalesce(sum(drafts_created), 0)::int AS total_drafted
      FROM outreach_metrics_daily WHERE user_id = ${userId}
    `.execute(this.db);
    return rows[0];
  }

  private async lists(userId: string) {
    const latest = (kind: 'sent' | 'replied') => sql<Listed>`
      SELECT a.contact_id, a.contact_name AS name, coalesce(c.contact_email, '') AS email, a.subject, a.at,
             l.company
      FROM (
        SELECT * FROM outreach_activity WHERE user_id = ${userId} AND kind = ${kind}
        ORDER BY at DESC, event_id DESC LIMIT ${LISTED_MESSAGES}
      ) a
      LEFT JOIN outreach_metrics_contacts c ON c.contact_key = a.user_id || '|' || a.contact_id
      LEFT JOIN contacts_list l ON l.contact_id = a.contact_id AND l.user_id = a.user_id
      ORDER BY a.at DESC, a.event_id DESC
    `;
    const [sent, replies, waiting] = await Promise.all([
      latest('sent').execute(this.db),
      latest('replied').execute(this.db),
      sql<Listed>`
        SELECT c.contact_id, c.contact_name AS name, c.contact_email AS email,
               coalesce(c.last_reply_subject, '') AS subject, c.last_reply_at AS at, l.company
        FROM outreach_metrics_contacts c
        LEFT JOIN contacts_list l ON l.contact_id = c.contact_id AND l.user_id = c.user_id
        WHERE c.user_id = ${userId} AND c.last_reply_at IS NOT NULL
          AND (c.last_sent_at IS NULL OR c.last_reply_at > c.last_sent_at)
        ORDER BY c.last_reply_at DESC, c.contact_id LIMIT ${LISTED_MESSAGES}
      `.execute(this.db),
    ]);
    return {
      sent: sent.rows.map(sentView),
      received: replies.rows.map(received),
      waiting: waiting.rows.map(received),
    };
  }

  private async activity(userId: string, limit: number, offset: number) {
    const [page, count] = await Promise.all([
      sql<OutreachActivityRow>`
        SELECT * FROM outreach_activity WHERE user_id = ${userId}
        ORDER BY at DESC, event_id DESC LIMIT ${limit} OFFSET ${offset}
      `.execute(this.db),
      sql<{ total: number }>`
        SELECT count(*)::int AS total FROM outreach_activity WHERE user_id = ${userId}
      `.execute(this.db),
    ]);
    return { items: page.rows.map(activityItem), total: count.rows[0].total };
  }
}
