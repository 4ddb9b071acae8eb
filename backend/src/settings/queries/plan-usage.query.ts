import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';

/** How much of each plan limit a user has used in the current period. */
export interface PlanUsage {
  searches_used: number;
  write_used: number;
  emails_used: number;
  daily_used: number;
  contacts_used: number;
}

/** The current calendar month (UTC) as the contact-search-usage read model keys it. */
export const usageMonth = (now: Date): string => now.toISOString().slice(0, 7);

/**
 * Counts a user's usage against their plan. searches_used: this calendar month's contact searches (the
 * contact-search-usage read model, fed by ContactSearchPerformed). Drafts and sending do not feed this yet, so
 * their counts are 0.
 */
@Injectable()
export class PlanUsageQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<unknown>) {}

  async execute(userId: string, now: Date = new Date()): Promise<PlanUsage> {
    return {
      searches_used: await this.searchesUsed(userId, usageMonth(now)),
      write_used: 0,
      emails_used: 0,
      daily_used: 0,
      contacts_used: 0,
    };
  }

  private async searchesUsed(userId: string, month: string): Promise<number> {
    // The read model belongs to another context's projector and may not be built yet: then none were counted.
    const { rows } = await sql<{ found: boolean }>`
      SELECT to_regclass('contact_search_counts') IS NOT NULL AS found
    `.execute(this.db);
    if (!rows[0].found) return 0;
    const counted = await sql<{ searches: number }>`
      SELECT searches FROM contact_search_counts WHERE user_id = ${userId} AND month = ${month}
    `.execute(this.db);
    return counted.rows[0]?.searches ?? 0;
  }
}
