import { sql, type Migration } from 'kysely';
import { sqlMigration } from '../database/sql-migration';

export const authMigrations: Record<string, Migration> = {
  '2026-11-22-0100-auth-refresh-tokens': sqlMigration({
    up: [
      sql`
        CREATE TABLE auth_refresh_tokens (
          id uuid PRIMARY KEY,
          family_id uuid NOT NULL,
          user_id uuid NOT NULL,
          -- sha256 of the token: a leaked table cannot be replayed as refresh tokens.
          token_hash text NOT NULL UNIQUE,
          issued_at timestamptz NOT NULL DEFAULT now(),
          expires_at timestamptz NOT NULL,
          used_at timestamptz,
          revoked_at timestamptz
        )
      `,
      sql`CREATE INDEX auth_refresh_tokens_family_idx ON auth_refresh_tokens (family_id)`,
      sql`CREATE INDEX auth_refresh_tokens_user_idx ON auth_refresh_tokens (user_id)`,
    ],
    down: [sql`DROP TABLE auth_refresh_tokens`],
  }),
};
