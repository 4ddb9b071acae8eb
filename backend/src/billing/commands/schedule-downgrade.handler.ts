import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeCommand, loadAggregate } from '../../platform/commands/execute-command';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { PAYMENTS, type PaymentsGateway } from '../../platform/payments/payments.port';
import { cyclePriceCents } from '../../platform/plans/plan-catalogue.contract';
import { PLAN_DISPLAY_NAMES } from '../../platform/plans/plan-names.contract';
import type { DowngradeResult } from '../billing.contract';
import { subscriptionDecider, type ScheduleDowngrade } from '../subscription.decider';
import { subscriptionStreamId } from '../subscription.events';
import { PendingGatewayOperations } from '../pending/pending-gateway-operations';
import { recordingFailed } from '../pending/recording-failed';
import { PlanChangeGateway, stateBefore } from './plan-change.gateway';
import { ScheduleSubscriptionDowngrade } from './schedule-downgrade.command';
import { renewalFrom } from '../gateway-renewal';

/**
 * A downgrade takes effect at the end of the billing cycle (PlanDowngradeScheduled, effective at the current next
 * billing date); the plan stays until then. After the decider accepts it and before it is recorded, the gateway is
 * prepared (PlanChangeGateway.prepareDowngrade: a cycle change creates a pending subscription first billing at
 * effectiveAt, recorded as nextGatewaySubscriptionId); after the record it is settled (settleDowngrade: to Free, or
 * with a pending next one, the gateway subscription is canceled now; a lower plan on the same cycle changes plan
 * without proration), so the renewal bills the lower plan. The same schedule again records nothing.
 *
 * Idempotency-Key is optional: without it the key is derived from the target, the current effectiveAt and the
 * stream version the request saw, so a retry after a crash between the gateway and the record repeats the same
 * (idempotent) gateway steps, while a later, different schedule gets a key of its own.
 */
@CommandHandler(ScheduleSubscriptionDowngrade)
export class ScheduleDowngradeHandler implements ICommandHandler<ScheduleSubscriptionDowngrade> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENTS) private readonly payments: PaymentsGateway,
    private readonly gateway: PlanChangeGateway,
    private readonly operations: PendingGatewayOperations,
  ) {}

  async execute({ userId, body, meta }: ScheduleSubscriptionDowngrade): Promise<DowngradeResult> {
    const streamId = subscriptionStreamId(userId);
    await this.recordDueRenewal(userId, meta);
    const { state, version } = await loadAggregate(this.store, streamId, subscriptionDecider);
    const plan = body.plan_name;
    // A paid target keeps the current cycle unless the caller names one.
    const cycle = plan === 'Free' ? null : (body.billing_cycle ?? state.subscription?.cycle ?? 'monthly');
    const idempotencyKey =
      meta.idempotencyKey ??
      `downgrade:${plan}:${cycle ?? 'none'}:${state.subscription?.nextBillingDate ?? 'none'}:${version}`;
    const command: ScheduleDowngrade = {
      type: 'ScheduleDowngrade',
      data: {
        userId,
        idempotencyKey,
        plan,
        cycle,
        priceCents: cycle === null || plan === 'Free' ? 0 : cyclePriceCents(plan, cycle),
        nextGatewaySubscriptionId: null,
      },
    };
    const operation = { userId, kind: 'schedule_downgrade' as const, idempotencyKey, plan, cycle };
    // The decider first (refusals before any gateway call); nothing to arrange for a recorded key or the same schedule.
    const prepares =
      !state.appliedKeys.includes(idempotencyKey) && subscriptionDecider.decide(command, state).length > 0;
    // Only a paid target may create a pending subscription before the record.
    const opened = prepares && plan !== 'Free';
    if (opened) await this.operations.open(operation);
    const outcome = await recordingFailed(this.operations, operation, async () => {
      if (prepares) {
        command.data.nextGatewaySubscriptionId = await this.gateway.prepareDowngrade(
          userId,
          idempotencyKey,
          state,
          { plan, cycle },
        );
      }
      return executeCommand(this.store, streamId, subscriptionDecider, command, { ...meta, idempotencyKey });
    });
    // Open until the gateway bills what was recorded: a cancel or reprice that fails below leaves it to the
    // pending-operations job, which runs this command again under the same key (a replay settles the gateway only).
    if (prepares && !opened) await this.operations.open(operation);
    // The current subscription stops billing the old plan, and a replaced schedule's pending one ends (also on a
    // retry whose first attempt stopped after the record: then from the state before the key's events).
    const before = outcome.replayed ? stateBefore(outcome.history, idempotencyKey) : state;
    await this.gateway.settleDowngrade(before, outcome.state);
    await this.operations.settle(operation, 'recorded');
    // The state after the command: the schedule just recorded, or the same one recorded before.
    const at = outcome.state.subscription?.scheduledDowngrade?.effectiveAt ?? '';
    return {
      success: true,
      detail: `Your plan changes to ${PLAN_DISPLAY_NAMES[plan]} on ${at}, at the end of the billing cycle.`,
      effective_at: at,
      checkpoint: outcome.checkpoint,
    };
  }

  /**
   * A downgrade is effective at the recorded next billing date. When that day has come, the gateway may have renewed
   * already while its webhook is not recorded yet: scheduling then would give an effectiveAt in the past, and the
   * due-downgrades job would apply it at once (to Free: a user just charged would lose the period paid for). So the
   * gateway is asked first and a renewal it made is recorded (RecordRenewal, the key named after the gateway period,
   * as the webhook's would be ignored afterwards: not later than the recorded one).
   */
  private async recordDueRenewal(userId: string, meta: ScheduleSubscriptionDowngrade['meta']): Promise<void> {
    const streamId = subscriptionStreamId(userId);
    const { state } = await loadAggregate(this.store, streamId, subscriptionDecider);
    const current = state.subscription;
    if (!current || current.nextBillingDate.slice(0, 10) > meta.now.slice(0, 10)) return;
    const found = await this.payments.findSubscription(current.gatewaySubscriptionId);
    if (!found?.nextBillingDate || found.nextBillingDate.slice(0, 10) <= current.nextBillingDate.slice(0, 10))
      return;
    const idempotencyKey = `renewal:${found.id}:${found.billingPeriodStartDate}`;
    const renewal = renewalFrom(found, { userId, idempotencyKey });
    if (!renewal) return;
    await executeCommand(this.store, streamId, subscriptionDecider, renewal, { ...meta, idempotencyKey });
  }
}
