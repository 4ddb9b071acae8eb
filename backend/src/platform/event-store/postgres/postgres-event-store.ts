import type { Client, Pool, PoolClient } from 'pg';
import { DuplicateEventIdMismatch, WrongExpectedVersion } from '../../errors/domain-error';
import {
  appendedNothing,
  assertDistinctEventIds,
  assertDistinctStreams,
  assertValidExpectedVersion,
  completeMetadata,
} from '../event-metadata';
import {
  ACTOR_RECENT_WINDOW,
  START,
  type AppendOptions,
  type AppendResult,
  type EventMetadata,
  type ExpectedVersion,
  type HistoryFilter,
  type HistoryPage,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamAppend,
} from '../event-store.port';
import type { Upcaster } from '../upcasting';
import { PollingEventStore } from '../polling-event-store';

/** A pool, or a client the caller holds, possibly inside its own transaction. */
export type Queryable = Pool | PoolClient | Client;

export interface PostgresEventStoreOptions {
  upcaster?: Upcaster;
  /** Fallback poll of subscriptions; appends through this store wake them at once. */
  pollIntervalMs?: number;
}

const POSITION_DIGITS = 20;
const POSITION_PATTERN = /^(\d{20})-(\d{20})$/;
const UNIQUE_VIOLATION = '23505';
const DEADLOCK_DETECTED = '40P01';
const APPEND_ATTEMPTS = 3;
/** Rows per statement of a multi-stream append or read: big enough to be fast, small enough for one message. */
const MANY_CHUNK = 5_000;

/** Position of an event: its transaction id and global position, padded so strings sort in commit order. */
export function formatPostgresPosition(
  txId: string | number | bigint,
  globalPosition: string | number | bigint,
): Position {
  return `${String(txId).padStart(POSITION_DIGITS, '0')}-${String(globalPosition).padStart(POSITION_DIGITS, '0')}`;
}

export function parsePostgresPosition(position: Position): { txId: string; globalPosition: string } {
  if (position === START) return { txId: '0', globalPosition: '0' };
  const match = POSITION_PATTERN.exec(position);
  if (!match) throw new Error(`Not a PostgreSQL event store position: ${JSON.stringify(position)}`);
  // xid8 input reads a leading zero as octal, so the padding must go before it reaches SQL.
  return { txId: BigInt(match[1]).toString(), globalPosition: BigInt(match[2]).toString() };
}

/** es_append's encoding of an expected state: an exact version >= -1 (-1 = no stream), -2 any, -3 stream exists. */
export function toSqlExpectedVersion(expected: ExpectedVersion): number {
  assertValidExpectedVersion(expected);
  if (expected === 'no_stream') return -1;
  if (expected === 'any') return -2;
  if (expected === 'stream_exists') return -3;
  return expected;
}

interface AppendRow {
  outcome: 'appended' | 'duplicate' | 'wrong_expected_version' | 'event_id_reused';
  version: string | number | null;
  positions: string[] | null;
  conflicting_event_id: string | null;
}

interface EventRow {
  stream_id: string;
  stream_version: string | number;
  tx_id: string;
  global_position: string;
  event_id: string;
  event_type: string;
  data: unknown;
  metadata: EventMetadata;
}

const EVENT_COLUMNS = `stream_id, stream_version, tx_id::text AS tx_id, global_position::text AS global_position,
  event_id, event_type, data, metadata`;

interface HistoryRow extends Partial<EventRow> {
  total: string | number;
  types: string[];
}

/**
 * Nothing can still commit behind what we return: every transaction below the horizon has finished. The horizon is
 * the oldest transaction the statement's snapshot sees in flight, leaving out only those run by a backend of another
 * database (xids are cluster-wide, so one database's long import would otherwise hold back every other database's
 * readers on the server). A transaction's backend is the holder of the lock on its own xid, and a backend never
 * changes database, so the pair is read consistently; a transaction whose holder cannot be seen (finished since the
 * snapshot, prepared, or hidden by privileges) stays in, as the snapshot's xmin would keep it.
 */
const COMMITTED_HORIZON = `tx_id < (
  SELECT coalesce(
    (SELECT min(xip) FROM pg_snapshot_xip(snap) AS xip
      WHERE NOT EXISTS (
        SELECT 1 FROM pg_locks AS held JOIN pg_stat_activity AS other ON other.pid = held.pid
         WHERE held.locktype = 'transactionid' AND held.granted AND held.transactionid = xip::xid
           AND other.datname IS DISTINCT FROM current_database())),
    pg_snapshot_xmax(snap))
  FROM pg_current_snapshot() AS snap)`;

