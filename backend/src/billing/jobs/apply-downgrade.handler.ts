import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { executeCommand, loadAggregate } from '../../platform/commands/execute-command';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { PAYMENTS, type PaymentsGateway } from '../../platform/payments/payments.port';
import { subscriptionDecider, type ApplyDowngrade } from '../subscription.decider';
import { subscriptionStreamId } from '../subscription.events';
import { ApplyScheduledDowngrade, type ApplyDowngradeResult } from './apply-downgrade.command';

/** The gateway cannot say yet which period bills the lower plan (e.g. a pending subscription not started). */
export class DowngradeGatewayNotReady extends Error {
  constructor(readonly gatewaySubscriptionId: string) {
    super(`The gateway has no current billing period for subscription ${gatewaySubscriptionId} yet`);
    this.name = 'DowngradeGatewayNotReady';
  }
}

/**
 * Applies a user's scheduled downgrade (ApplyDowngrade → PlanDowngraded) under the key
 * `apply-downgrade:<userId>:<effectiveAt>:<stream version>`, so two replicas at once apply it once (a second run
 * finds nothing scheduled any more), while another schedule due the same day is not taken for this one. To Free the
 * gateway part is null (the gateway subscription was canceled when the downgrade was scheduled); to a paid plan it
 * is the gateway's subscription that bills the lower plan (the pending one created for the change, else the
 * current one) with its period, read now.
 */
@CommandHandler(ApplyScheduledDowngrade)
export class ApplyDowngradeHandler implements ICommandHandler<ApplyScheduledDowngrade> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENTS) private readonly payments: PaymentsGateway,
  ) {}

  async execute({ userId, now }: ApplyScheduledDowngrade): Promise<ApplyDowngradeResult> {
    const streamId = subscriptionStreamId(userId);
    const { state, version } = await loadAggregate(this.store, streamId, subscriptionDecider);
    const current = state.subscription;
    const scheduled = current?.scheduledDowngrade;
    if (!current || !scheduled) return { outcome: 'unchanged', checkpoint: '' };
    const gateway =
      scheduled.plan === 'Free'
        ? null
        : await this.billingPeriodOf(scheduled.nextGatewaySubscriptionId ?? current.gatewaySubscriptionId);
    // The stream version names this schedule: a later schedule due the same day (one made after a downgrade was
    // applied before the gateway renewed) gets a key of its own; two runs at once still share one.
    const idempotencyKey = `apply-downgrade:${userId}:${scheduled.effectiveAt}:${version}`;
    const command: ApplyDowngrade = {
      type: 'ApplyDowngrade',
      data: { userId, idempotencyKey, now: now.toISOString(), gateway },
    };
    const outcome = await executeCommand(
      this.store,
      streamId,
      subscriptionDecider,
      command,
      commandMetadata(null, { idempotencyKey, now }),
    );
    return {
      outcome: outcome.events.length > 0 && !outcome.replayed ? 'recorded' : 'unchanged',
      checkpoint: outcome.checkpoint,
    };
  }

  private async billingPeriodOf(
    gatewaySubscriptionId: string,
  ): Promise<NonNullable<ApplyDowngrade['data']['gateway']>> {
    const subscription = await this.payments.findSubscription(gatewaySubscriptionId);
    if (!subscription?.billingPeriodStartDate || !subscription.nextBillingDate) {
      throw new DowngradeGatewayNotReady(gatewaySubscriptionId);
    }
    return {
      subscriptionId: subscription.id,
      billingPeriodStart: subscription.billingPeriodStartDate,
      nextBillingDate: subscription.nextBillingDate,
    };
  }
}
