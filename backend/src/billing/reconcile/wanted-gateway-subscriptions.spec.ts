import { evolve, initialState, type SubscriptionState } from '../subscription.decider';
import type { SubscriptionEvent } from '../subscription.events';
import {
  mayCancelGatewaySubscription,
  supersededBetween,
  wantedGatewaySubscriptions,
} from './wanted-gateway-subscriptions';

const userId = 'ada';
const MARCH = { billingPeriodStart: '2025-03-01', nextBillingDate: '2025-04-01' };
const stateOf = (...events: SubscriptionEvent[]): SubscriptionState => events.reduce(evolve, initialState());

const started: SubscriptionEvent = {
  type: 'SubscriptionStarted',
  data: {
    userId,
    idempotencyKey: 'checkout-1',
    gatewaySubscriptionId: 'sub-1',
    plan: 'Basic',
    cycle: 'monthly',
    priceCents: 500,
    ...MARCH,
    paymentMethod: null,
  },
};
const upgraded = (gatewaySubscriptionId: string, key = 'upgrade-1'): SubscriptionEvent => ({
  type: 'PlanUpgraded',
  data: {
    userId,
    idempotencyKey: key,
    gatewaySubscriptionId,
    fromPlan: 'Basic',
    fromCycle: 'monthly',
    plan: 'Basic',
    cycle: 'yearly',
    priceCents: 4500,
    prorationCents: 4161,
    ...MARCH,
    canceledDowngrade: null,
  },
});
const scheduled = (
  plan: 'Free' | 'Basic',
  nextGatewaySubscriptionId: string | null,
  key = 'downgrade-1',
): SubscriptionEvent => ({
  type: 'PlanDowngradeScheduled',
  data: {
    userId,
    idempotencyKey: key,
    fromPlan: 'Basic',
    fromCycle: 'yearly',
    plan,
    cycle: plan === 'Free' ? null : 'monthly',
    priceCents: plan === 'Free' ? 0 : 500,
    effectiveAt: '2025-04-01',
    nextGatewaySubscriptionId,
  },
});
const downgraded = (gatewaySubscriptionId: string | null): SubscriptionEvent => ({
  type: 'PlanDowngraded',
  data: {
    userId,
    idempotencyKey: 'apply-1',
    fromPlan: 'Basic',
    fromCycle: 'yearly',
    plan: gatewaySubscriptionId === null ? 'Free' : 'Basic',
    cycle: gatewaySubscriptionId === null ? null : 'monthly',
    priceCents: gatewaySubscriptionId === null ? 0 : 500,
    gatewaySubscriptionId,
    billingPeriodStart: gatewaySubscriptionId === null ? null : '2025-04-01',
    nextBillingDate: gatewaySubscriptionId === null ? null : '2025-05-01',
    downgradedAt: '2025-04-01T00:15:00.000Z',
  },
});

describe('the gateway subscriptions a state still wants', () => {
  it('wants nothing on Free, and the current subscription while nothing is scheduled', () => {
    expect(wantedGatewaySubscriptions(initialState())).toEqual([]);
    expect(wantedGatewaySubscriptions(stateOf(started))).toEqual(['sub-1']);
  });

  it('never lets the current subscription, or a pending next one the state wants, be canceled', () => {
    const upgradedState = stateOf(started, upgraded('sub-2'));
    expect(mayCancelGatewaySubscription(upgradedState, 'sub-2')).toBe(false);
    expect(mayCancelGatewaySubscription(upgradedState, 'sub-1')).toBe(true);

    const cycleChange = stateOf(started, upgraded('sub-2'), scheduled('Basic', 'next-1'));
    expect(mayCancelGatewaySubscription(cycleChange, 'next-1')).toBe(false);
    expect(wantedGatewaySubscriptions(cycleChange)).toEqual(['next-1']);
  });

  it('keeps the current subscription for a lower plan it bills itself, not for Free or a pending next one', () => {
    const sameCycle = stateOf(started, upgraded('sub-2'), scheduled('Basic', null));
    expect(wantedGatewaySubscriptions(sameCycle)).toEqual(['sub-2']);
    const toFree = stateOf(started, upgraded('sub-2'), scheduled('Free', null));
    expect(wantedGatewaySubscriptions(toFree)).toEqual([]);
    expect(mayCancelGatewaySubscription(toFree, 'sub-2')).toBe(true);
  });
});

describe('the gateway subscriptions an event supersedes', () => {
  const step = (events: SubscriptionEvent[], event: SubscriptionEvent) =>
    supersededBetween(stateOf(...events), stateOf(...events, event));

  it('supersedes the old subscription of an upgrade onto a new one, and nothing on a same-subscription upgrade', () => {
    expect(step([started], upgraded('sub-2'))).toEqual([
      { gatewaySubscriptionId: 'sub-1', reason: 'replaced' },
    ]);
    expect(step([started], upgraded('sub-1'))).toEqual([]);
  });

  it('supersedes the current one when a schedule to Free or onto a pending one ends it', () => {
    expect(step([started], scheduled('Free', null))).toEqual([
      { gatewaySubscriptionId: 'sub-1', reason: 'downgrade_scheduled' },
    ]);
    expect(step([started], scheduled('Basic', 'next-1'))).toEqual([
      { gatewaySubscriptionId: 'sub-1', reason: 'downgrade_scheduled' },
    ]);
    expect(step([started], scheduled('Basic', null))).toEqual([]);
  });

  it('supersedes the pending next one of a schedule replaced, or undone by an upgrade', () => {
    const withNext = [started, scheduled('Basic', 'next-1')];
    expect(step(withNext, scheduled('Free', null, 'downgrade-2'))).toEqual([
      { gatewaySubscriptionId: 'sub-1', reason: 'downgrade_scheduled' },
      { gatewaySubscriptionId: 'next-1', reason: 'replaced' },
    ]);
    expect(step(withNext, upgraded('restore-1'))).toEqual([
      { gatewaySubscriptionId: 'sub-1', reason: 'replaced' },
      { gatewaySubscriptionId: 'next-1', reason: 'replaced' },
    ]);
  });

  it('supersedes the old one when a downgrade moves onto the pending one, and the last one when the plan ends', () => {
    expect(step([started, scheduled('Basic', 'next-1')], downgraded('next-1'))).toEqual([
      { gatewaySubscriptionId: 'sub-1', reason: 'replaced' },
    ]);
    expect(step([started, scheduled('Free', null)], downgraded(null))).toEqual([
      { gatewaySubscriptionId: 'sub-1', reason: 'ended' },
    ]);
    const canceled: SubscriptionEvent = {
      type: 'SubscriptionCanceled',
      data: {
        userId,
        idempotencyKey: null,
        gatewaySubscriptionId: 'sub-1',
        plan: 'Basic',
        reason: 'subscription_canceled',
        canceledAt: '2025-03-20T00:00:00.000Z',
      },
    };
    expect(step([started], canceled)).toEqual([{ gatewaySubscriptionId: 'sub-1', reason: 'ended' }]);
  });
});
