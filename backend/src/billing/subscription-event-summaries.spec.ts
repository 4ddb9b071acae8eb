import { recordedEvent } from '../platform/testing/recorded-event.factory';
import { subscriptionEventSummaries } from './subscription-event-summaries';
import type { SubscriptionEvent } from './subscription.events';

type DataOf<Type extends SubscriptionEvent['type']> = Extract<SubscriptionEvent, { type: Type }>['data'];

const recorded = <Type extends SubscriptionEvent['type']>(type: Type, data: DataOf<Type>) =>
  recordedEvent({ type, data }, { streamId: 'subscription-1', metadata: { actorUserId: '1' } });

const card = {
  token: 't',
  cardType: 'Visa',
  last4: '1111',
  expirationDate: '12/2030',
  cardholderName: 'Ada',
};
const base = { userId: '1', idempotencyKey: null, gatewaySubscriptionId: 'sub-1' };

describe('subscription event summaries', () => {
  const s = subscriptionEventSummaries;

  it('names plans as the interface does, with the cycle and the money charged', () => {
    expect(
      s.SubscriptionStarted(
        recorded('SubscriptionStarted', {
          ...base,
          plan: 'Basic',
          cycle: 'yearly',
          priceCents: 4500,
          billingPeriodStart: '2026-11-23',
          nextBillingDate: '2027-11-23',
          paymentMethod: card,
        }),
      ),
    ).toBe('Subscribed to Growth (yearly) at $45.00; next billing 2027-11-23');
    const upgrade = {
      ...base,
      fromPlan: 'Basic' as const,
      fromCycle: 'monthly' as const,
      plan: 'Pro' as const,
      cycle: 'monthly' as const,
      priceCents: 1500,
      prorationCents: 677,
      billingPeriodStart: '2026-11-01',
      nextBillingDate: '2026-12-01',
      canceledDowngrade: null,
    };
    expect(s.PlanUpgraded(recorded('PlanUpgraded', upgrade))).toBe(
      'Upgraded from Growth (monthly) to Pro (monthly), charged $6.77 now',
    );
    expect(
      s.PlanUpgraded(
        recorded('PlanUpgraded', {
          ...upgrade,
          fromPlan: 'Pro',
          canceledDowngrade: { plan: 'Free', cycle: null },
        }),
      ),
    ).toBe('Kept Pro (monthly), dropping the scheduled downgrade');
  });

  it('says when a downgrade takes effect, and names a card only by brand and last four digits', () => {
    expect(
      s.PlanDowngradeScheduled(
        recorded('PlanDowngradeScheduled', {
          userId: '1',
          idempotencyKey: null,
          fromPlan: 'Pro',
          fromCycle: 'monthly',
          plan: 'Free',
          cycle: null,
          priceCents: 0,
          effectiveAt: '2026-12-01',
        }),
      ),
    ).toBe('Scheduled a downgrade from Pro (monthly) to Starter on 2026-12-01');
    expect(
      s.PaymentMethodUpdated(
        recorded('PaymentMethodUpdated', { userId: '1', idempotencyKey: null, paymentMethod: card }),
      ),
    ).toBe('Changed the card to Visa ending 1111');
    expect(
      s.PaymentFailed(recorded('PaymentFailed', { ...base, reason: 'Do Not Honor', failedAt: '2026-12-01' })),
    ).toBe('A payment failed: Do Not Honor');
    expect(
      s.SubscriptionCanceled(
        recorded('SubscriptionCanceled', { ...base, plan: 'Basic', reason: null, canceledAt: '2026-12-01' }),
      ),
    ).toBe('Canceled the Growth subscription');
  });
});
