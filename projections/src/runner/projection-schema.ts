import { Kysely, sql, Transaction, type QueryExecutorProvider } from 'kysely';
import type { Projector } from './projector';

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

export interface ProjectionStateRow {
  name: string;
  version: number;
  active_generation: number;
  tables: string[];
  checkpoint: string;
  updated_at: Date;
  switched_at: Date;
  last_error: string | null;
  last_error_at: Date | null;
}

export interface ReactorStateRow {
  name: string;
  checkpoint: string;
  updated_at: Date;
  last_error: string | null;
  last_error_at: Date | null;
}

/** The engine's own tables, in public; read-model tables live in generation schemas. */
export interface ProjectionsDatabase {
  projection_state: ProjectionStateRow;
  reactor_state: ReactorStateRow;
}

export function assertIdentifier(value: string, what: string): string {
  if (!IDENTIFIER.test(value)) {
    throw new Error(`${what} "${value}" must be a lower-case SQL identifier (letters, digits, underscores)`);
  }
  return value;
}

export function generationSchema(projectorName: string, generation: number): string {
  return assertIdentifier(`proj_${projectorName.replace(/-/g, '_')}_g${generation}`, 'Projection schema');
}

export function generationSchemaPrefix(projectorName: string): string {
  return `proj_${projectorName.replace(/-/g, '_')}_g`;
}

/** Advisory-lock keys are 64-bit hashes of a text, computed by PostgreSQL so every process agrees. */
export const ownerLockKey = (projectorName: string): string => `projection:${projectorName}`;
export const reactorLockKey = (reactorName: string): string => `reactor:${reactorName}`;
export const rebuildLockKey = (projectorName: string): string => `projection-rebuild:${projectorName}`;

export async function readState(
  db: Kysely<ProjectionsDatabase>,
  name: string,
  forUpdate = false,
): Promise<ProjectionStateRow | undefined> {
  const result = forUpdate
    ? await sql<ProjectionStateRow>`SELECT * FROM projection_state WHERE name = ${name} FOR UPDATE`.execute(
        db,
      )
    : await sql<ProjectionStateRow>`SELECT * FROM projection_state WHERE name = ${name}`.execute(db);
  return result.rows[0];
}

/**
 * Points unqualified table names at one schema for the rest of the transaction. Returns the same transaction
 * typed as the tables found there, a projector's own: search_path is beyond what the types can follow.
 */
export async function useSchema<DB>(
  trx: Transaction<ProjectionsDatabase>,
  schema: string,
): Promise<Transaction<DB>> {
  await sql`SELECT set_config('search_path', ${`${assertIdentifier(schema, 'Schema')}, public`}, true)`.execute(
    trx,
  );
  return trx as unknown as Transaction<DB>;
}

/** Creates a fresh schema holding the projector's empty tables. */
export async function createProjectorSchema<DB>(
  trx: Transaction<ProjectionsDatabase>,
  projector: Projector<DB>,
  schema: string,
): Promise<void> {
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(trx);
  await projector.migrate(await useSchema<DB>(trx, schema));
  for (const table of projector.tables) {
    const exists = await sql<{ found: boolean }>`
      SELECT to_regclass(${`${schema}.${table}`}) IS NOT NULL AS found
    `.execute(trx);
    if (!exists.rows[0]?.found) {
      throw new Error(
        `Projector ${projector.name} declares table ${table} but its migrate() did not create it`,
      );
    }
  }
}

async function columnsOf(trx: QueryExecutorProvider, qualified: string): Promise<string | null> {
  const result = await sql<{ columns: string | null }>`
    SELECT string_agg(attname || ' ' || format_type(atttypid, atttypmod), ', ' ORDER BY attnum) AS columns
    FROM pg_attribute
    WHERE attrelid = to_regclass(${qualified}) AND attnum > 0 AND NOT attisdropped
  `.execute(trx);
  return result.rows[0]?.columns ?? null;
}

/**
 * Points each public view at the given generation's table. CREATE OR REPLACE keeps dependent grants and
 * is only allowed for identical columns; otherwise the view is dropped and re-created in the same transaction.
 */
export async function pointViewsAt(
  trx: Transaction<ProjectionsDatabase>,
  schema: string,
  tables: readonly string[],
  previousTables: readonly string[] = [],
): Promise<void> {
  for (const table of tables) {
    assertIdentifier(table, 'Table');
    const target = sql`${sql.id(schema)}.${sql.id(table)}`;
    const view = sql`public.${sql.id(table)}`;
    const current = await columnsOf(trx, `public.${table}`);
    const next = await columnsOf(trx, `${schema}.${table}`);
    if (current !== null && current === next) {
      await sql`CREATE OR REPLACE VIEW ${view} AS SELECT * FROM ${target}`.execute(trx);
    } else {
      await sql`DROP VIEW IF EXISTS ${view}`.execute(trx);
      await sql`CREATE VIEW ${view} AS SELECT * FROM ${target}`.execute(trx);
    }
  }
  for (const table of previousTables.filter((name) => !tables.includes(name))) {
    await sql`DROP VIEW IF EXISTS public.${sql.id(table)}`.execute(trx);
  }
}

/** Removes every generation schema of a projector except the active one (leftovers of a crashed rebuild or a failed drop). */
export async function dropInactiveGenerations(
  db: Kysely<ProjectionsDatabase>,
  projectorName: string,
  activeGeneration: number | null,
): Promise<string[]> {
  const prefix = generationSchemaPrefix(projectorName);
  const result = await sql<{ nspname: string }>`
    SELECT nspname FROM pg_namespace WHERE starts_with(nspname, ${prefix})
  `.execute(db);
  const active = activeGeneration === null ? null : generationSchema(projectorName, activeGeneration);
  const dropped: string[] = [];
  for (const { nspname } of result.rows) {
    if (nspname === active || !/^\d+$/.test(nspname.slice(prefix.length))) continue;
    await sql`DROP SCHEMA IF EXISTS ${sql.id(nspname)} CASCADE`.execute(db);
    dropped.push(nspname);
  }
  return dropped;
}
