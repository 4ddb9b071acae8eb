import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '../../platform/commands/handle-command';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { PAYMENTS, type PaymentsGateway } from '../../platform/payments/payments.port';
import { cyclePriceCents, gatewayAmount, gatewayPlanId } from '../../platform/plans/plan-catalogue.schemas';
import type { UpgradePlanResult } from '../billing.schemas';
import { prorationEstimate } from '../proration';
import {
  initialState,
  planChange,
  subscriptionDecider,
  type SubscriptionState,
  type UpgradePlan,
} from '../subscription.decider';
import { subscriptionStreamId, type SubscriptionEvent } from '../subscription.events';
import { UpgradeSubscriptionPlan } from './upgrade-plan.command';

/**
 * The upgrade: the decider refuses a wrong change (Free, the current plan, a lower plan, past due) before the gateway
 * is called; the gateway changes the plan with proration; only then is PlanUpgraded recorded, carrying the estimate
 * in cents. A gateway error (a declined proration charge) leaves the plan unchanged and answers with its status.
 * A retry with an Idempotency-Key already recorded answers the recorded upgrade without calling the gateway again.
 */
@CommandHandler(UpgradeSubscriptionPlan)
export class UpgradePlanHandler implements ICommandHandler<UpgradeSubscriptionPlan> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENTS) private readonly payments: PaymentsGateway,
  ) {}

  async execute({ userId, body, meta }: UpgradeSubscriptionPlan): Promise<UpgradePlanResult> {
    const streamId = subscriptionStreamId(userId);
    const { plan_name: plan, billing_cycle: cycle } = body;
    const { state } = await this.store.aggregate<SubscriptionState, never>(
      streamId,
      (acc, event) => subscriptionDecider.evolve(acc, event as SubscriptionEvent),
      initialState(),
    );
    const command = state.appliedKeys.includes(meta.idempotencyKey)
      ? null
      : await this.changeAtGateway(state, { userId, plan, cycle, meta });
    const outcome = await handleCommand(
      this.store,
      streamId,
      subscriptionDecider,
      // A replayed key: handleCommand answers the events recorded under it and decides nothing.
      command ?? probe(state, { userId, plan, cycle, meta }),
      meta,
    );
    return {
      success: true,
      detail: 'Plan upgraded',
      plan_name: plan,
      billing_cycle: cycle,
      checkpoint: outcome.checkpoint,
    };
  }

  private async changeAtGateway(state: SubscriptionState, asked: Asked): Promise<UpgradePlan> {
    const command = probe(state, asked);
    // The decider first: its errors (Free, same plan, lower plan, past due) come before any charge.
    subscriptionDecider.decide(command, state);
    // Choosing the current plan while a downgrade is scheduled only cancels the downgrade: nothing to charge.
    if (planChange(state, asked.plan, asked.cycle) === 'cancel_downgrade') return command;
    const changed = await this.payments.changePlan({
      subscriptionId: command.data.gatewaySubscriptionId,
      planId: gatewayPlanId(asked.plan, asked.cycle),
      price: gatewayAmount(command.data.priceCents),
      prorate: true,
    });
    return {
      type: 'UpgradePlan',
      data: {
        ...command.data,
        gatewaySubscriptionId: changed.id,
        priceCents: Math.round(Number(changed.price) * 100),
        billingPeriodStart: changed.billingPeriodStartDate ?? command.data.billingPeriodStart,
        nextBillingDate: changed.nextBillingDate ?? command.data.nextBillingDate,
      },
    };
  }
}

interface Asked {
  userId: string;
  plan: UpgradePlan['data']['plan'];
  cycle: UpgradePlan['data']['cycle'];
  meta: { idempotencyKey: string; now: string };
}

/** The upgrade as the current state and the catalogue give it, before the gateway answers. */
function probe(state: SubscriptionState, { userId, plan, cycle, meta }: Asked): UpgradePlan {
  const current = state.subscription;
  const priceCents = cyclePriceCents(plan, cycle);
  return {
    type: 'UpgradePlan',
    data: {
      userId,
      idempotencyKey: meta.idempotencyKey,
      gatewaySubscriptionId: current?.gatewaySubscriptionId ?? '',
      plan,
      cycle,
      priceCents,
      prorationCents: current
        ? prorationEstimate({
            currentPriceCents: current.priceCents,
            currentCycle: current.cycle,
            newPriceCents: priceCents,
            newCycle: cycle,
            billingPeriodStart: current.billingPeriodStart,
            nextBillingDate: current.nextBillingDate,
            now: meta.now,
          })
        : 0,
      billingPeriodStart: current?.billingPeriodStart ?? '',
      nextBillingDate: current?.nextBillingDate ?? '',
    },
  };
}
