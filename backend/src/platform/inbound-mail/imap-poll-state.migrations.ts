import { Kysely, Migration, sql } from 'kysely';

/**
 * Where the reply poller stopped in each mailbox: operational bookkeeping, not a business fact, so a small
 * platform table rather than events. Losing it only costs a rescan; replies are recorded idempotently.
 */
export const imapPollStateMigrations: Record<string, Migration> = {
  '2026-11-23-0200-imap-poll-state': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('imap_poll_state')
        // The IMAP URL without credentials plus the mailbox: another account or mailbox starts afresh.
        .addColumn('mailbox', 'text', (col) => col.primaryKey())
        // UIDs only mean something within one UIDVALIDITY; a change means the server renumbered.
        .addColumn('uid_validity', 'text', (col) => col.notNull())
        .addColumn('last_uid', 'bigint', (col) => col.notNull())
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('imap_poll_state').execute();
    },
  },
};
