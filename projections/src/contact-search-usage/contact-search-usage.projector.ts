import { sql, type Transaction } from 'kysely';
import {
  CONTACT_SEARCH_EVENT_TYPES,
  type ContactSearchEvent,
} from '@outreach/backend/contact-search/contact-search.events';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import { upsertGuarded, type KeyedTable } from '../runner/keyed-table';
import type { Projector } from '../runner/projector';

/** How many contact searches a user ran in one calendar month (UTC): what the plan's searches_used counts. */
export interface ContactSearchCountRow {
  /** `<userId>/<YYYY-MM>`. */
  user_month: string;
  user_id: string;
  /** YYYY-MM of the searches, UTC. */
  month: string;
  searches: number;
  position: string;
}

export interface ContactSearchUsageReadModels {
  contact_search_counts: ContactSearchCountRow;
}

export const contactSearchCountsTable: KeyedTable<ContactSearchCountRow> = {
  name: 'contact_search_counts',
  key: 'user_month',
  columns: { user_month: 'text', user_id: 'text', month: 'text', searches: 'integer', position: 'text' },
};

type SearchRecordedEvent = RecordedEvent & ContactSearchEvent;

const monthOf = (event: SearchRecordedEvent): string =>
  (event.data.at || event.metadata.recordedAt).slice(0, 7);

/** Counts of each user's contact searches per month, for the settings page's searches_used. */
export const contactSearchUsageProjector: Projector<ContactSearchUsageReadModels> = {
  name: 'contact-search-usage',
  version: 1,
  description: "Each user's contact searches per calendar month (UTC), for the plan's searches_used",
  handles: CONTACT_SEARCH_EVENT_TYPES,
  tables: ['contact_search_counts'],

  async migrate(trx) {
    await sql`
      CREATE TABLE contact_search_counts (
        user_month text PRIMARY KEY,
        user_id text NOT NULL,
        month text NOT NULL,
        searches integer NOT NULL,
        position text NOT NULL
      )
    `.execute(trx);
    await sql`CREATE UNIQUE INDEX contact_search_counts_by_user ON contact_search_counts (user_id, month)`.execute(
      trx,
    );
  },

  async apply(trx: Transaction<ContactSearchUsageReadModels>, events: RecordedEvent[]) {
    const searches = events as SearchRecordedEvent[];
    const keyOf = (event: SearchRecordedEvent) => `${event.data.userId}/${monthOf(event)}`;
    const keys = [...new Set(searches.map(keyOf))];
    const stored = await trx
      .selectFrom('contact_search_counts')
      .selectAll()
      .where('user_month', 'in', keys)
      .execute();
    const rows = new Map(stored.map((row) => [row.user_month, row]));
    const changed = new Set<string>();
    for (const event of searches) {
      const key = keyOf(event);
      const before = rows.get(key) ?? {
        user_month: key,
        user_id: event.data.userId,
        month: monthOf(event),
        searches: 0,
        position: '',
      };
      // A counter: an event at or before the row's position was already counted.
      if (before.position >= event.position) continue;
      rows.set(key, { ...before, searches: before.searches + 1, position: event.position });
      changed.add(key);
    }
    await upsertGuarded(
      trx,
      contactSearchCountsTable,
      [...changed].map((key) => rows.get(key)!),
    );
    return [...new Set(searches.map((event) => event.data.userId))];
  },
};
