import { sql, type Migration } from 'kysely';
import { sqlMigration } from './sql-migration';

/**
 * Database-wide extensions the read models rely on, created once by the migration that has the privilege
 * rather than by each projector generation; kept in public so dropping a generation's schema never takes them.
 */
export const extensionsMigrations: Record<string, Migration> = {
  '2026-11-22-0200-extension-pg-trgm': sqlMigration({
    up: [
      // Trigram indexes serve the admin users list's substring search (users-list projector).
      sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`,
    ],
    down: [sql`DROP EXTENSION IF EXISTS pg_trgm`],
  }),
};
