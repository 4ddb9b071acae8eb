import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '../../platform/commands/handle-command';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { cyclePriceCents } from '../../platform/plans/plan-catalogue.schemas';
import { PLAN_DISPLAY_NAMES } from '../../platform/plans/plan-names.schemas';
import type { DowngradeResult } from '../billing.schemas';
import { initialState, subscriptionDecider, type SubscriptionState } from '../subscription.decider';
import { subscriptionStreamId, type SubscriptionEvent } from '../subscription.events';
import { ScheduleSubscriptionDowngrade } from './schedule-downgrade.command';

/**
 * A downgrade is only recorded (PlanDowngradeScheduled, effective at the current next billing date): the plan and the
 * gateway subscription stay as they are until the cycle ends. The same schedule again records nothing.
 */
@CommandHandler(ScheduleSubscriptionDowngrade)
export class ScheduleDowngradeHandler implements ICommandHandler<ScheduleSubscriptionDowngrade> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, body, meta }: ScheduleSubscriptionDowngrade): Promise<DowngradeResult> {
    const streamId = subscriptionStreamId(userId);
    const { state } = await this.store.aggregate<SubscriptionState, never>(
      streamId,
      (acc, event) => subscriptionDecider.evolve(acc, event as SubscriptionEvent),
      initialState(),
    );
    const plan = body.plan_name;
    // A paid target keeps the current cycle unless the caller names one.
    const cycle = plan === 'Free' ? null : (body.billing_cycle ?? state.subscription?.cycle ?? 'monthly');
    const outcome = await handleCommand(
      this.store,
      streamId,
      subscriptionDecider,
      {
        type: 'ScheduleDowngrade',
        data: {
          userId,
          idempotencyKey: meta.idempotencyKey ?? null,
          plan,
          cycle,
          priceCents: cycle === null || plan === 'Free' ? 0 : cyclePriceCents(plan, cycle),
        },
      },
      meta,
    );
    // The state after the command: the schedule just recorded, or the same one recorded before.
    const at = outcome.state.subscription?.scheduledDowngrade?.effectiveAt ?? '';
    return {
      success: true,
      detail: `Your plan changes to ${PLAN_DISPLAY_NAMES[plan]} on ${at}, at the end of the billing cycle.`,
      effective_at: at,
      checkpoint: outcome.checkpoint,
    };
  }
}
