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

/**
 * The gateway ids of a plan change, derived from the user, the change's idempotency key and what the id is for
 * (`downgrade`: the pending subscription of a scheduled cycle change; `restore`: the subscription that bills the
 * current plan again after an upgrade back; `upgrade`: the subscription of an upgrade that changes the cycle;
 * `proration`: the order id of the proration charged once). A retry names the same ids, so it finds what the
 * first attempt made instead of making it twice.
 */
export function planChangeGatewayId(
  purpose: 'downgrade' | 'restore' | 'upgrade' | 'proration',
  userId: string,
  idempotencyKey: string,
): string {
  return createHash('sha256')
    .update(`${purpose}\u0000${userId}\u0000${idempotencyKey}`)
    .digest('hex')
    .slice(0, 32);
}
