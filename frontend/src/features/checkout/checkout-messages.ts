/** The checkout's texts from the spec's error catalogue (section 8, Checkout) and validation rules (section 5). */
export const CHECKOUT_MESSAGES = {
  authRequired: 'Authentication required. Please log in again.',
  authExpired: 'Authentication expired. Please log in again.',
  couldNotInitialize: 'Could not initialize payment provider. Please try again later.',
  invalidConfiguration: 'Invalid payment configuration. Please refresh the page and try again.',
  paymentSystemLoading: 'Payment system is loading. Please wait a moment and try again.',
  containerNotFound: 'Payment container not found. Please refresh.',
  tokenInvalid: 'Authentication expired. Please refresh the page and try again.',
  tokenExpired: 'Session expired. Please refresh the page and try again.',
  tokenMissing: 'Payment system not ready. Please refresh the page and try again.',
  formInitializationFailed: 'Payment form initialization failed. Please refresh the page and try again.',
  configurationIssue: 'Payment system configuration issue. Please contact support.',
  fieldsNotReady: 'Payment fields are not ready. Please wait a moment.',
  subscriptionFailed: 'Subscription failed. Please try again.',
  success: 'Subscription successful!',
  cardholderRequired: 'Cardholder name is required',
} as const;

/**
 * What a card update at /checkout?update_card=true does, from the current subscription: the spec's texts are for a
 * card that pays an upgrade; the same plan and cycle only replaces the card (or, past due, pays the failed renewal).
 * Until the subscription is known, the spec's upgrade texts show.
 */
export type CardUpdate = 'upgrade' | 'card_only' | 'past_due_renewal';

export function cardUpdateOf(
  subscription: { plan_name: string; billing_cycle: string | null; status: string } | undefined,
  plan: string,
  cycle: string,
): CardUpdate {
  if (!subscription || subscription.plan_name !== plan || subscription.billing_cycle !== cycle)
    return 'upgrade';
  return subscription.status === 'past_due' ? 'past_due_renewal' : 'card_only';
}

export function cardUpdateTexts(
  kind: CardUpdate,
  planName: string,
  price: string,
): { banner: string; button: string; success: string } {
  if (kind === 'upgrade') {
    return {
      banner: `Updating payment method for your ${planName} plan upgrade`,
      button: `Update Card & Pay ${price}`,
      success: CHECKOUT_MESSAGES.success,
    };
  }
  return {
    banner: `Updating payment method for your ${planName} plan`,
    button: kind === 'card_only' ? 'Update Card' : `Update Card & Pay ${price}`,
    success: kind === 'card_only' ? 'Payment method updated' : CHECKOUT_MESSAGES.success,
  };
}

/** 'Subscription error: {detail}' (section 8). */
export function subscriptionError(detail: string): string {
  return `Subscription error: ${detail}`;
}

/** 'Payment system error: {message}' (section 8, provider errors). */
export function paymentSystemError(message: string): string {
  return `Payment system error: ${message}`;
}

/** 'Could not load payment fields: {message}' (section 8). */
export function couldNotLoadFields(message: string): string {
  return `Could not load payment fields: ${message}`;
}

/** The hosted card fields' own checks (the spec names no texts; worded like the test-mode form's). */
export const CARD_FIELD_MESSAGES = {
  numberEmpty: 'Enter the card number.',
  numberInvalid: 'Enter a valid card number.',
  expiryEmpty: 'Enter the expiry date.',
  expiryInvalid: 'Enter a valid expiry date (MM/YY), not in the past.',
  cvvEmpty: 'Enter the CVV.',
  cvvInvalid: 'Enter the 3 or 4 digit CVV.',
} as const;

/** Section 9: a client token shorter than this is not one. */
export const CLIENT_TOKEN_MIN_LENGTH = 50;

/** Section 9: the card form mounts this long after the client token arrives. */
export const CARD_FORM_MOUNT_DELAY_MS = 300;
