import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { loadAggregate } from '../../platform/commands/execute-command';
import { DATABASE } from '../../platform/database/database';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { JOBS, type Jobs } from '../../platform/jobs/jobs.port';
import { runInTurn } from '../../platform/jobs/run-in-turn';
import { PAYMENTS, stillBills, type PaymentsGateway } from '../../platform/payments/payments.port';
import { subscriptionDecider } from '../subscription.decider';
import { subscriptionStreamId } from '../subscription.events';
import type { SupersededGatewaySubscriptionsTables } from './superseded-gateway-subscriptions.row';
import { mayCancelGatewaySubscription } from './wanted-gateway-subscriptions';

export const CANCEL_SUPERSEDED_SUBSCRIPTIONS_JOB = 'billing.cancel-superseded-subscriptions';
/** Every 15 minutes (UTC), and once at start. */
export const CANCEL_SUPERSEDED_SUBSCRIPTIONS_CRON = '*/15 * * * *';

export interface SupersededSubscriptionsRun {
  /** Gateway subscriptions this run canceled (they were still billing). */
  canceled: string[];
  /** Ones that had stopped billing already (canceled, expired) or that the gateway does not know. */
  confirmed: string[];
  /** Ones the user's stream wants again (the read model is behind): left alone, not confirmed. */
  kept: string[];
  /** Ones whose gateway call failed (logged); the next run tries again. */
  failed: string[];
}

/**
 * The reconciliation of plan changes: a change records its event first and cancels the subscription it left
 * afterwards, so a crash or a gateway timeout in between would leave that subscription billing. Every superseded
 * gateway subscription (the superseded-gateway-subscriptions read model) not yet confirmed is read at the gateway
 * and canceled while it still bills, then confirmed (gateway_cancellation_confirmations), one after the other;
 * a failure is logged and the others go on. Before any cancel the user's stream is folded again and the one guard
 * (mayCancelGatewaySubscription) keeps the current subscription, and a pending next one the state wants, alive.
 */
@Injectable()
export class CancelSupersededSubscriptionsJob implements OnModuleInit {
  private readonly logger = new Logger('CancelSupersededSubscriptions');

  constructor(
    @Inject(JOBS) private readonly jobs: Jobs,
    @Inject(DATABASE) private readonly db: Kysely<SupersededGatewaySubscriptionsTables>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENTS) private readonly payments: PaymentsGateway,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: CANCEL_SUPERSEDED_SUBSCRIPTIONS_JOB,
      cron: CANCEL_SUPERSEDED_SUBSCRIPTIONS_CRON,
      runAtStart: true,
      run: () => this.run(),
    });
  }

  async run(): Promise<SupersededSubscriptionsRun> {
    const pending = await this.db
      .selectFrom('superseded_gateway_subscriptions as s')
      .leftJoin('gateway_cancellation_confirmations as c', (join) =>
        join
          .onRef('c.gateway_subscription_id', '=', 's.gateway_subscription_id')
          .onRef('c.superseded_position', '=', 's.position'),
      )
      .where('c.gateway_subscription_id', 'is', null)
      .select(['s.gateway_subscription_id', 's.user_id', 's.position'])
      .orderBy('s.position')
      .execute();
    return runInTurn(pending, {
      outcomes: ['canceled', 'confirmed', 'kept'],
      title: 'Superseded subscriptions',
      logger: this.logger,
      idOf: (row) => row.gateway_subscription_id,
      work: (row) => this.reconcile(row.user_id, row.gateway_subscription_id, row.position),
      reportFailure: (row, reason) =>
        this.logger.error(
          `Superseded subscription ${row.gateway_subscription_id} of user ${row.user_id} not reconciled: ${reason}`,
        ),
    });
  }

  private async reconcile(
    userId: string,
    id: string,
    position: string,
  ): Promise<'canceled' | 'confirmed' | 'kept'> {
    const { state } = await loadAggregate(this.store, subscriptionStreamId(userId), subscriptionDecider);
    if (!mayCancelGatewaySubscription(state, id)) {
      this.logger.warn(`Superseded subscription ${id} of user ${userId} is wanted again: kept`);
      return 'kept';
    }
    const found = await this.payments.findSubscription(id);
    if (!found) {
      this.logger.warn(
        `Superseded subscription ${id} of user ${userId} is unknown to the gateway: confirmed`,
      );
      await this.confirm(userId, id, position, 'unknown', false);
      return 'confirmed';
    }
    if (stillBills(found)) {
      const canceled = await this.payments.cancelSubscription(id);
      this.logger.warn(
        `Superseded subscription ${id} of user ${userId} was still ${found.status} at the gateway: canceled`,
      );
      await this.confirm(userId, id, position, canceled.status, true);
      return 'canceled';
    }
    await this.confirm(userId, id, position, found.status, false);
    return 'confirmed';
  }

  private async confirm(
    userId: string,
    id: string,
    position: string,
    gatewayStatus: string,
    canceledByJob: boolean,
  ): Promise<void> {
    await this.db
      .insertInto('gateway_cancellation_confirmations')
      .values({
        gateway_subscription_id: id,
        superseded_position: position,
        user_id: userId,
        gateway_status: gatewayStatus,
        canceled_by_job: canceledByJob,
        confirmed_at: new Date(),
      })
      .onConflict((conflict) =>
        conflict.columns(['gateway_subscription_id', 'superseded_position']).doNothing(),
      )
      .execute();
  }
}
