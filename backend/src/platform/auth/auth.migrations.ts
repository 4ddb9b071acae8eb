import { Kysely, Migration, sql } from 'kysely';

export const authMigrations: Record<string, Migration> = {
  '2026-11-22-0100-auth-refresh-tokens': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('auth_refresh_tokens')
        .addColumn('id', 'uuid', (col) => col.primaryKey())
        .addColumn('family_id', 'uuid', (col) => col.notNull())
        .addColumn('user_id', 'uuid', (col) => col.notNull())
        // sha256 of the token: a leaked table cannot be replayed as refresh tokens.
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('issued_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('used_at', 'timestamptz')
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('auth_refresh_tokens_family_idx')
        .on('auth_refresh_tokens')
        .column('family_id')
        .execute();
      await db.schema
        .createIndex('auth_refresh_tokens_user_idx')
        .on('auth_refresh_tokens')
        .column('user_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('auth_refresh_tokens').execute();
    },
  },
};
