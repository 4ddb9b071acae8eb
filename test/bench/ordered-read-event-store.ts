import type { Pool } from 'pg';
import {
  START,
  type AppendOptions,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type Evolve,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '@outreach/backend/platform/event-store/event-store.port';
import {
  formatPostgresPosition,
  parsePostgresPosition,
  type PostgresEventStore,
} from '@outreach/backend/platform/event-store/postgres/postgres-event-store';

interface Row {
  stream_id: string;
  stream_version: string | number;
  tx_id: string;
  global_position: string;
  event_id: string;
  event_type: string;
  data: unknown;
  metadata: EventMetadata;
}

/**
 * Bench-only stand-in used when the store's readAll comes back out of order: the same queries with the
 * ORDER BY qualified by table, so it sorts the xid8/bigint columns instead of their ::text aliases.
 * Everything else is delegated to the real store.
 */
export class OrderedReadEventStore implements EventStore {
  constructor(
    private readonly store: PostgresEventStore,
    private readonly pool: Pool,
  ) {}

  append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    return this.store.append(streamId, events, options);
  }

  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return this.store.readStream(streamId, options);
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    const { txId, globalPosition } = parsePostgresPosition(options.after ?? START);
    const { rows } = await this.pool.query<Row>(
      `SELECT stream_id, stream_version, tx_id::text AS tx_id, global_position::text AS global_position,
         event_id, event_type, data, metadata
       FROM es_events e
       WHERE (e.tx_id, e.global_position) > ($1::xid8, $2::bigint)
         AND e.tx_id < (SELECT pg_snapshot_xmin(pg_current_snapshot()))
       ORDER BY e.tx_id, e.global_position
       LIMIT $3`,
      [txId, globalPosition, options.maxCount],
    );
    return rows.map((row) => ({
      streamId: row.stream_id,
      streamVersion: Number(row.stream_version),
      position: formatPostgresPosition(row.tx_id, row.global_position),
      eventId: row.event_id,
      type: row.event_type,
      data: row.data,
      metadata: row.metadata,
    }));
  }

  async headPosition(): Promise<Position> {
    const { rows } = await this.pool.query<{ tx_id: string; global_position: string }>(
      `SELECT e.tx_id::text AS tx_id, e.global_position::text AS global_position FROM es_events e
       WHERE e.tx_id < (SELECT pg_snapshot_xmin(pg_current_snapshot()))
       ORDER BY e.tx_id DESC, e.global_position DESC
       LIMIT 1`,
    );
    return rows.length === 0 ? START : formatPostgresPosition(rows[0].tx_id, rows[0].global_position);
  }

  subscribe(options: SubscribeOptions): Subscription {
    return this.store.subscribe(options);
  }

  aggregate<State, Event extends RecordedEvent>(
    streamId: string,
    evolve: Evolve<State, Event>,
    initial: State,
  ): Promise<{ state: State; version: number }> {
    return this.store.aggregate(streamId, evolve, initial);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
