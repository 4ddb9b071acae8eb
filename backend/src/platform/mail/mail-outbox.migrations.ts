import { sql, type Migration } from 'kysely';
import { sqlMigration } from '../database/sql-migration';

/** The embedded outbox: mails built exactly as SMTP would carry them, kept instead of delivered. */
export const mailOutboxMigrations: Record<string, Migration> = {
  '2026-11-23-0100-mail-outbox': sqlMigration({
    up: [
      sql`
        CREATE TABLE mail_outbox (
          id uuid PRIMARY KEY,
          user_id text NOT NULL,
          -- One row per message: a re-delivered message (same id, same Message-ID) is captured once.
          message_id text NOT NULL UNIQUE,
          contact_id text NOT NULL,
          message_id_header text NOT NULL,
          from_address text NOT NULL,
          "to" text NOT NULL,
          to_name text NOT NULL,
          to_email text NOT NULL,
          subject text NOT NULL,
          html text NOT NULL,
          text text NOT NULL,
          raw bytea NOT NULL,
          attachments jsonb NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now()
        )
      `,
      sql`CREATE INDEX mail_outbox_user_newest ON mail_outbox (user_id, created_at DESC, id)`,
    ],
    down: [sql`DROP TABLE mail_outbox`],
  }),
};
