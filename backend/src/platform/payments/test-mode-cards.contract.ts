/**
 * The cards the embedded test-mode gateway accepts, without zod so the checkout page can list them. The numbers
 * are Braintree's documented sandbox cards, so the same cards behave alike in test mode and in a sandbox.
 */
export type TestModeCardOutcome = 'approve' | 'decline' | 'processor_error';

export interface TestModeCard {
  /** The card number, digits only. */
  number: string;
  brand: 'Visa';
  outcome: TestModeCardOutcome;
  /** What the checkout page says the card does. */
  label: string;
}

export const TEST_MODE_CARDS: readonly TestModeCard[] = [
  { number: '4111111111111111', brand: 'Visa', outcome: 'approve', label: 'Payment succeeds' },
  { number: '4000111111111115', brand: 'Visa', outcome: 'decline', label: 'Declined: Do Not Honor' },
  {
    number: '4000111111111127',
    brand: 'Visa',
    outcome: 'processor_error',
    label: 'Processor error: Processor Network Unavailable - Try Again',
  },
];

/** Client tokens of the test-mode gateway start with this; the checkout page then shows the test card form. */
export const TEST_MODE_CLIENT_TOKEN_PREFIX = 'test-mode:';

/** The test card form's nonce is this prefix followed by the card number's digits. */
export const TEST_MODE_NONCE_PREFIX = 'test-mode-nonce:';

/** The expiry the test card form fills in and the vaulted test card reports (MM/YYYY); any future date works. */
export const TEST_MODE_CARD_EXPIRATION = '12/2030';

/** The nonce the test card form sends for a card number (spaces and dashes dropped). */
export function testModeNonce(cardNumber: string): string {
  return `${TEST_MODE_NONCE_PREFIX}${cardNumber.replace(/\D/g, '')}`;
}

/** The test card a card number names, or undefined for any other number (refused in test mode). */
export function testModeCard(cardNumber: string): TestModeCard | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return TEST_MODE_CARDS.find((card) => card.number === digits);
}
