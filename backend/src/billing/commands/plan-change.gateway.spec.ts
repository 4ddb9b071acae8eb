import { asRecorded, fold } from '../../platform/commands/execute-command';
import { recordedEvent } from '../../platform/testing/recorded-event.factory';
import { subscriptionDecider } from '../subscription.decider';
import type { SubscriptionEvent } from '../subscription.events';
import { stateBefore } from './plan-change.gateway';

const MARCH = { billingPeriodStart: '2025-03-01', nextBillingDate: '2025-04-01' };
const started: SubscriptionEvent = {
  type: 'SubscriptionStarted',
  data: {
    userId: 'ada',
    idempotencyKey: 'checkout-1',
    gatewaySubscriptionId: 'sub-1',
    plan: 'Basic',
    cycle: 'monthly',
    priceCents: 500,
    ...MARCH,
    paymentMethod: null,
  },
};
const upgraded = subscriptionDecider.decide(
  {
    type: 'UpgradePlan',
    data: {
      userId: 'ada',
      idempotencyKey: 'upgrade-1',
      gatewaySubscriptionId: 'sub-2',
      plan: 'Pro',
      cycle: 'monthly',
      priceCents: 1500,
      prorationCents: 677,
      ...MARCH,
    },
  },
  fold(subscriptionDecider, asRecorded<SubscriptionEvent>([recordedEvent(started)])),
);
const history = asRecorded<SubscriptionEvent>(
  [started, ...upgraded].map((event, index) => recordedEvent(event, { streamVersion: index })),
);

describe('the state a replayed plan change left', () => {
  it("is the stream before the first event of the change's key", () => {
    const before = stateBefore(history, 'upgrade-1');

    expect(before).toEqual(fold(subscriptionDecider, history.slice(0, 1)));
    expect(before.subscription).toMatchObject({ plan: 'Basic', gatewaySubscriptionId: 'sub-1' });
  });

  it('is the whole stream when no event carries the key', () => {
    expect(stateBefore(history, 'downgrade-1')).toEqual(fold(subscriptionDecider, history));
  });
});
