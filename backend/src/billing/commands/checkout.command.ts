import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { CheckoutBody, CheckoutResult } from '../billing.contract';

/** Free to a paid plan: vault the card, create the gateway subscription, record SubscriptionStarted. */
export class Checkout extends Command<CheckoutResult> {
  constructor(
    readonly customer: { userId: string; email: string },
    readonly body: CheckoutBody,
    /** idempotencyKey is required: the gateway subscription id is derived from it. */
    readonly meta: CommandMetadata & { idempotencyKey: string },
    /**
     * The pending-operations job completing an earlier attempt: the card that attempt vaulted (a nonce is single
     * use), or null when it vaulted none (then the nonce kept with the operation is tried).
     */
    readonly replay: { paymentMethodToken: string | null } | null = null,
  ) {
    super();
  }
}
