import { Kysely, Migration, sql } from 'kysely';

/** Tables of the projection engine itself; read-model tables live in per-generation schemas. */
export const projectionsMigrations: Record<string, Migration> = {
  '2025-01-01-000-projection-state': {
    async up(db: Kysely<unknown>) {
      await sql`
        CREATE TABLE projection_state (
          name text PRIMARY KEY,
          version integer NOT NULL,
          active_generation integer NOT NULL,
          tables text[] NOT NULL,
          checkpoint text NOT NULL DEFAULT '',
          updated_at timestamptz NOT NULL DEFAULT now(),
          switched_at timestamptz NOT NULL DEFAULT now(),
          last_error text,
          last_error_at timestamptz
        )
      `.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`DROP TABLE projection_state`.execute(db);
    },
  },
  '2026-11-28-000-reactor-state': {
    async up(db: Kysely<unknown>) {
      // A reactor has no read model and no generations: only how far it has reacted, and its last failure.
      await sql`
        CREATE TABLE reactor_state (
          name text PRIMARY KEY,
          checkpoint text NOT NULL DEFAULT '',
          updated_at timestamptz NOT NULL DEFAULT now(),
          last_error text,
          last_error_at timestamptz
        )
      `.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`DROP TABLE reactor_state`.execute(db);
    },
  },
};

export const PROJECTIONS_HISTORY_TABLE = 'projections_migration';
