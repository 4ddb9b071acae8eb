import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { isoTimestamp } from '../../platform/database/timestamps';
import type { SearchHistoryEntry } from '../company-search.contract';
import type { CompanySearchReadModels, SearchHistoryRow } from './company-searches.row';

/** outreach.md §9: the last 10 searches. */
export const SEARCH_HISTORY_SIZE = 10;

function toEntry(row: SearchHistoryRow): SearchHistoryEntry {
  return {
    id: row.search_id,
    kind: row.kind,
    search_term: row.search_term,
    categories: row.categories,
    company_name: row.company_name,
    jobtitle: row.jobtitle,
    location: row.location,
    state: row.state,
    city: row.city,
    company_size: row.company_size,
    result_count: row.result_count,
    created_at: isoTimestamp(row.created_at),
  };
}

/** The caller's recent company searches, newest first. */
@Injectable()
export class SearchHistoryQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<CompanySearchReadModels>) {}

  async recent(userId: string): Promise<{ searches: SearchHistoryEntry[] }> {
    const rows = await this.db
      .selectFrom('search_history')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('position', 'desc')
      .limit(SEARCH_HISTORY_SIZE)
      .execute();
    return { searches: rows.map(toEntry) };
  }

  /**
   * Whether the caller made an AI (industry) list of `term` or saved it, whatever the case: more companies for it
   * add to that list rather than make a new one.
   */
  async listed(userId: string, term: string): Promise<boolean> {
    const { rows } = await sql<{ found: boolean }>`
      SELECT EXISTS (
               SELECT 1 FROM search_history
               WHERE user_id = ${userId} AND kind = 'industry' AND lower(search_term) = lower(${term})
             )
          OR EXISTS (
               SELECT 1 FROM saved_searches WHERE user_id = ${userId} AND lower(search_term) = lower(${term})
             ) AS found
    `.execute(this.db);
    return rows[0].found;
  }
}
