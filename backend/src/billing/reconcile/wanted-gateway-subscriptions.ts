import type { SubscriptionState } from '../subscription.decider';

/**
 * The gateway subscriptions a subscription state still wants billing (or waiting to bill): the current one,
 * unless a scheduled downgrade ended it at the gateway (to Free, or onto a pending next subscription — what
 * PlanChangeGateway.settleDowngrade cancels), and the pending next one of a scheduled downgrade. The one rule
 * that keeps the reconciliation job away from a subscription the user still has.
 */
export function wantedGatewaySubscriptions(state: SubscriptionState): string[] {
  const current = state.subscription;
  if (!current) return [];
  const scheduled = current.scheduledDowngrade;
  const next = scheduled?.nextGatewaySubscriptionId ?? null;
  const currentEnded =
    scheduled !== null && (scheduled.plan === 'Free' || scheduled.cycle === null || next !== null);
  return [...(currentEnded ? [] : [current.gatewaySubscriptionId]), ...(next !== null ? [next] : [])];
}

/** Every gateway subscription a state names: the current one and a scheduled downgrade's pending next one. */
export function namedGatewaySubscriptions(state: SubscriptionState): string[] {
  const current = state.subscription;
  if (!current) return [];
  const next = current.scheduledDowngrade?.nextGatewaySubscriptionId ?? null;
  return next !== null && next !== current.gatewaySubscriptionId
    ? [current.gatewaySubscriptionId, next]
    : [current.gatewaySubscriptionId];
}

/** Why a subscription no longer bills: the plan ended, a scheduled downgrade ended it, or another one replaced it. */
export type SupersededReason = 'ended' | 'downgrade_scheduled' | 'replaced';

/**
 * The gateway subscriptions an event superseded: those the state before or after it named that the state after
 * it does not want, with the reason. (PlanUpgraded onto a new subscription, a cycle-change PlanDowngraded, a
 * schedule replaced or undone whose pending next one is dropped, a schedule to Free or onto a pending one, a
 * downgrade to Free, a gateway cancel.)
 */
export function supersededBetween(
  before: SubscriptionState,
  after: SubscriptionState,
): { gatewaySubscriptionId: string; reason: SupersededReason }[] {
  const wanted = new Set(wantedGatewaySubscriptions(after));
  const named = [...new Set([...namedGatewaySubscriptions(before), ...namedGatewaySubscriptions(after)])];
  return named
    .filter((id) => !wanted.has(id))
    .map((gatewaySubscriptionId) => ({
      gatewaySubscriptionId,
      reason: !after.subscription
        ? 'ended'
        : gatewaySubscriptionId === after.subscription.gatewaySubscriptionId
          ? 'downgrade_scheduled'
          : 'replaced',
    }));
}

/** The guard: a gateway subscription may be canceled by the reconciliation only when the state does not want it. */
export function mayCancelGatewaySubscription(
  state: SubscriptionState,
  gatewaySubscriptionId: string,
): boolean {
  return !wantedGatewaySubscriptions(state).includes(gatewaySubscriptionId);
}
