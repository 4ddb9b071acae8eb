import { createHash } from 'node:crypto';

/**
 * The gateway subscription id of a checkout, derived from the user and the checkout's Idempotency-Key: a retry
 * after a timeout names the same subscription, so it finds the first attempt instead of charging again.
 * 32 hex characters fit Braintree's id rules (letters, digits, - and _, at most 36).
 */
export function gatewaySubscriptionIdFor(userId: string, idempotencyKey: string): string {
  return createHash('sha256')
    .update(`checkout\u0000${userId}\u0000${idempotencyKey}`)
    .digest('hex')
    .slice(0, 32);
}
