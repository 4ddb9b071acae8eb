import { sql, type Migration } from 'kysely';
import { sqlMigration } from '../database/sql-migration';

/**
 * Where the reply poller stopped in each mailbox: operational bookkeeping, not a business fact, so a small
 * platform table rather than events. Losing it only costs a rescan; replies are recorded idempotently.
 */
export const imapPollStateMigrations: Record<string, Migration> = {
  '2026-11-23-0200-imap-poll-state': sqlMigration({
    up: [
      sql`
        CREATE TABLE imap_poll_state (
          -- The IMAP URL without credentials plus the mailbox: another account or mailbox starts afresh.
          mailbox text PRIMARY KEY,
          -- UIDs only mean something within one UIDVALIDITY; a change means the server renumbered.
          uid_validity text NOT NULL,
          last_uid bigint NOT NULL,
          updated_at timestamptz NOT NULL DEFAULT now()
        )
      `,
    ],
    down: [sql`DROP TABLE imap_poll_state`],
  }),
};
