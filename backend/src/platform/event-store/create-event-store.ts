import type { Pool } from 'pg';
import type { EventStore } from './event-store.port';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';
import type { Upcaster } from './upcasting';

export interface CreateEventStoreOptions {
  /** EVENTSTORE_URL: when set, events go to KurrentDB/EventStoreDB instead of PostgreSQL. */
  eventStoreUrl?: string;
  pool: Pool;
  upcaster?: Upcaster;
}

/** The configured adapter: EventStoreDB when a URL is given, else the PostgreSQL log on the app's pool. */
export function createEventStore({ eventStoreUrl, pool, upcaster }: CreateEventStoreOptions): EventStore {
  return eventStoreUrl
    ? EventStoreDbEventStore.fromConnectionString(eventStoreUrl, { upcaster })
    : new PostgresEventStore(pool, { upcaster });
}
