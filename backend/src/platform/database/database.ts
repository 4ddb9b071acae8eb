import { Kysely, PostgresDialect } from 'kysely';
import { Pool, types } from 'pg';

// int8 (global positions, counts) arrive as strings by default; they fit in a JS number for any real log size.
types.setTypeParser(20, (value) => Number(value));

export const DATABASE = Symbol('DATABASE');

/** Kysely over one pg pool; DB describes the tables a caller reads or writes. */
export function createDatabase<DB>(url: string, poolSize = 10): { db: Kysely<DB>; pool: Pool } {
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (restart, DROP DATABASE … FORCE) must not crash the process;
  // the pool discards it and the next query opens a fresh one.
  pool.on('error', () => undefined);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}
