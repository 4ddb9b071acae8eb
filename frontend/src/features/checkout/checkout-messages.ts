/** The checkout's texts from the spec's error catalogue (section 8, Checkout) and validation rules (section 5). */
export const CHECKOUT_MESSAGES = {
  authRequired: 'Authentication required. Please log in again.',
  authExpired: 'Authentication expired. Please log in again.',
  couldNotInitialize: 'Could not initialize payment provider. Please try again later.',
  invalidConfiguration: 'Invalid payment configuration. Please refresh the page and try again.',
  subscriptionFailed: 'Subscription failed. Please try again.',
  success: 'Subscription successful!',
  cardholderRequired: 'Cardholder name is required',
} as const;

/** 'Subscription error: {detail}' (section 8). */
export function subscriptionError(detail: string): string {
  return `Subscription error: ${detail}`;
}

/** Section 9: a client token shorter than this is not one. */
export const CLIENT_TOKEN_MIN_LENGTH = 50;

/** Section 9: the card form mounts this long after the client token arrives. */
export const CARD_FORM_MOUNT_DELAY_MS = 300;
