import type { SupersededReason } from './wanted-gateway-subscriptions';

/**
 * The superseded-gateway-subscriptions read model (projections/src/superseded-gateway-subscriptions): one row per
 * gateway subscription a user's history no longer wants billing. A row goes away if a later event wants the
 * subscription again (an upgrade back onto the subscription a schedule had ended).
 */
export interface SupersededGatewaySubscriptionsRow {
  gateway_subscription_id: string;
  user_id: string;
  reason: SupersededReason;
  /** The event type that superseded it, e.g. PlanUpgraded. */
  superseded_by: string;
  superseded_at: Date;
  /** Position of the event that superseded it: a confirmation holds for that supersession only. */
  position: string;
}

/**
 * Operational, not a read model (migration gateway-cancellations.migrations.ts): the reconciliation job's
 * confirmation that a superseded subscription no longer bills at the gateway.
 */
export interface GatewayCancellationConfirmationsRow {
  gateway_subscription_id: string;
  superseded_position: string;
  user_id: string;
  /** What the gateway answered: Canceled (by the job or before it), Expired, or unknown (not found). */
  gateway_status: string;
  /** Whether this job's run canceled it (false: it had stopped billing already). */
  canceled_by_job: boolean;
  confirmed_at: Date;
}

export interface SupersededGatewaySubscriptionsTables {
  superseded_gateway_subscriptions: SupersededGatewaySubscriptionsRow;
  gateway_cancellation_confirmations: GatewayCancellationConfirmationsRow;
}
