import { sql, Transaction } from 'kysely';
import {
  COMPANY_SEARCH_EVENT_TYPES,
  type CompanySearchEvent,
} from '@outreach/backend/company-search/company-search.events';
import type {
  CompanySearchReadModels,
  SavedSearchRow,
  SearchHistoryRow,
} from '@outreach/backend/company-search/queries/company-searches.row';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import { createTable, upsertGuarded, type KeyedTable, type TimestampsAsText } from '../runner/keyed-table';
import type { Projector } from '../runner/projector';

type HistoryRow = TimestampsAsText<SearchHistoryRow>;
type SavedRow = TimestampsAsText<SavedSearchRow>;

export const searchHistoryTable: KeyedTable<HistoryRow> = {
  name: 'search_history',
  key: 'search_id',
  columns: {
    search_id: 'text',
    user_id: 'text',
    kind: 'text',
    search_term: 'text NULL',
    categories: 'jsonb',
    company_name: 'text NULL',
    jobtitle: 'text NULL',
    location: 'text NULL',
    state: 'text NULL',
    city: 'text NULL',
    company_size: 'text NULL',
    result_count: 'integer',
    created_at: 'timestamptz',
    position: 'text',
  },
  // Every query names one owner and reads newest first.
  indexes: [
    sql`CREATE INDEX search_history_newest ON search_history (user_id, created_at DESC, position DESC)`,
  ],
};

export const savedSearchesTable: KeyedTable<SavedRow> = {
  name: 'saved_searches',
  key: 'search_id',
  columns: {
    search_id: 'text',
    user_id: 'text',
    search_term: 'text',
    location: 'text NULL',
    company_size: 'text NULL',
    created_at: 'timestamptz',
    position: 'text',
  },
  indexes: [
    sql`CREATE INDEX saved_searches_newest ON saved_searches (user_id, created_at DESC, position DESC)`,
  ],
};

type CompanySearchRecordedEvent = RecordedEvent & CompanySearchEvent;

/** One row per key, the latest event's: a statement may not write one key twice. */
function lastPerKey<Row extends { search_id: string }>(rows: Row[]): Row[] {
  return [...new Map(rows.map((row) => [row.search_id, row])).values()];
}

/** Each user's company searches (the query shows the newest 10) and saved searches. */
export const companySearchesProjector: Projector<CompanySearchReadModels> = {
  name: 'company-searches',
  version: 1,
  description: "Each user's company search history and saved searches, newest first",
  handles: COMPANY_SEARCH_EVENT_TYPES,
  tables: ['search_history', 'saved_searches'],

  async migrate(trx) {
    await createTable(trx, searchHistoryTable);
    await createTable(trx, savedSearchesTable);
  },

  async apply(trx: Transaction<CompanySearchReadModels>, events: RecordedEvent[]) {
    const history: HistoryRow[] = [];
    const saved: SavedRow[] = [];
    for (const event of events as CompanySearchRecordedEvent[]) {
      switch (event.type) {
        case 'CompanySearchPerformed': {
          const { data } = event;
          history.push({
            search_id: data.searchId,
            user_id: data.userId,
            kind: data.kind,
            search_term: data.search_term,
            categories: data.categories,
            company_name: data.company_name,
            jobtitle: data.jobtitle,
            location: data.location,
            state: data.state,
            city: data.city,
            company_size: data.company_size,
            result_count: data.result_count,
            created_at: event.metadata.recordedAt,
            position: event.position,
          });
          break;
        }
        case 'SearchSaved': {
          const { data } = event;
          saved.push({
            search_id: data.searchId,
            user_id: data.userId,
            search_term: data.search_term,
            location: data.location,
            company_size: data.company_size,
            created_at: event.metadata.recordedAt,
            position: event.position,
          });
          break;
        }
        default: {
          const _never: never = event;
          break;
        }
      }
    }
    await upsertGuarded(trx, searchHistoryTable, lastPerKey(history));
    await upsertGuarded(trx, savedSearchesTable, lastPerKey(saved));
    // Pushes go to owners' rooms, so the keys reported are the owners whose searches this batch touched.
    return [...new Set((events as CompanySearchRecordedEvent[]).map((event) => event.data.userId))];
  },
};
