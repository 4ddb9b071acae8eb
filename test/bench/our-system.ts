import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { Pool } from 'pg';
import '@outreach/backend/contexts';
import { createDatabase } from '@outreach/backend/platform/database/database';
import { migrateToLatest } from '@outreach/backend/platform/database/migrate';
import { writeSideMigrations } from '@outreach/backend/platform/database/migrations';
import { signalAppends } from '@outreach/backend/platform/event-store/appended-signal';
import type { EventStore } from '@outreach/backend/platform/event-store/event-store.port';
import { PostgresEventStore } from '@outreach/backend/platform/event-store/postgres/postgres-event-store';
import { clubsListProjector } from '@outreach/projections/clubs-list/clubs-list.projector';
import { projectionContext, type ProjectionContext } from '@outreach/projections/runner/projection-context';
import type { ProjectionLogger } from '@outreach/projections/runner/projection-logger';
import { ProjectionRunner } from '@outreach/projections/runner/projection-runner';
import {
  projectionsMigrations,
  PROJECTIONS_HISTORY_TABLE,
} from '@outreach/projections/runner/projections.migrations';
import { rebuildProjection } from '@outreach/projections/runner/rebuild-projection';
import type {
  AppendOutcome,
  BenchEvent,
  BenchSystem,
  CatchUpFigures,
  PushBatch,
  PushPipeline,
} from './bench-system';
import { seedOurLog } from './seed-events';

export const quietLogger: ProjectionLogger = {
  info: () => undefined,
  warn: (context, message) => process.stderr.write(`[ours] ${message} ${JSON.stringify(context)}\n`),
  error: (context, message) => process.stderr.write(`[ours] ${message} ${JSON.stringify(context)}\n`),
};

/** Runs the write side and projection migrations once per bench database. */
export async function migrateOurDatabase(url: string): Promise<void> {
  const { db } = createDatabase(url, 2);
  try {
    await migrateToLatest(db as Kysely<unknown>, writeSideMigrations());
    await migrateToLatest(db as Kysely<unknown>, projectionsMigrations, PROJECTIONS_HISTORY_TABLE);
  } finally {
    await db.destroy();
  }
}

export async function clubsListTotals(ctx: ProjectionContext): Promise<{ rows: number; signups: number }> {
  const { rows } = await sql<{ rows: number; signups: number }>`
    SELECT count(*)::int AS rows, coalesce(sum(current_signups), 0)::int AS signups FROM public.clubs_list
  `.execute(ctx.db);
  return rows[0];
}

/** Our PostgreSQL event store and projection engine, used the way the app uses them. */
export class OurSystem implements BenchSystem {
  readonly name = 'ours' as const;
  readonly pool: Pool;
  readonly store: PostgresEventStore;
  readonly ctx: ProjectionContext;
  /** What append goes through: the store, or the store wrapped as the API wraps it for an external runner. */
  private readonly writer: EventStore;

  private constructor(
    readonly url: string,
    poolSize: number,
    signalled: boolean,
  ) {
    this.pool = new Pool({ connectionString: url, max: poolSize });
    this.store = new PostgresEventStore(this.pool);
    this.ctx = projectionContext(this.pool, this.store, quietLogger);
    this.writer = signalled ? signalAppends(this.store, this.pool) : this.store;
  }

  /** signalAppends: NOTIFY es_appended after each append, as the API does with PROJECTIONS=external. */
  static async open(url: string, poolSize: number, options = { signalAppends: false }): Promise<OurSystem> {
    await migrateOurDatabase(url);
    return new OurSystem(url, poolSize, options.signalAppends);
  }

  async append(streamId: string, events: BenchEvent[], expected: number | 'any'): Promise<AppendOutcome> {
    const result = await this.writer.append(streamId, events, {
      expected: expected === 'any' ? 'any' : expected < 0 ? 'no_stream' : expected,
    });
    return { nextVersion: result.nextExpectedVersion, position: result.lastPosition };
  }

  headPosition(): Promise<string> {
    return this.store.headPosition();
  }

  seed(events: number, clubs: number): Promise<void> {
    return seedOurLog(this.pool, events, clubs);
  }

  async catchUp(options: { batchSize: number }): Promise<CatchUpFigures[]> {
    const total = await this.logSize();
    const label = `rebuildProjection (batch ${options.batchSize}, bulk, no pushes)`;
    const started = performance.now();
    let result: Awaited<ReturnType<typeof rebuildProjection>>;
    try {
      result = await rebuildProjection(this.ctx, clubsListProjector, { batchSize: options.batchSize });
    } catch (error) {
      return [
        {
          label,
          events: 0,
          seconds: (performance.now() - started) / 1000,
          eventsPerSecond: Number.NaN,
          complete: false,
          rows: 0,
          signups: 0,
          kind: 'product',
          note: `failed: ${error instanceof Error ? error.message : String(error)}`,
        },
      ];
    }
    const seconds = result.durationMs / 1000;
    return [
      {
        label,
        events: result.events,
        seconds,
        eventsPerSecond: result.events / seconds,
        complete: result.events >= total,
        ...(await clubsListTotals(this.ctx)),
        kind: 'product',
        note: result.events >= total ? undefined : `applied ${result.events} of ${total} events`,
      },
    ];
  }

  private async logSize(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events');
    return rows[0].n;
  }

  async startPush(publish: (batch: PushBatch) => void): Promise<PushPipeline> {
    const runner = new ProjectionRunner({
      pool: this.pool,
      eventStore: this.store,
      projectors: [clubsListProjector],
      publish,
      logger: quietLogger,
    });
    await runner.start();
    return {
      afterAppend: () => runner.wake(),
      caughtUp: (position, timeoutMs) =>
        runner.waitFor(clubsListProjector.name, position, timeoutMs).then(
          () => true,
          () => false,
        ),
      stop: () => runner.stop(),
    };
  }

  async close(): Promise<void> {
    await this.store.close();
    await this.pool.end();
  }
}
