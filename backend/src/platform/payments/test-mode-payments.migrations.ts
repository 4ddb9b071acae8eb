import { sql, type Migration } from 'kysely';
import { sqlMigration } from '../database/sql-migration';

/**
 * The embedded test-mode gateway's tables: the gateway's own records, not a read model, so they live with the
 * platform (like the demo directory) and survive restarts and several API processes.
 */
export const testModePaymentsMigrations: Record<string, Migration> = {
  '2026-11-25-0100-test-mode-payments': sqlMigration({
    up: [
      sql`
        CREATE TABLE test_mode_customers (
          customer_id text PRIMARY KEY,
          email text NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now()
        )
      `,
      sql`
        CREATE TABLE test_mode_payment_methods (
          token text PRIMARY KEY,
          customer_id text NOT NULL REFERENCES test_mode_customers (customer_id),
          card_type text NOT NULL,
          last4 text NOT NULL,
          expiration_date text NOT NULL,
          cardholder_name text,
          is_default boolean NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now()
        )
      `,
      // One default card a customer, as on Braintree: vaulting a card makes it the default.
      sql`CREATE UNIQUE INDEX test_mode_payment_methods_default ON test_mode_payment_methods (customer_id) WHERE is_default`,
      sql`
        CREATE TABLE test_mode_subscriptions (
          subscription_id text PRIMARY KEY,
          payment_method_token text NOT NULL REFERENCES test_mode_payment_methods (token),
          plan_id text NOT NULL,
          price numeric(12, 2) NOT NULL CHECK (price >= 0),
          status text NOT NULL CHECK (status IN ('Active', 'Past Due', 'Canceled', 'Pending', 'Expired')),
          billing_period_start_date date NOT NULL,
          billing_period_end_date date NOT NULL,
          next_billing_date date,
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now()
        )
      `,
    ],
    down: [sql`DROP TABLE IF EXISTS test_mode_subscriptions, test_mode_payment_methods, test_mode_customers`],
  }),
  /**
   * Plan changes: a Pending subscription (a future first billing date) has no billing period yet, and one-off
   * charges (chargeOnce) are kept by their order id, so a retried charge is found instead of made twice.
   */
  '2026-11-25-0200-test-mode-payments-plan-changes': sqlMigration({
    up: [
      sql`ALTER TABLE test_mode_subscriptions ALTER COLUMN billing_period_start_date DROP NOT NULL`,
      sql`ALTER TABLE test_mode_subscriptions ALTER COLUMN billing_period_end_date DROP NOT NULL`,
      sql`
        CREATE TABLE test_mode_charges (
          order_id text PRIMARY KEY,
          transaction_id text NOT NULL UNIQUE,
          payment_method_token text NOT NULL REFERENCES test_mode_payment_methods (token),
          amount numeric(12, 2) NOT NULL CHECK (amount > 0),
          created_at timestamptz NOT NULL DEFAULT now()
        )
      `,
    ],
    down: [
      sql`DROP TABLE IF EXISTS test_mode_charges`,
      sql`DELETE FROM test_mode_subscriptions WHERE billing_period_start_date IS NULL`,
      sql`ALTER TABLE test_mode_subscriptions ALTER COLUMN billing_period_start_date SET NOT NULL`,
      sql`ALTER TABLE test_mode_subscriptions ALTER COLUMN billing_period_end_date SET NOT NULL`,
    ],
  }),
  /**
   * A one-off charge's settlement and reversal (voidOrRefund): submitted_for_settlement until settled (never by
   * itself in test mode: no money moves), then voided before settlement or refunded after it.
   */
  '2026-11-27-0100-test-mode-charge-reversals': sqlMigration({
    up: [
      sql`
        ALTER TABLE test_mode_charges ADD COLUMN status text NOT NULL DEFAULT 'submitted_for_settlement'
          CHECK (status IN ('submitted_for_settlement', 'settled', 'voided', 'refunded'))
      `,
    ],
    down: [sql`ALTER TABLE test_mode_charges DROP COLUMN status`],
  }),
};
