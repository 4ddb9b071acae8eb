import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeCommand, loadAggregate, type CommandOutcome } from '../../platform/commands/execute-command';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { cyclePriceCents } from '../../platform/plans/plan-catalogue.contract';
import type { UpgradePlanResult } from '../billing.contract';
import { prorationEstimate } from '../proration';
import { subscriptionDecider, type SubscriptionState, type UpgradePlan } from '../subscription.decider';
import { subscriptionStreamId, type SubscriptionEvent } from '../subscription.events';
import { PendingGatewayOperations } from '../pending/pending-gateway-operations';
import { recordingFailed } from '../pending/recording-failed';
import type { KeyedMetadata } from './caller-metadata';
import { PlanChangeGateway, stateBefore } from './plan-change.gateway';
import { UpgradeSubscriptionPlan } from './upgrade-plan.command';

/**
 * The upgrade: the decider refuses a wrong change (Free, the current plan, a lower plan, past due) before the gateway
 * is called; the gateway makes the change (PlanChangeGateway.upgrade: a prorated plan change, or for a cycle change
 * the proration charged once, a new subscription and the old one canceled; an upgrade back to the current plan
 * restores the gateway without a charge); only then is PlanUpgraded recorded, with what the gateway charged. A
 * gateway error (a declined charge) records nothing and answers with its status. A retry with an Idempotency-Key
 * already recorded answers the recorded upgrade without calling the gateway (another request under that key never
 * gets here: @CommandMeta refuses it); one whose first attempt stopped
 * half-way repeats the gateway steps, each idempotent, and records the upgrade once.
 */
@CommandHandler(UpgradeSubscriptionPlan)
export class UpgradePlanHandler implements ICommandHandler<UpgradeSubscriptionPlan> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly gateway: PlanChangeGateway,
    private readonly operations: PendingGatewayOperations,
  ) {}

  async execute({ userId, body, meta }: UpgradeSubscriptionPlan): Promise<UpgradePlanResult> {
    const { plan_name: plan, billing_cycle: cycle } = body;
    const operation = {
      userId,
      kind: 'upgrade' as const,
      idempotencyKey: meta.idempotencyKey,
      plan,
      cycle,
    };
    // Opened once the decider accepted the upgrade, before the gateway; settled as soon as it is recorded.
    const outcome = await recordingFailed(this.operations, operation, () =>
      upgradeSubscription(
        this.store,
        this.gateway,
        { userId, plan, cycle, meta },
        {
          beforeGateway: () => this.operations.open(operation),
          recorded: () => this.operations.settle(operation, 'recorded'),
        },
      ),
    );
    return {
      success: true,
      detail: 'Plan upgraded',
      plan_name: plan,
      billing_cycle: cycle,
      checkpoint: outcome.checkpoint,
    };
  }
}

/** Folds the stream, makes the upgrade at the gateway (unless the key is recorded) and records it. */
export async function upgradeSubscription(
  store: EventStore,
  gateway: PlanChangeGateway,
  asked: Asked,
  hooks: UpgradeHooks = NO_HOOKS,
): Promise<CommandOutcome<SubscriptionEvent, SubscriptionState>> {
  const streamId = subscriptionStreamId(asked.userId);
  const { state } = await loadAggregate(store, streamId, subscriptionDecider);
  const command = probe(state, asked);
  const replayed = state.appliedKeys.includes(asked.meta.idempotencyKey);
  // The decider first: its errors (Free, same plan, lower plan, past due) come before any charge.
  if (!replayed) {
    subscriptionDecider.decide(command, state);
    await hooks.beforeGateway();
  }
  const decided = replayed ? command : await gateway.upgrade(asked.userId, state, command, asked.meta.now);
  // A replayed key: executeCommand answers the events recorded under it and decides nothing.
  const outcome = await executeCommand(store, streamId, subscriptionDecider, decided, asked.meta);
  await hooks.recorded();
  // What the user left stops billing; on a replay, whatever the first attempt may not have ended.
  const before = replayed ? stateBefore(outcome.history, asked.meta.idempotencyKey) : state;
  await gateway.settleUpgrade(before, outcome.state);
  return outcome;
}

/** The pending gateway operation's two moments: before the first gateway call, and once the upgrade is recorded. */
export interface UpgradeHooks {
  beforeGateway(): Promise<void>;
  recorded(): Promise<void>;
}

const NO_HOOKS: UpgradeHooks = { beforeGateway: async () => {}, recorded: async () => {} };

export interface Asked {
  userId: string;
  plan: UpgradePlan['data']['plan'];
  cycle: UpgradePlan['data']['cycle'];
  meta: KeyedMetadata;
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
