import { z } from 'zod';
import { URLENCODED_BODY_LIMIT_BYTES } from '../../platform/http/body-limits';

/**
 * Braintree caps nothing itself: a notification is a few kilobytes plus about 1.2 kB per charge of the subscription,
 * whose transactions it lists, so a field may use the whole form body the app reads.
 */
export const WEBHOOK_FIELD_MAX_CHARS = URLENCODED_BODY_LIMIT_BYTES;

const field = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(WEBHOOK_FIELD_MAX_CHARS, `${name} must be at most ${WEBHOOK_FIELD_MAX_CHARS} characters`);

/**
 * The form Braintree POSTs (application/x-www-form-urlencoded): the signature and the base64 payload. A request
 * without a form body is read as an empty form, so the answer names the missing fields.
 */
export const braintreeWebhookBody = z.preprocess(
  (value) => (typeof value === 'object' && value !== null ? value : {}),
  z.object({ bt_signature: field('bt_signature'), bt_payload: field('bt_payload') }),
);
export type BraintreeWebhookBody = z.infer<typeof braintreeWebhookBody>;

/**
 * recorded: an event was recorded; unchanged: the notification changed nothing (a redelivery, or a state it
 * already describes); ignored: a kind billing does not act on, or a subscription no user holds.
 */
export type WebhookOutcome = 'recorded' | 'unchanged' | 'ignored';

export interface WebhookResult {
  success: true;
  kind: string;
  outcome: WebhookOutcome;
}
