import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import { Pool, type PoolClient } from 'pg';
import { CLUB_EVENT_TYPES } from '@outreach/backend/clubs/club.events';
import type { ClubsReadModels } from '@outreach/backend/clubs/queries/clubs-list.row';
import type { EventMetadata, RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import { clubsListProjector } from '@outreach/projections/clubs-list/clubs-list.projector';
import type {
  AppendOutcome,
  BenchEvent,
  BenchSystem,
  CatchUpFigures,
  PushBatch,
  PushPipeline,
  PushSettings,
} from './bench-system';
import { padPosition } from './bench-system';
import { seedEmmettLog } from './seed-events';
import { sleep } from './latency-stats';

type EmmettPostgres = typeof import('@event-driven-io/emmett-postgresql');
type EmmettStore = ReturnType<EmmettPostgres['getPostgreSQLEventStore']>;
type Dumbo = ReturnType<(typeof import('@event-driven-io/dumbo'))['dumbo']>;
type EmmettEvent = import('@event-driven-io/emmett-postgresql').PostgresReadEvent;

const PROJECTION_NAME = 'clubs-list';

interface Loaded {
  emmett: EmmettPostgres;
  dumbo: (typeof import('@event-driven-io/dumbo'))['dumbo'];
  sql: (typeof import('@event-driven-io/dumbo'))['sql'];
}

export type EmmettProjectionBody = 'raw-sql' | 'our-fold';

// Emmett ships ESM with a CJS build; it also installs pg type parsers globally, which is why it runs in its own process.
async function loadEmmett(): Promise<Loaded> {
  const emmett = (await import('@event-driven-io/emmett-postgresql')) as EmmettPostgres;
  const { dumbo, sql: format } = await import('@event-driven-io/dumbo');
  return { emmett, dumbo, sql: format };
}

/** Our RecordedEvent from an Emmett message, so the same projector code folds both logs. */
function toRecordedEvent(event: EmmettEvent): RecordedEvent {
  const metadata = event.metadata as unknown as Record<string, unknown> & {
    messageId: string;
    streamName: string;
    streamPosition: bigint;
    globalPosition: bigint;
  };
  return {
    streamId: metadata.streamName,
    streamVersion: Number(metadata.streamPosition) - 1,
    position: padPosition(metadata.globalPosition),
    eventId: metadata.messageId,
    type: event.type,
    data: event.data,
    metadata: { ...(metadata as unknown as EventMetadata), eventId: metadata.messageId },
  };
}

const kyselyByClient = new WeakMap<object, Kysely<ClubsReadModels>>();

/** A Kysely that sends its queries through the client of Emmett's open transaction (it never begins or commits). */
function kyselyOver(client: PoolClient): Transaction<ClubsReadModels> {
  let db = kyselyByClient.get(client);
  if (!db) {
    const connection = {
      query: (text: string, values: unknown[]) => client.query(text, values),
      release: () => undefined,
    };
    const pool = { connect: async () => connection, end: async () => undefined };
    db = new Kysely<ClubsReadModels>({ dialect: new PostgresDialect({ pool: pool as unknown as Pool }) });
    kyselyByClient.set(client, db);
  }
  return db as unknown as Transaction<ClubsReadModels>;
}

/**
 * @event-driven-io/emmett-postgresql 0.42 on the same server: getPostgreSQLEventStore over a pg pool of the
 * same size as ours, its consumer/projector for catch-up and pushes, and our clubs-list fold as the projection body.
 */
export class EmmettSystem implements BenchSystem {
  readonly name = 'emmett' as const;

  private constructor(
    private readonly loaded: Loaded,
    readonly url: string,
    readonly pool: Pool,
    private readonly dumboPool: Dumbo,
    private readonly store: EmmettStore,
  ) {}

  static async open(url: string, poolSize: number): Promise<EmmettSystem> {
    const loaded = await loadEmmett();
    const pool = new Pool({ connectionString: url, max: poolSize });
    const dumboPool = loaded.dumbo({ connectionString: url, pool } as Parameters<Loaded['dumbo']>[0]);
    const store = loaded.emmett.getPostgreSQLEventStore(url, {
      connectionOptions: { dumbo: dumboPool } as never,
    });
    await store.schema.migrate();
    const system = new EmmettSystem(loaded, url, pool, dumboPool, store);
    await system.createClubsList();
    return system;
  }

  private async createClubsList(): Promise<void> {
    const db = new Kysely<ClubsReadModels>({ dialect: new PostgresDialect({ pool: this.pool }) });
    const exists = await sql<{
      found: boolean;
    }>`SELECT to_regclass('public.clubs_list') IS NOT NULL AS found`.execute(db);
    if (!exists.rows[0].found) await db.transaction().execute((trx) => clubsListProjector.migrate(trx));
  }

  async append(streamId: string, events: BenchEvent[], expected: number | 'any'): Promise<AppendOutcome> {
    const recordedAt = new Date().toISOString();
    const result = await this.store.appendToStream(
      streamId,
      events.map((event) => ({
        type: event.type,
        data: event.data,
        // The same metadata our store writes, so both logs carry payloads of the same size.
        metadata: {
          actorUserId: null,
          correlationId: randomUUID(),
          causationId: null,
          recordedAt,
          schemaVersion: 1,
        },
      })),
      expected === 'any' ? {} : { expectedStreamVersion: BigInt(expected + 1) },
    );
    return {
      nextVersion: Number(result.nextExpectedStreamVersion) - 1,
      position: padPosition(result.lastEventGlobalPosition),
    };
  }

  async headPosition(): Promise<string> {
    const { rows } = await this.pool.query<{ position: string | null }>(
      `SELECT max(global_position)::text AS position FROM emt_messages
       WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())`,
    );
    return rows[0].position === null ? '' : padPosition(rows[0].position);
  }

  seed(events: number, clubs: number): Promise<void> {
    return seedEmmettLog(this.pool, events, clubs);
  }

  /**
   * The clubs list as an Emmett async projection; Emmett hands its body one event at a time. 'raw-sql' is
   * Emmett's idiomatic postgreSQLRawSQLProjection (one statement per event, same columns and rules as our
   * fold); 'our-fold' runs our projector's apply() on each event.
   */
  private projection(body: EmmettProjectionBody, onApplied: (events: RecordedEvent[]) => void) {
    const truncate = async (context: { connection: { client: unknown } }) => {
      await (context.connection.client as PoolClient).query('TRUNCATE clubs_list');
    };
    if (body === 'raw-sql') {
      const definition = this.loaded.emmett.postgreSQLRawSQLProjection<EmmettEvent>({
        name: PROJECTION_NAME,
        kind: 'clubs-list',
        version: 1,
        canHandle: [...CLUB_EVENT_TYPES],
        evolve: (event) => {
          const recorded = toRecordedEvent(event);
          onApplied([recorded]);
          return clubsListStatement(this.loaded.sql, recorded);
        },
      });
      return { ...definition, truncate };
    }
    return this.loaded.emmett.postgreSQLProjection<EmmettEvent>({
      name: PROJECTION_NAME,
      kind: 'clubs-list',
      version: 1,
      canHandle: [...CLUB_EVENT_TYPES],
      handle: async (events, context) => {
        const recorded = events.map(toRecordedEvent);
        await clubsListProjector.apply(kyselyOver(context.connection.client as PoolClient), recorded);
        onApplied(recorded);
      },
      truncate,
    });
  }

  private async totals(): Promise<{ rows: number; signups: number }> {
    const { rows } = await this.pool.query<{ rows: number; signups: number }>(
      'SELECT count(*)::int AS rows, coalesce(sum(current_signups), 0)::int AS signups FROM clubs_list',
    );
    return rows[0];
  }

  private async logSize(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>('SELECT count(*)::text AS n FROM emt_messages');
    return Number(rows[0].n);
  }

  async catchUp(options: { batchSize: number; capSeconds: number }): Promise<CatchUpFigures[]> {
    const total = await this.logSize();
    const figures: CatchUpFigures[] = [];

    // Emmett's own rebuild: rebuildPostgreSQLProjections = consumer + projector, stopping when no messages are left.
    for (const body of ['raw-sql', 'our-fold'] as const) {
      let applied = 0;
      await this.pool.query('TRUNCATE clubs_list');
      await this.pool.query('DELETE FROM emt_processors');
      const consumer = this.loaded.emmett.rebuildPostgreSQLProjections({
        connectionString: this.url,
        pool: this.dumboPool,
        projection: this.projection(body, (events) => {
          applied += events.length;
        }),
        pulling: { batchSize: options.batchSize, pullingFrequencyInMs: 1 },
      } as never);
      figures.push(
        await this.timed(
          `rebuildPostgreSQLProjections, ${body === 'raw-sql' ? 'postgreSQLRawSQLProjection (1 statement/event)' : 'postgreSQLProjection running our fold per event'} (batch ${options.batchSize}, pulling 1 ms)`,
          total,
          options.capSeconds,
          () => applied,
          () => consumer.start(),
          () => consumer.stop(),
          'product',
        ),
      );
    }

    // Not an Emmett feature: its log read in order with readMessagesBatch, folded by our batch projector.
    await this.pool.query('TRUNCATE clubs_list');
    let folded = 0;
    let stop = false;
    const db = new Kysely<ClubsReadModels>({ dialect: new PostgresDialect({ pool: this.pool }) });
    figures.push(
      await this.timed(
        `readMessagesBatch (batch ${options.batchSize}) + our batch fold — comparable, not an Emmett feature`,
        total,
        options.capSeconds,
        () => folded,
        async () => {
          let after = 0n;
          for (;;) {
            if (stop) return;
            const batch = await this.loaded.emmett.readMessagesBatch(this.dumboPool.execute, {
              after,
              batchSize: options.batchSize,
            });
            if (batch.messages.length === 0) return;
            const recorded = (batch.messages as unknown as EmmettEvent[]).map(toRecordedEvent);
            await db.transaction().execute((trx) => clubsListProjector.apply(trx, recorded));
            folded += recorded.length;
            after = batch.currentGlobalPosition;
            if (!batch.areMessagesLeft) return;
          }
        },
        async () => {
          stop = true;
        },
        'comparable',
      ),
    );
    return figures;
  }

  private async timed(
    label: string,
    total: number,
    capSeconds: number,
    progress: () => number,
    run: () => Promise<unknown>,
    stop: () => Promise<unknown>,
    kind: CatchUpFigures['kind'],
  ): Promise<CatchUpFigures> {
    const started = performance.now();
    let capped = false;
    const cap = setTimeout(() => {
      capped = true;
      void stop();
    }, capSeconds * 1000);
    try {
      await run();
    } finally {
      clearTimeout(cap);
    }
    const seconds = (performance.now() - started) / 1000;
    const events = progress();
    return {
      label,
      events,
      seconds,
      eventsPerSecond: events / seconds,
      complete: !capped && events >= total,
      ...(await this.totals()),
      kind,
      note: capped ? `stopped by the ${capSeconds} s time cap; rate over the events it applied` : undefined,
    };
  }

  async startPush(publish: (batch: PushBatch) => void, settings: PushSettings): Promise<PushPipeline> {
    await this.pool.query('TRUNCATE clubs_list');
    await this.pool.query('DELETE FROM emt_processors');
    let pushed = '';
    const consumer = this.store.consumer({
      pulling: { batchSize: settings.emmettBatchSize, pullingFrequencyInMs: settings.emmettPullingMs },
    });
    let pending: RecordedEvent[] = [];
    const processor = consumer.projector({
      projection: this.projection('raw-sql', (events) => pending.push(...events)),
    } as never);
    // The push goes out after Emmett's processing transaction has committed, as ours does.
    const handle = processor.handle.bind(processor);
    processor.handle = async (messages, context) => {
      pending = [];
      const result = await handle(messages, context);
      if (pending.length > 0) {
        const checkpoint = pending[pending.length - 1].position;
        publish({
          projection: PROJECTION_NAME,
          checkpoint,
          keys: [...new Set(pending.map((event) => (event.data as { clubCode: string }).clubCode))],
        });
        if (checkpoint > pushed) pushed = checkpoint;
      }
      return result;
    };
    const running = consumer.start();
    running.catch((error: unknown) => process.stderr.write(`[emmett] consumer failed: ${String(error)}\n`));
    return {
      afterAppend: () => undefined,
      caughtUp: async (position, timeoutMs) => {
        const deadline = Date.now() + timeoutMs;
        while (pushed < position) {
          if (Date.now() >= deadline) return false;
          await sleep(5);
        }
        return true;
      },
      stop: async () => {
        await consumer.stop();
      },
    };
  }

  async close(): Promise<void> {
    await this.store.close();
    await this.pool.end().catch(() => undefined);
  }
}

type Format = Loaded['sql'];

/** One statement per event with the clubs-list rules: guarded by position, remaining never below zero. */
function clubsListStatement(format: Format, event: RecordedEvent): ReturnType<Format> {
  const data = event.data as Record<string, unknown> & { clubCode: string };
  const at = event.metadata.recordedAt;
  switch (event.type) {
    case 'ClubCreated':
      return format(
        `INSERT INTO clubs_list (club_code, club_name, max_free_signups, current_signups, remaining_signups, is_active,
           created_at, updated_at, position)
         VALUES (%L, %L, %s, 0, greatest(%s, 0), %L, %L, %L, %L)
         ON CONFLICT (club_code) DO UPDATE SET club_name = excluded.club_name, max_free_signups = excluded.max_free_signups,
           current_signups = 0, remaining_signups = excluded.remaining_signups, is_active = excluded.is_active,
           created_at = excluded.created_at, updated_at = excluded.updated_at, position = excluded.position
         WHERE clubs_list.position < excluded.position`,
        data.clubCode,
        data.clubName,
        Number(data.maxFreeSignups),
        Number(data.maxFreeSignups),
        Boolean(data.isActive),
        at,
        at,
        event.position,
      );
    case 'ClubUpdated':
      return format(
        `UPDATE clubs_list SET club_name = coalesce(%L, club_name), max_free_signups = coalesce(%L::int, max_free_signups),
           remaining_signups = greatest(coalesce(%L::int, max_free_signups) - current_signups, 0),
           is_active = coalesce(%L::boolean, is_active), updated_at = %L, position = %L
         WHERE club_code = %L AND position < %L`,
        data.clubName ?? null,
        data.maxFreeSignups ?? null,
        data.maxFreeSignups ?? null,
        data.isActive ?? null,
        at,
        event.position,
        data.clubCode,
        event.position,
      );
    case 'ClubSignupRecorded':
      return format(
        `UPDATE clubs_list SET current_signups = current_signups + 1,
           remaining_signups = greatest(max_free_signups - current_signups - 1, 0), updated_at = %L, position = %L
         WHERE club_code = %L AND position < %L`,
        at,
        event.position,
        data.clubCode,
        event.position,
      );
    default:
      return format(
        'DELETE FROM clubs_list WHERE club_code = %L AND position < %L',
        data.clubCode,
        event.position,
      );
  }
}
