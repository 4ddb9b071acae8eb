import { sql, type Migration } from 'kysely';
import { sqlMigration } from '../../platform/database/sql-migration';

/**
 * Plan-change commands whose gateway work may have begun without their event being recorded (the
 * pending-gateway-operations job completes or compensates them). Operational state, not a read model: nothing in
 * the event log knows about gateway work done before the record, so a rebuild could not recreate it.
 */
export const pendingGatewayOperationsMigrations: Record<string, Migration> = {
  '2026-11-27-0200-pending-gateway-operations': sqlMigration({
    up: [
      sql`
        CREATE TABLE pending_gateway_operations (
          user_id text NOT NULL,
          kind text NOT NULL CHECK (kind IN ('checkout', 'upgrade', 'schedule_downgrade', 'card_update')),
          idempotency_key text NOT NULL,
          email text,
          plan_name text NOT NULL,
          billing_cycle text,
          payment_method_nonce text,
          payment_method_token text,
          cardholder_name text,
          created_at timestamptz NOT NULL DEFAULT now(),
          attempted_at timestamptz NOT NULL DEFAULT now(),
          failed_at timestamptz,
          failure text,
          settled_at timestamptz,
          outcome text,
          PRIMARY KEY (user_id, kind, idempotency_key)
        )
      `,
      sql`
        CREATE INDEX pending_gateway_operations_unsettled ON pending_gateway_operations (attempted_at)
          WHERE settled_at IS NULL
      `,
    ],
    down: [sql`DROP TABLE pending_gateway_operations`],
  }),
};
