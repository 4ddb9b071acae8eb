import type { Migration } from 'kysely';
import { authMigrations } from '../auth/auth.migrations';
import { idempotencyKeysMigrations } from '../commands/idempotency-keys.migrations';
import { registeredContexts } from '../context-contributions';
import { directoryMigrations } from '../directory/directory.migrations';
import { eventStoreMigrations } from '../event-store/postgres/event-store.migrations';
import { imapPollStateMigrations } from '../inbound-mail/imap-poll-state.migrations';
import { mailOutboxMigrations } from '../mail/mail-outbox.migrations';
import { testModePaymentsMigrations } from '../payments/test-mode-payments.migrations';
import { rateLimitsMigrations } from '../security/rate-limits.migrations';
import { extensionsMigrations } from './extensions.migrations';

/** The platform's own tables and the database-wide extensions. */
const platformMigrations: Record<string, Migration> = {
  ...eventStoreMigrations,
  ...authMigrations,
  ...extensionsMigrations,
  ...mailOutboxMigrations,
  ...imapPollStateMigrations,
  ...directoryMigrations,
  ...testModePaymentsMigrations,
  ...rateLimitsMigrations,
  ...idempotencyKeysMigrations,
};

/**
 * Every migration of the write side: the platform's and those each context registered, one history ordered by
 * name across owners (kysely sorts them), so a context's table can follow the platform table it builds on.
 */
export function writeSideMigrations(): Record<string, Migration> {
  const all = { ...platformMigrations };
  for (const [context, { migrations = {} }] of Object.entries(registeredContexts())) {
    for (const [name, migration] of Object.entries(migrations)) {
      if (name in all) throw new Error(`Migration ${name} of ${context} has the name of another one`);
      all[name] = migration;
    }
  }
  return all;
}
