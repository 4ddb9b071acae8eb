import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { loadAggregate } from '../../platform/commands/execute-command';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { JOBS, type Jobs } from '../../platform/jobs/jobs.port';
import { runInTurn } from '../../platform/jobs/run-in-turn';
import { PAYMENTS, stillBills, type PaymentsGateway } from '../../platform/payments/payments.port';
import { Checkout } from '../commands/checkout.command';
import { ScheduleSubscriptionDowngrade } from '../commands/schedule-downgrade.command';
import { UpgradeSubscriptionPlan } from '../commands/upgrade-plan.command';
import { gatewaySubscriptionIdFor, planChangeGatewayId } from '../gateway-subscription-id';
import { mayCancelGatewaySubscription } from '../reconcile/wanted-gateway-subscriptions';
import { subscriptionDecider, type SubscriptionState } from '../subscription.decider';
import { subscriptionStreamId, type PaidPlan } from '../subscription.events';
import { PendingGatewayOperations, type PendingGatewayOperation } from './pending-gateway-operations';
import { isDefiniteRefusal } from './recording-failed';

export const COMPLETE_PENDING_OPERATIONS_JOB = 'billing.complete-pending-gateway-operations';
/** Every 5 minutes (UTC), and once at start. */
export const COMPLETE_PENDING_OPERATIONS_CRON = '*/5 * * * *';
/** An operation is the job's once its last attempt began this long ago: a request in flight is left alone. */
export const PENDING_OPERATION_GRACE_MS = 10 * 60_000;

export interface PendingOperationsRun {
  /** `kind:user:key` of operations executed again and recorded. */
  completed: string[];
  /** Ones refused now (or refused to the client) whose gateway work was undone. */
  compensated: string[];
  /** Ones whose completion or compensation failed (logged); the next run tries again. */
  failed: string[];
}

/**
 * Gateway work done before a record that never happened: a handler opens a pending operation before its first
 * gateway call and settles it once its event is recorded (a downgrade: once its gateway side is settled after the
 * record, so a failed reprice or cancel is repeated here by the replay of its recorded key). Every operation still open 10 minutes after its last
 * attempt began is executed again, as its client's retry would (the same command, the same idempotency key, the
 * card the first attempt vaulted): each handler repeats its gateway steps idempotently and records once. If the
 * command is refused now (the state moved on), or the client was told it failed (a decline, a processor error),
 * its gateway work is undone instead: the subscriptions it created (ids derived from the user and the key) are
 * canceled unless the user's state wants them, and a proration charged once is voided or refunded. One failure is
 * logged and the others go on.
 */
@Injectable()
export class CompletePendingOperationsJob implements OnModuleInit {
  private readonly logger = new Logger('CompletePendingGatewayOperations');

