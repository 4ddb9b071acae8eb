import type { Pool } from 'pg';
import type { EventStore } from './event-store.port';
import { EventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
import { PostgresEventStore } from './postgres/postgres-event-store';
import { upcaster as applicationUpcaster } from './event-upcasters';
import type { Upcaster } from './upcasting';

export interface CreateEventStoreOptions {
  /** EVENTSTORE_URL: when set, events go to KurrentDB/EventStoreDB instead of PostgreSQL. */
  eventStoreUrl?: string;
  pool: Pool;
  /** Defaults to the application's registry, so every reader sees events in their current shape. */
  upcaster?: Upcaster;
}

/** The configured adapter: EventStoreDB when a URL is given, else the PostgreSQL log on the app's pool. */
export function createEventStore({
  eventStoreUrl,
  pool,
  upcaster = applicationUpcaster,
}: CreateEventStoreOptions): EventStore {
  return eventStoreUrl
    ? EventStoreDbEventStore.fromConnectionString(eventStoreUrl, { upcaster })
    : new PostgresEventStore(pool, { upcaster });
}
