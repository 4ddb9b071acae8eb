import type { Migration } from 'kysely';
import { eventStoreMigrations } from '../event-store/postgres/event-store.migrations';
import { authMigrations } from '../auth/auth.migrations';
import { mailOutboxMigrations } from '../mail/mail-outbox.migrations';
import { imapPollStateMigrations } from '../inbound-mail/imap-poll-state.migrations';
import { directoryMigrations } from '../directory/directory.migrations';
import { testModePaymentsMigrations } from '../payments/test-mode-payments.migrations';
import { gatewayCancellationsMigrations } from '../../billing/reconcile/gateway-cancellations.migrations';
import { pendingGatewayOperationsMigrations } from '../../billing/pending/pending-gateway-operations.migrations';
import { extensionsMigrations } from './extensions.migrations';

/** Every migration of the write side and the database-wide extensions, in name order across owners. */
export const platformMigrations: Record<string, Migration> = {
  ...eventStoreMigrations,
  ...authMigrations,
  ...extensionsMigrations,
  ...mailOutboxMigrations,
  ...imapPollStateMigrations,
  ...directoryMigrations,
  ...testModePaymentsMigrations,
  ...gatewayCancellationsMigrations,
  ...pendingGatewayOperationsMigrations,
};
