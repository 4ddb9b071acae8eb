import { sql, type Migration } from 'kysely';
import { sqlMigration } from '../database/sql-migration';

export const idempotencyKeysMigrations: Record<string, Migration> = {
  '2026-11-28-0100-idempotency-keys': sqlMigration({
    up: [
      sql`
        CREATE TABLE idempotency_keys (
          -- Keys are the caller's: two users may pick the same one.
          user_id text NOT NULL,
          -- sha256 of the key: a key is any header value (the 'optional' rule), too long for an index as it is.
          key_hash text NOT NULL,
          -- sha256 of the request the key was first sent with (requestHashOf).
          request_hash text NOT NULL,
          bound_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (user_id, key_hash)
        )
      `,
    ],
    down: [sql`DROP TABLE idempotency_keys`],
  }),
};
