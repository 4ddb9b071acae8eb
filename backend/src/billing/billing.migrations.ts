import type { Migration } from 'kysely';
import { pendingGatewayOperationsMigrations } from './pending/pending-gateway-operations.migrations';
import { gatewayCancellationsMigrations } from './reconcile/gateway-cancellations.migrations';

/** Billing's own write-side tables: the confirmed gateway cancellations and the pending gateway operations. */
export const billingMigrations: Record<string, Migration> = {
  ...gatewayCancellationsMigrations,
  ...pendingGatewayOperationsMigrations,
};
