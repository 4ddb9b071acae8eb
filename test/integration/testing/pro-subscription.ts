import { subscriptionStreamId } from '@outreach/backend/billing/subscription.events';
import type { InProcessApp } from './in-process-app';

/** Puts a user on Pro monthly from now, recording the subscription as a checkout records it. */
export async function subscribeToPro(t: InProcessApp, userId: string): Promise<void> {
  const now = new Date();
  const nextMonth = new Date(now.getTime() + 30 * 24 * 3600 * 1000);
  await t.store.append(
    subscriptionStreamId(userId),
    [
      {
        type: 'SubscriptionStarted',
        data: {
          userId,
          idempotencyKey: null,
          gatewaySubscriptionId: `test-sub-${userId}`,
          plan: 'Pro',
          cycle: 'monthly',
          priceCents: 1500,
          billingPeriodStart: now.toISOString(),
          nextBillingDate: nextMonth.toISOString(),
          paymentMethod: null,
        },
        metadata: { actorUserId: userId, recordedAt: now.toISOString() },
      },
    ],
    { expected: 'no_stream' },
  );
}
