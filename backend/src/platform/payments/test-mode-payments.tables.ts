import type { ColumnType } from 'kysely';

/** The test-mode gateway's tables as kysely sees them (test-mode-payments.migrations.ts creates them). */
export interface TestModePaymentsTables {
  test_mode_customers: {
    customer_id: string;
    email: string;
    created_at: ColumnType<Date, never, never>;
  };
  test_mode_payment_methods: {
    token: string;
    customer_id: string;
    card_type: string;
    last4: string;
    expiration_date: string;
    cardholder_name: string | null;
    is_default: boolean;
    created_at: ColumnType<Date, never, never>;
  };
  test_mode_subscriptions: {
    subscription_id: string;
    payment_method_token: string;
    plan_id: string;
    /** numeric(12, 2): pg answers '5.00'. */
    price: string;
    status: string;
    /** date columns, written and read as YYYY-MM-DD (read through ::text, never as a JS Date); null while Pending. */
    billing_period_start_date: string | null;
    billing_period_end_date: string | null;
    next_billing_date: string | null;
    created_at: ColumnType<Date, never, never>;
    updated_at: ColumnType<Date, string | undefined, string>;
  };
  /** One-off sales (chargeOnce), one per order id. */
  test_mode_charges: {
    order_id: string;
    transaction_id: string;
    payment_method_token: string;
    /** numeric(12, 2): pg answers '41.61'. */
    amount: string;
    /** submitted_for_settlement, settled (test-only: the contract's settlement), voided or refunded. */
    status: ColumnType<string, string | undefined, string>;
    created_at: ColumnType<Date, never, never>;
  };
}