/** The event store on PostgreSQL: es_streams guards versions, es_events is the log, es_append writes in one round trip. */
export class PostgresEventStore extends PollingEventStore {
  constructor(
    private readonly pool: Pool,
    options: PostgresEventStoreOptions = {},
  ) {
    super(options, options.pollIntervalMs ?? 50);
  }

  async append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await this.appendWith(this.pool, streamId, events, options);
        this.wake();
        return result;
      } catch (error) {
        // An identical append racing this one committed first; the retry finds it and returns its result.
        if (!isUniqueViolation(error) || attempt >= APPEND_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Appends through the caller's connection, inside its transaction if it has one; the events become
   * visible to readers when that transaction commits.
   */
  async appendWith(
    queryable: Queryable,
    streamId: string,
    events: NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    const expected = toSqlExpectedVersion(options.expected);
    if (events.length === 0) return this.appendNothing(queryable, streamId, options.expected);

    const now = new Date();
    const metadata = events.map((event) => completeMetadata(event, this.upcaster, now));
    assertDistinctEventIds(metadata);
    const { rows } = await queryable.query<AppendRow>({
      name: 'es_append',
      text: 'SELECT outcome, version, positions, conflicting_event_id FROM es_append($1, $2, $3, $4, $5, $6)',
      values: [
        streamId,
        expected,
        metadata.map((meta) => meta.eventId),
        events.map((event) => event.type),
        JSON.stringify(events.map((event) => event.data ?? null)),
        JSON.stringify(metadata),
      ],
    });
    const row = rows[0];
    switch (row.outcome) {
      case 'appended':
      case 'duplicate': {
        const positions = row.positions ?? [];
        return {
          nextExpectedVersion: Number(row.version),
          positions,
          lastPosition: positions[positions.length - 1],
        };
      }
      case 'wrong_expected_version':
        throw new WrongExpectedVersion(streamId, options.expected, Number(row.version));
      case 'event_id_reused':
        throw new DuplicateEventIdMismatch(row.conflicting_event_id ?? metadata[0].eventId);
      default: {
        const _never: never = row.outcome;
        throw new Error(`Unknown es_append outcome ${String(_never)}`);
      }
    }
  }

  /**
   * One transaction for every stream: the stream guards and the events go in as a few set-based statements
   * (tens of thousands of streams take seconds), so either every stream is appended or none is.
   */
  async appendMany(batches: StreamAppend[]): Promise<AppendResult[]> {
    assertDistinctStreams(batches);
    if (batches.length === 0) return [];
    for (let attempt = 1; ; attempt += 1) {
      const client = await this.pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const results = await this.appendManyWith(client, batches);
        await client.query('COMMIT');
        this.wake();
        return results;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        // A racing identical append, or two multi-stream appends locking shared streams in opposite orders.
        if (!(isUniqueViolation(error) || isDeadlock(error)) || attempt >= APPEND_ATTEMPTS) throw error;
      } finally {
        client.release(broken);
      }
    }
  }

  /** appendMany through the caller's connection; it must hold an open transaction for all-or-nothing. */
  async appendManyWith(queryable: Queryable, batches: StreamAppend[]): Promise<AppendResult[]> {
    assertDistinctStreams(batches);
    const now = new Date();
    const prepared = batches.map((batch) => {
      const metadata = batch.events.map((event) => completeMetadata(event, this.upcaster, now));
      return {
        ...batch,
        sqlExpected: toSqlExpectedVersion(batch.expected),
        metadata,
        events: batch.events.map((event, index) => ({ ...event, metadata: metadata[index] })),
      };
    });
    const eventIds = prepared.flatMap((batch) => batch.metadata.map((meta) => meta.eventId));
    assertDistinctEventIds(prepared.flatMap((batch) => batch.metadata));

    // Ids already stored mean a repeat (or a reuse): es_append tells which per stream, exactly as append does.
    const { rows: stored } = await queryable.query(
      'SELECT 1 FROM es_events WHERE event_id = ANY ($1::text[]) LIMIT 1',
      [eventIds],
    );
    if (stored.length > 0) {
      const results: AppendResult[] = [];
      for (const batch of prepared) {
        results.push(
          await this.appendWith(queryable, batch.streamId, batch.events, { expected: batch.expected }),
        );
      }
      return results;
    }

    const versions = await this.guardStreams(
      queryable,
      prepared.filter((batch) => batch.events.length > 0),
    );
    const empty = new Map<string, AppendResult>();
    for (const batch of prepared.filter((each) => each.events.length === 0)) {
      empty.set(batch.streamId, await this.appendNothing(queryable, batch.streamId, batch.expected));
    }

    const rows = prepared.flatMap((batch) => {
      const last = versions.get(batch.streamId) ?? -1;
      return batch.events.map((event, index) => ({
        streamId: batch.streamId,
        version: last - batch.events.length + 1 + index,
        eventId: batch.metadata[index].eventId,
        type: event.type,
        data: JSON.stringify(event.data ?? null),
        metadata: JSON.stringify(batch.metadata[index]),
      }));
    });
    const positions = new Map<string, Position>();
    for (let start = 0; start < rows.length; start += MANY_CHUNK) {
      const chunk = rows.slice(start, start + MANY_CHUNK);
      const { rows: inserted } = await queryable.query<{
        stream_id: string;
        stream_version: string;
        tx_id: string;
        global_position: string;
      }>(
        `INSERT INTO es_events (stream_id, stream_version, event_id, event_type, data, metadata)
         SELECT e.stream_id, e.stream_version, e.event_id, e.event_type, e.data::jsonb, e.metadata::jsonb
         FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[])
           WITH ORDINALITY AS e(stream_id, stream_version, event_id, event_type, data, metadata, ord)
         ORDER BY e.ord
         RETURNING stream_id, stream_version::text AS stream_version, tx_id::text AS tx_id,
           global_position::text AS global_position`,
        [
          chunk.map((row) => row.streamId),
          chunk.map((row) => row.version),
          chunk.map((row) => row.eventId),
          chunk.map((row) => row.type),
          chunk.map((row) => row.data),
          chunk.map((row) => row.metadata),
        ],
      );
      for (const row of inserted) {
        positions.set(
          `${row.stream_id}\u0000${row.stream_version}`,
          formatPostgresPosition(row.tx_id, row.global_position),
        );
      }
    }

    return prepared.map((batch) => {
      const done = empty.get(batch.streamId);
      if (done) return done;
      const last = versions.get(batch.streamId)!;
      const batchPositions = batch.events.map((_, index) =>
        positions.get(`${batch.streamId}\u0000${last - batch.events.length + 1 + index}`)!,
      );
      return {
        nextExpectedVersion: last,
        positions: batchPositions,
        lastPosition: batchPositions[batchPositions.length - 1],
      };
    });
  }

  /**
   * Moves every stream's version past its new events, one statement per kind of expectation, streams in id order
   * so that concurrent multi-stream appends take their row locks in the same order; the first stream whose
   * expectation fails is reported with its actual version.
   */
  private async guardStreams(
    queryable: Queryable,
    batches: { streamId: string; expected: ExpectedVersion; sqlExpected: number; events: unknown[] }[],
  ): Promise<Map<string, number>> {
    const sorted = [...batches].sort((a, b) =>
      a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0,
    );
    const of = (test: (expected: number) => boolean) => {
      const chosen = sorted.filter((batch) => test(batch.sqlExpected));
      return [
        chosen.map((batch) => batch.streamId),
        chosen.map((batch) => batch.sqlExpected),
        chosen.map((batch) => batch.events.length),
      ];
    };
    const statements: [string, (expected: number) => boolean][] = [
      [
        `INSERT INTO es_streams (stream_id, version)
         SELECT w.stream_id, w.n - 1 FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS w(stream_id, expected, n)
         ORDER BY w.stream_id
         ON CONFLICT (stream_id) DO NOTHING
         RETURNING stream_id, version::text AS version`,
        (expected) => expected === -1,
      ],
      [
        `INSERT INTO es_streams (stream_id, version)
         SELECT w.stream_id, w.n - 1 FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS w(stream_id, expected, n)
         ORDER BY w.stream_id
         ON CONFLICT (stream_id) DO UPDATE SET version = es_streams.version + excluded.version + 1
         RETURNING stream_id, version::text AS version`,
        (expected) => expected === -2,
      ],
      [
        `UPDATE es_streams s SET version = s.version + w.n
         FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS w(stream_id, expected, n)
         WHERE s.stream_id = w.stream_id AND (w.expected = -3 OR s.version = w.expected)
         RETURNING s.stream_id, s.version::text AS version`,
        (expected) => expected >= 0 || expected === -3,
      ],
    ];
    const versions = new Map<string, number>();
    for (const [text, test] of statements) {
      const values = of(test);
      if (values[0].length === 0) continue;
      for (let start = 0; start < values[0].length; start += MANY_CHUNK) {
        const { rows } = await queryable.query<{ stream_id: string; version: string }>(
          text,
          values.map((column) => column.slice(start, start + MANY_CHUNK)),
        );
        for (const row of rows) versions.set(row.stream_id, Number(row.version));
      }
    }
    const refused = batches.find((batch) => !versions.has(batch.streamId));
    if (refused) {
      const { rows } = await queryable.query<{ version: string }>(
        'SELECT version::text AS version FROM es_streams WHERE stream_id = $1',
        [refused.streamId],
      );
      throw new WrongExpectedVersion(
        refused.streamId,
        refused.expected,
        rows.length === 0 ? -1 : Number(rows[0].version),
      );
    }
    return versions;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const { rows } = await this.pool.query<EventRow>(
      backwards
        ? `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_id = $1 AND stream_version <= $2
           ORDER BY stream_version DESC LIMIT $3`
        : `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_id = $1 AND stream_version >= $2
           ORDER BY stream_version LIMIT $3`,
      [streamId, options.fromVersion ?? (backwards ? Number.MAX_SAFE_INTEGER : 0), options.maxCount ?? null],
    );
    return rows.map((row) => this.toRecordedEvent(row));
  }

  async readStreams(streamIds: string[]): Promise<Map<string, RecordedEvent[]>> {
    const streams = new Map<string, RecordedEvent[]>(streamIds.map((streamId) => [streamId, []]));
    const distinct = [...streams.keys()];
    for (let start = 0; start < distinct.length; start += MANY_CHUNK) {
      const { rows } = await this.pool.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_id = ANY ($1::text[])
         ORDER BY stream_id, stream_version`,
        [distinct.slice(start, start + MANY_CHUNK)],
      );
      for (const row of rows) streams.get(row.stream_id)!.push(this.toRecordedEvent(row));
    }
    return streams;
  }

  async readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    const { txId, globalPosition } = parsePostgresPosition(options.after ?? START);
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es_events
       WHERE (tx_id, global_position) > ($1::xid8, $2::bigint) AND ${COMMITTED_HORIZON}
       ORDER BY es_events.tx_id, es_events.global_position
       LIMIT $3`,
      [txId, globalPosition, options.maxCount],
    );
    return rows.map((row) => this.toRecordedEvent(row));
  }

  async headPosition(): Promise<Position> {
    const { rows } = await this.pool.query<{ tx_id: string; global_position: string }>(
      `SELECT tx_id::text AS tx_id, global_position::text AS global_position FROM es_events
       WHERE ${COMMITTED_HORIZON}
       ORDER BY es_events.tx_id DESC, es_events.global_position DESC
       LIMIT 1`,
    );
    return rows.length === 0 ? START : formatPostgresPosition(rows[0].tx_id, rows[0].global_position);
  }

  /**
   * Two index lookups, the streams by primary key and the actor by es_events_actor, joined with UNION ALL;
   * the actor arm skips the listed streams so an event matching both comes back once. The page is sorted
   * in commit order, (tx_id, global_position) as everywhere else, over the matched rows only.
   */
  async readHistory(filter: HistoryFilter): Promise<HistoryPage> {
    // Some ANALYZE samples make the planner run the lookups with parallel workers, whose start-up costs
    // more than the lookups (audit bench: 2 ms serial, 25 ms parallel on a busy 2-core machine).
    return this.readOnly('SET LOCAL max_parallel_workers_per_gather = 0', (client) =>
      this.readHistoryWith(client, filter),
    );
  }

  /**
   * Walks the actor index (actor, global_position) backwards over the actor's last ACTOR_RECENT_WINDOW events only,
   * so the cost does not grow with the user's history (the billing bench: readHistory's counts took 23 ms at 10,000
   * events). Global order stands in for commit order here: only the actor's own concurrent calls could differ.
   */
  override async newestActorPosition(query: {
    actorUserId: string;
    types: string[];
    since: Date;
  }): Promise<Position | null> {
    // With stale statistics (after a bulk load, before autovacuum's ANALYZE) the planner takes a bitmap scan of
    // every event of the actor and sorts them: 12 ms at 10,000 events instead of 0.5 ms walking the index back.
    const { rows } = await this.readOnly('SET LOCAL enable_bitmapscan = off', (client) =>
      client.query<{ tx_id: string; global_position: string }>(
        `SELECT tx_id::text AS tx_id, global_position::text AS global_position
         FROM (
           SELECT tx_id, global_position, event_type, metadata FROM es_events
           WHERE (metadata ->> 'actorUserId') = $1::text
           ORDER BY (metadata ->> 'actorUserId') DESC, global_position DESC
           LIMIT $4
         ) recent
         WHERE event_type = ANY ($2::text[]) AND (metadata ->> 'recordedAt')::timestamptz >= $3::timestamptz
         ORDER BY tx_id DESC, global_position DESC
         LIMIT 1`,
        [query.actorUserId, query.types, query.since.toISOString(), ACTOR_RECENT_WINDOW],
      ),
    );
    const row = rows[0];
    return row ? formatPostgresPosition(row.tx_id, row.global_position) : null;
  }

  /** A read-only transaction whose planner `settings` (SET LOCAL …) hold for `work` only. */
  private async readOnly<T>(settings: string, work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query(`BEGIN READ ONLY; ${settings}`);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  private async readHistoryWith(client: PoolClient, filter: HistoryFilter): Promise<HistoryPage> {
    const direction = filter.order === 'desc' ? 'DESC' : 'ASC';
    const { rows } = await client.query<HistoryRow>(
      `WITH matched AS (
         SELECT global_position, tx_id, stream_id, stream_version, event_id, event_type, data, metadata
         FROM es_events WHERE stream_id = ANY ($1::text[])
         UNION ALL
         SELECT global_position, tx_id, stream_id, stream_version, event_id, event_type, data, metadata
         FROM es_events WHERE (metadata ->> 'actorUserId') = $2::text AND stream_id <> ALL ($1::text[])
       ),
       filtered AS (
         SELECT * FROM matched
         WHERE (cardinality($3::text[]) = 0 OR event_type = ANY ($3::text[]))
           AND ($4::timestamptz IS NULL OR (metadata ->> 'recordedAt')::timestamptz >= $4::timestamptz)
           AND ($5::timestamptz IS NULL OR (metadata ->> 'recordedAt')::timestamptz <= $5::timestamptz)
       ),
       summary AS (
         SELECT (SELECT count(*) FROM filtered) AS total,
           (SELECT coalesce(array_agg(DISTINCT event_type COLLATE "C" ORDER BY event_type COLLATE "C"), '{}')
            FROM matched) AS types
       )
       SELECT s.total, s.types, p.stream_id, p.stream_version, p.tx_id::text AS tx_id,
         p.global_position::text AS global_position, p.event_id, p.event_type, p.data, p.metadata
       FROM summary s
       LEFT JOIN LATERAL (
         SELECT * FROM filtered ORDER BY tx_id ${direction}, global_position ${direction} LIMIT $6 OFFSET $7
       ) p ON true
       ORDER BY p.tx_id ${direction}, p.global_position ${direction}`,
      [
        filter.streamIds,
        filter.actorUserId ?? null,
        filter.types ?? [],
        filter.from?.toISOString() ?? null,
        filter.to?.toISOString() ?? null,
        filter.limit,
        filter.offset,
      ],
    );
    const events = rows
      .filter((row): row is HistoryRow & EventRow => row.event_id != null)
      .map((row) => this.toRecordedEvent(row));
    return { events, total: Number(rows[0]?.total ?? 0), types: rows[0]?.types ?? [] };
  }

  /** Stops this store's subscriptions; the pool belongs to the caller. */
  async close(): Promise<void> {
    await super.close();
  }

  private async appendNothing(
    queryable: Queryable,
    streamId: string,
    expected: ExpectedVersion,
  ): Promise<AppendResult> {
    const { rows } = await queryable.query<{ version: string | number }>(
      'SELECT version FROM es_streams WHERE stream_id = $1',
      [streamId],
    );
    const actual = rows.length === 0 ? -1 : Number(rows[0].version);
    return appendedNothing(streamId, expected, actual);
  }

  private toRecordedEvent(row: EventRow): RecordedEvent {
    return this.upcaster.upcast({
      streamId: row.stream_id,
      streamVersion: Number(row.stream_version),
      position: formatPostgresPosition(row.tx_id, row.global_position),
      eventId: row.event_id,
      type: row.event_type,
      data: row.data,
      metadata: row.metadata,
    });
  }
}

function isDeadlock(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DEADLOCK_DETECTED
  );
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}
