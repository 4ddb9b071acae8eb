/** The subscriptions read model as the queries see it (a view over the projector's active generation). */
export interface SubscriptionsRow {
  user_id: string;
  /** Plan key (Basic, Pro); Free once the subscription ended. */
  plan_name: string;
  billing_cycle: 'monthly' | 'yearly' | null;
  /** none: the subscription ended (canceled, or downgraded to Free). */
  status: 'active' | 'past_due' | 'none';
  /** One billing cycle's price in cents; null once ended. */
  price_cents: number | null;
  /** Dates as the gateway gives them (YYYY-MM-DD); null once ended. */
  billing_period_start: string | null;
  next_billing_date: string | null;
  gateway_subscription_id: string | null;
  scheduled_plan: string | null;
  scheduled_cycle: 'monthly' | 'yearly' | null;
  scheduled_effective_at: string | null;
  updated_at: Date;
  /** Position of the last event applied to the row; re-applied older events are skipped. */
  position: string;
}

export interface SubscriptionsReadModels {
  subscriptions: SubscriptionsRow;
}
