import { Command } from '@nestjs/cqrs';
import type { CheckoutBody, CheckoutResult } from '../billing.contract';
import type { KeyedMetadata } from './caller-metadata';

/** Free to a paid plan: vault the card, create the gateway subscription, record SubscriptionStarted. */
export class Checkout extends Command<CheckoutResult> {
  constructor(
    readonly customer: { userId: string; email: string },
    readonly body: CheckoutBody,
    /** The gateway subscription id is derived from the key, one per checkout attempt and kept across its retries. */
    readonly meta: KeyedMetadata,
    /**
     * The pending-operations job completing an earlier attempt: the card that attempt vaulted (a nonce is single
     * use), or null when it vaulted none (then the nonce kept with the operation is tried).
     */
    readonly replay: { paymentMethodToken: string | null } | null = null,
  ) {
    super();
  }
}
