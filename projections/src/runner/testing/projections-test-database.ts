import { sql } from 'kysely';
import { Pool } from 'pg';
import { upcaster } from '@outreach/backend/platform/event-store/event-upcasters';
import { PostgresEventStore } from '@outreach/backend/platform/event-store/postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '@outreach/backend/platform/testing/test-database';
import { clubsListTable } from '../../clubs-list/clubs-list.projector';
import { sqlTypeOf, type KeyedTable, type PositionedRow } from '../keyed-table';
import { projectionContext, type ProjectionContext } from '../projection-context';
import type { ProjectionLogger } from '../projection-logger';
import { projectionsMigrations, PROJECTIONS_HISTORY_TABLE } from '../projections.migrations';

export interface ProjectionsTestDatabase extends TestDatabase {
  pool: Pool;
  eventStore: PostgresEventStore;
  ctx: ProjectionContext;
  close(): Promise<void>;
}

export const silentLogger: ProjectionLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** A fresh database with the write side and the projection engine's tables, plus an event store over it. */
export async function createProjectionsTestDatabase(): Promise<ProjectionsTestDatabase> {
  const tdb = await createTestDatabase([
    { migrations: projectionsMigrations, historyTable: PROJECTIONS_HISTORY_TABLE },
  ]);
  const pool = new Pool({ connectionString: tdb.url, max: 12 });
  const eventStore = new PostgresEventStore(pool, { upcaster });
  return {
    ...tdb,
    pool,
    eventStore,
    ctx: projectionContext(pool, eventStore, silentLogger),
    async close() {
      // pool.end() resolves before its sockets finish closing, and DROP DATABASE ... FORCE would terminate
      // them, failing the run with an unhandled pool 'error'; close both pools and let the sockets go first.
      pool.on('error', () => undefined);
      await eventStore.close();
      await pool.end();
      await tdb.db.destroy();
      await sleep(100);
      await tdb.drop();
    },
  };
}

/** Rows of a projector's table (in the public view by default) ordered by key, timestamps as ISO text. */
export async function readRows<Row extends PositionedRow>(
  db: ProjectionContext['db'],
  table: KeyedTable<Row>,
  schema = 'public',
): Promise<Row[]> {
  const columns = Object.entries(table.columns).map(([column, type]) =>
    sqlTypeOf(type) === 'timestamptz'
      ? sql`to_char(${sql.id(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${sql.id(column)}`
      : sql.id(column),
  );
  const { rows } = await sql<Row>`
    SELECT ${sql.join(columns)} FROM ${sql.id(schema, table.name)} ORDER BY ${sql.id(table.key)}
  `.execute(db);
  return rows;
}

/** Rows of a clubs_list (the public view by default), in a form toEqual can compare across schemas. */
export const clubsListRows = (db: ProjectionContext['db'], schema = 'public') =>
  readRows(db, clubsListTable, schema);

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Empties the log and removes every projection (state, views, generation schemas) between tests of one file. */
export async function resetProjections(db: ProjectionContext['db']): Promise<void> {
  await sql`DROP VIEW IF EXISTS public.clubs_list`.execute(db);
  const schemas = await sql<{ nspname: string }>`
    SELECT nspname FROM pg_namespace WHERE nspname LIKE 'proj\\_%' OR nspname LIKE 'replay\\_%'
  `.execute(db);
  for (const { nspname } of schemas.rows) await sql`DROP SCHEMA ${sql.id(nspname)} CASCADE`.execute(db);
  await sql`DELETE FROM projection_state`.execute(db);
  await sql`TRUNCATE es_events, es_streams RESTART IDENTITY`.execute(db);
}

/**
 * Waits until readAll can return `position`. The store only reads below the oldest running transaction
 * of the whole PostgreSQL cluster, so a long transaction anywhere (another test file, a benchmark) delays it.
 */
export async function logReaches(
  eventStore: PostgresEventStore,
  position: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await eventStore.headPosition()) < position) {
    if (Date.now() > deadline)
      throw new Error(`the log did not become readable up to ${position} within ${timeoutMs} ms`);
    await sleep(20);
  }
}
