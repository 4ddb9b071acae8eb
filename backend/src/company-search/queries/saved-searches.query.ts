import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { MAX_SAVED_SEARCHES } from '../company-search.errors';
import type { SavedSearchView } from '../company-search.contract';
import type { CompanySearchReadModels } from './company-searches.row';

/** The caller's saved searches, newest first. */
@Injectable()
export class SavedSearchesQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<CompanySearchReadModels>) {}

  async list(userId: string): Promise<{ saved_searches: SavedSearchView[] }> {
    const rows = await this.db
      .selectFrom('saved_searches')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('position', 'desc')
      .limit(MAX_SAVED_SEARCHES)
      .execute();
    return {
      saved_searches: rows.map((row) => ({
        id: row.search_id,
        _id: row.search_id,
        search_term: row.search_term,
        location: row.location,
        company_size: row.company_size,
        created_at: new Date(row.created_at).toISOString(),
      })),
    };
  }
}