  constructor(
    @Inject(JOBS) private readonly jobs: Jobs,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENTS) private readonly payments: PaymentsGateway,
    private readonly operations: PendingGatewayOperations,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: COMPLETE_PENDING_OPERATIONS_JOB,
      cron: COMPLETE_PENDING_OPERATIONS_CRON,
      runAtStart: true,
      run: () => this.run(),
    });
  }

  async run(now: Date = new Date()): Promise<PendingOperationsRun> {
    const open = await this.operations.unsettled(new Date(now.getTime() - PENDING_OPERATION_GRACE_MS));
    const labelOf = (operation: PendingGatewayOperation) =>
      `${operation.kind}:${operation.user_id}:${operation.idempotency_key}`;
    return runInTurn(open, {
      outcomes: ['completed', 'compensated'],
      title: 'Pending gateway operations',
      logger: this.logger,
      idOf: labelOf,
      work: (operation) => this.finish(operation, now),
      reportFailure: (operation, reason) =>
        this.logger.error(`Pending gateway operation ${labelOf(operation)} not finished: ${reason}`),
    });
  }

  private async finish(operation: PendingGatewayOperation, now: Date): Promise<'completed' | 'compensated'> {
    const key = this.keyOf(operation);
    if (operation.failed_at === null) {
      try {
        if (await this.replay(operation, now)) {
          await this.operations.conclude(key, 'completed');
          this.logger.warn(
            `Pending gateway operation ${operation.kind} of user ${operation.user_id} completed`,
          );
          return 'completed';
        }
      } catch (error) {
        // A gateway timeout or a crash: the next run tries again. A refusal: undone below.
        if (!isDefiniteRefusal(error)) throw error;
        this.logger.warn(
          `Pending gateway operation ${operation.kind} of user ${operation.user_id} refused now: ${(error as Error).message}`,
        );
      }
    }
    const undone = await this.compensate(operation);
    await this.operations.conclude(key, 'compensated');
    this.logger.warn(
      `Pending gateway operation ${operation.kind} of user ${operation.user_id} compensated: ${undone.length > 0 ? undone.join(', ') : 'nothing was left at the gateway'}`,
    );
    return 'compensated';
  }

  /** The command again, under its key and as its user; false when it no longer applies (a card update without a subscription). */
  private async replay(operation: PendingGatewayOperation, now: Date): Promise<boolean> {
    const userId = operation.user_id;
    const meta = commandMetadata(userId, { idempotencyKey: operation.idempotency_key, now });
    const idempotencyKey = operation.idempotency_key;
    const cycle = operation.billing_cycle ?? 'monthly';
    switch (operation.kind) {
      case 'checkout':
      case 'card_update': {
        // From Free a card update would be a new checkout, which nobody asked the job for.
        if (operation.kind === 'card_update' && (await this.stateOf(userId)).subscription === null)
          return false;
        await this.commands.execute(
          new Checkout(
            { userId, email: operation.email ?? '' },
            {
              payment_method_nonce: operation.payment_method_nonce ?? '',
              plan_name: operation.plan_name as PaidPlan,
              billing_cycle: cycle,
              cardholder_name: operation.cardholder_name ?? '',
              update_card: operation.kind === 'card_update',
            },
            { ...meta, idempotencyKey },
            { paymentMethodToken: operation.payment_method_token },
          ),
        );
        return true;
      }
      case 'upgrade':
        await this.commands.execute(
          new UpgradeSubscriptionPlan(
            userId,
            { plan_name: operation.plan_name as PaidPlan, billing_cycle: cycle },
            { ...meta, idempotencyKey },
          ),
        );
        return true;
      case 'schedule_downgrade':
        await this.commands.execute(
          new ScheduleSubscriptionDowngrade(
            userId,
            { plan_name: operation.plan_name, billing_cycle: operation.billing_cycle ?? undefined },
            meta,
          ),
        );
        return true;
    }
  }

  /**
   * Undoes what the operation may have made at the gateway and no recorded event names: its subscriptions, unless
   * the user's state wants one (then it was recorded after all), and its proration charge, unless its key was
   * recorded. Answers what it undid.
   */
  private async compensate(operation: PendingGatewayOperation): Promise<string[]> {
    const userId = operation.user_id;
    const state = await this.stateOf(userId);
    const key = operation.idempotency_key;
    // A card update's upgrade runs under a key of its own.
    const upgradeKey = operation.kind === 'card_update' ? `${key}#upgrade` : key;
    const subscriptions =
      operation.kind === 'checkout'
        ? [gatewaySubscriptionIdFor(userId, key)]
        : operation.kind === 'schedule_downgrade'
          ? [planChangeGatewayId('downgrade', userId, key)]
          : [
              planChangeGatewayId('upgrade', userId, upgradeKey),
              planChangeGatewayId('restore', userId, upgradeKey),
            ];
    const undone: string[] = [];
    for (const id of subscriptions) {
      if (!mayCancelGatewaySubscription(state, id)) continue;
      const found = await this.payments.findSubscription(id);
      if (found && stillBills(found)) {
        await this.payments.cancelSubscription(id);
        undone.push(`subscription ${id} canceled (was ${found.status})`);
      }
    }
    if (
      (operation.kind === 'upgrade' || operation.kind === 'card_update') &&
      !state.appliedKeys.includes(upgradeKey)
    ) {
      const reversal = await this.payments.voidOrRefund(planChangeGatewayId('proration', userId, upgradeKey));
      if (reversal.outcome !== 'none') {
        undone.push(`proration ${reversal.transactionId} of ${reversal.amount} ${reversal.outcome}`);
      }
    }
    return undone;
  }

  private async stateOf(userId: string): Promise<SubscriptionState> {
    const { state } = await loadAggregate(this.store, subscriptionStreamId(userId), subscriptionDecider);
    return state;
  }

  private keyOf(operation: PendingGatewayOperation) {
    return { userId: operation.user_id, kind: operation.kind, idempotencyKey: operation.idempotency_key };
  }
}
