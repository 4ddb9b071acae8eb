import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import type { SiteStats } from '../site-analytics.contract';
import { siteStatsFrom } from '../site-stats.rules';

/** Counts change slowly and the page is public: one read per node every five minutes is plenty. */
export const SITE_STATS_TTL_MS = 5 * 60_000;

interface Totals {
  job_seekers: number;
  companies: number;
  sent: number;
  replied: number;
}

/**
 * The landing page's counters, as aggregates only (no row, name or id leaves the query): users who sent at least
 * one message (outreach-metrics), distinct companies among saved contacts (contacts-list), and the share of sent
 * messages that got a reply (outreach-metrics). Read from the read-model views; cached per node.
 */
@Injectable()
export class SiteStatsQuery {
  private cached: { at: number; stats: SiteStats } | null = null;

  constructor(@Inject(DATABASE) private readonly db: Kysely<unknown>) {}

  async execute(now: number = Date.now()): Promise<SiteStats> {
    if (this.cached && now - this.cached.at < SITE_STATS_TTL_MS) return this.cached.stats;
    const { rows } = await sql<Totals>`
      SELECT
        (SELECT count(DISTINCT user_id)::int FROM outreach_metrics_daily WHERE sent > 0) AS job_seekers,
        (SELECT count(DISTINCT lower(btrim(company)))::int FROM contacts_list WHERE btrim(company) <> '') AS companies,
        (SELECT coalesce(sum(sent), 0)::int FROM outreach_metrics_daily) AS sent,
        (SELECT coalesce(sum(replied), 0)::int FROM outreach_metrics_daily) AS replied
    `.execute(this.db);
    const totals = rows[0];
    const stats = siteStatsFrom({
      jobSeekersWhoSent: totals.job_seekers,
      companies: totals.companies,
      sent: totals.sent,
      replied: totals.replied,
    });
    this.cached = { at: now, stats };
    return stats;
  }
}
