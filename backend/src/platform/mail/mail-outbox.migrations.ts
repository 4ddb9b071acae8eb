import { Kysely, Migration, sql } from 'kysely';

/** The embedded outbox: mails built exactly as SMTP would carry them, kept instead of delivered. */
export const mailOutboxMigrations: Record<string, Migration> = {
  '2026-11-23-0100-mail-outbox': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', 'uuid', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull())
        // One row per message: a re-delivered message (same id, same Message-ID) is captured once.
        .addColumn('message_id', 'text', (col) => col.notNull().unique())
        .addColumn('contact_id', 'text', (col) => col.notNull())
        .addColumn('message_id_header', 'text', (col) => col.notNull())
        .addColumn('from_address', 'text', (col) => col.notNull())
        .addColumn('to', 'text', (col) => col.notNull())
        .addColumn('to_name', 'text', (col) => col.notNull())
        .addColumn('to_email', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('html', 'text', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('raw', 'bytea', (col) => col.notNull())
        .addColumn('attachments', 'jsonb', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await sql`CREATE INDEX mail_outbox_user_newest ON mail_outbox (user_id, created_at DESC, id)`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('mail_outbox').execute();
    },
  },
};
