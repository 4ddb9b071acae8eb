import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { executeCommand, loadAggregate } from '../../platform/commands/execute-command';
import { DATABASE } from '../../platform/database/database';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { InvalidWebhookSignature } from '../../platform/payments/payments.errors';
import { PAYMENTS, type PaymentsGateway } from '../../platform/payments/payments.port';
import type { SubscriptionsReadModels } from '../queries/subscriptions.row';
import { subscriptionDecider, type SubscriptionCommand } from '../subscription.decider';
import { subscriptionStreamId } from '../subscription.events';
import type { WebhookOutcome, WebhookResult } from './braintree-webhook.request';
import { ReceiveBraintreeWebhook } from './receive-braintree-webhook.command';
import { renewalFrom } from '../gateway-renewal';

type Action = 'renewal' | 'payment_failure' | 'cancel';

/** The notification kinds billing acts on; every other kind is answered 200 and ignored. */
export const WEBHOOK_ACTIONS: Readonly<Record<string, Action>> = {
  subscription_charged_successfully: 'renewal',
  subscription_charged_unsuccessfully: 'payment_failure',
  subscription_went_past_due: 'payment_failure',
  subscription_canceled: 'cancel',
  subscription_expired: 'cancel',
};

interface Notification {
  kind: string;
  subscriptionId: string | null;
  timestamp: string;
}

/** The notification's time as ISO; the time of receipt when the gateway's text cannot be read. */
function isoTime(timestamp: string): string {
  const time = Date.parse(timestamp);
  return Number.isNaN(time) ? new Date().toISOString() : new Date(time).toISOString();
}

/**
 * Verifies a notification with the gateway's parseWebhook (a bad signature: 400 naming bt_signature, nothing
 * recorded), finds the user holding the gateway subscription in the subscriptions read model, and records the
 * billing event through the subscription decider under the key `webhook:<kind>:<subscription id>:<timestamp>`,
 * so a redelivered notification records once. The decider ignores notifications about another subscription
 * than the user's current one. Work is one read-model lookup, at most one gateway read and one append; a failure
 * answers 5xx, so Braintree delivers again and the key keeps that safe.
 */
@CommandHandler(ReceiveBraintreeWebhook)
export class ReceiveBraintreeWebhookHandler implements ICommandHandler<ReceiveBraintreeWebhook> {
  private readonly logger = new Logger('BraintreeWebhooks');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENTS) private readonly payments: PaymentsGateway,
    @Inject(DATABASE) private readonly db: Kysely<SubscriptionsReadModels>,
  ) {}

  async execute({ body }: ReceiveBraintreeWebhook): Promise<WebhookResult> {
    const notification = await this.verified(body.bt_signature, body.bt_payload);
    const { kind, subscriptionId } = notification;
    const action = WEBHOOK_ACTIONS[kind];
    if (!action || !subscriptionId) {
      this.logger.log(`Webhook ${kind} ignored: not a subscription billing event`);
      return { success: true, kind, outcome: 'ignored' };
    }
    const userId = await this.holderOf(subscriptionId);
    if (!userId) {
      this.logger.warn(`Webhook ${kind} ignored: no user holds gateway subscription ${subscriptionId}`);
      return { success: true, kind, outcome: 'ignored' };
    }
    const idempotencyKey = `webhook:${kind}:${subscriptionId}:${notification.timestamp}`;
    // A redelivery is answered from the stream, before a renewal would read the subscription at the gateway.
    if (await this.recorded(userId, idempotencyKey)) return { success: true, kind, outcome: 'unchanged' };
    const command = await this.commandFor(action, notification, subscriptionId, userId, idempotencyKey);
    if (!command) return { success: true, kind, outcome: 'ignored' };
    const outcome = await executeCommand(
      this.store,
      subscriptionStreamId(userId),
      subscriptionDecider,
      command,
      commandMetadata(null, { idempotencyKey }),
    );
    const result: WebhookOutcome = outcome.events.length > 0 && !outcome.replayed ? 'recorded' : 'unchanged';
    return { success: true, kind, outcome: result };
  }

  private async recorded(userId: string, idempotencyKey: string): Promise<boolean> {
    const { state } = await loadAggregate(this.store, subscriptionStreamId(userId), subscriptionDecider);
    return state.appliedKeys.includes(idempotencyKey);
  }

  private async verified(signature: string, payload: string): Promise<Notification> {
    try {
      return await this.payments.parseWebhook(signature, payload);
    } catch (error) {
      if (error instanceof InvalidWebhookSignature) {
        this.logger.warn(`Webhook refused: ${error.message}`);
        throw new InvalidWebhookSignature(error.message, 'bt_signature');
      }
      throw error;
    }
  }

  /** The user whose current subscription is this gateway subscription (an ended one keeps no id). */
  private async holderOf(gatewaySubscriptionId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('subscriptions')
      .select('user_id')
      .where('gateway_subscription_id', '=', gatewaySubscriptionId)
      .executeTakeFirst();
    return row?.user_id ?? null;
  }

  private async commandFor(
    action: Action,
    notification: Notification,
    gatewaySubscriptionId: string,
    userId: string,
    idempotencyKey: string,
  ): Promise<SubscriptionCommand | null> {
    const keyed = { userId, idempotencyKey, gatewaySubscriptionId };
    const at = isoTime(notification.timestamp);
    switch (action) {
      case 'payment_failure':
        return { type: 'RecordPaymentFailure', data: { ...keyed, reason: notification.kind, failedAt: at } };
      case 'cancel':
        return { type: 'CancelSubscription', data: { ...keyed, reason: notification.kind, canceledAt: at } };
      case 'renewal': {
        // The notification names the subscription; its new period and price are read back from the gateway.
        const subscription = await this.payments.findSubscription(gatewaySubscriptionId);
        const renewal = subscription && renewalFrom(subscription, { userId, idempotencyKey });
        if (!renewal) {
          this.logger.warn(
            `Webhook ${notification.kind} ignored: the gateway has no billing period for ${gatewaySubscriptionId}`,
          );
          return null;
        }
        return renewal;
      }
    }
  }
}
