import { sql } from 'kysely';
import { Pool } from 'pg';
import { upcaster } from '@outreach/backend/platform/event-store/event-upcasters';
import { PostgresEventStore } from '@outreach/backend/platform/event-store/postgres/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '@outreach/backend/platform/testing/test-database';
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

export interface ClubsListSnapshotRow {
  club_code: string;
  club_name: string;
  max_free_signups: number;
  current_signups: number;
  remaining_signups: number;
  is_active: boolean;
  created_at: string;
  updated_at: string;
  position: string;
}

/** Rows of a clubs_list (the public view by default), in a form toEqual can compare across schemas. */
export async function clubsListRows(
  db: ProjectionContext['db'],
  schema = 'public',
): Promise<ClubsListSnapshotRow[]> {
  const { rows } = await sql<ClubsListSnapshotRow>`
    SELECT club_code, club_name, max_free_signups, current_signups, remaining_signups, is_active,
      to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
      to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
      position
    FROM ${sql.id(schema)}.clubs_list ORDER BY club_code
  `.execute(db);
  return rows;
}

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
