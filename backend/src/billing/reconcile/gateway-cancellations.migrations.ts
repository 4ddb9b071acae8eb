import { sql, type Migration } from 'kysely';
import { sqlMigration } from '../../platform/database/sql-migration';

/**
 * The reconciliation job's confirmations that a superseded gateway subscription no longer bills. Operational
 * state, not a read model: a projection rebuild must not forget what the gateway already confirmed (forgetting
 * would only cost one gateway read each, but the history of what the job canceled is worth keeping).
 */
export const gatewayCancellationsMigrations: Record<string, Migration> = {
  '2026-11-26-0100-gateway-cancellation-confirmations': sqlMigration({
    up: [
      sql`
        CREATE TABLE gateway_cancellation_confirmations (
          gateway_subscription_id text NOT NULL,
          superseded_position text NOT NULL,
          user_id text NOT NULL,
          gateway_status text NOT NULL,
          canceled_by_job boolean NOT NULL,
          confirmed_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (gateway_subscription_id, superseded_position)
        )
      `,
    ],
    down: [sql`DROP TABLE gateway_cancellation_confirmations`],
  }),
};
