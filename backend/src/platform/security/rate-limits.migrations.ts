import { sql, type Migration } from 'kysely';
import { sqlMigration } from '../database/sql-migration';
import { RATE_LIMIT_TABLE } from './rate-limiter';

/**
 * The rate limiters' counters (rate-limiter-flexible's RateLimiterPostgres, told the table exists): the columns
 * are the ones the library reads and writes (key = limit name and client key, points used in the window, expire in
 * epoch milliseconds). The index serves its periodic deletion of windows that ended an hour ago.
 */
export const rateLimitsMigrations: Record<string, Migration> = {
  '2026-11-28-0100-platform-rate-limits': sqlMigration({
    up: [
      sql`
        CREATE TABLE ${sql.table(RATE_LIMIT_TABLE)} (
          key varchar(255) PRIMARY KEY,
          points integer NOT NULL DEFAULT 0,
          expire bigint
        )
      `,
      sql`CREATE INDEX rate_limits_expire_idx ON ${sql.table(RATE_LIMIT_TABLE)} (expire)`,
    ],
    down: [sql`DROP TABLE ${sql.table(RATE_LIMIT_TABLE)}`],
  }),
};
