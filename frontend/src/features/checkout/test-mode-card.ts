import { testModeCard, testModeNonce } from '@outreach/backend/platform/payments/test-mode-cards.contract';
import { CardFormError, type CardForm, type CardFieldErrors } from './card-form';

export interface TestCardValues {
  number: string;
  expiry: string;
  cvv: string;
}

export type TestCardErrors = CardFieldErrors;

export const NOT_A_TEST_CARD = 'Test mode accepts only the test cards shown on the page.';

const EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/;

function expiryError(expiry: string, today: Date): string | undefined {
  const match = EXPIRY.exec(expiry.trim());
  if (!match) return 'Enter the expiry date as MM/YY.';
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const thisMonth = today.getFullYear() * 12 + today.getMonth();
  return year * 12 + (month - 1) < thisMonth ? 'This card has expired.' : undefined;
}

/**
 * The test card form's nonce (test-mode-nonce:<digits>), or what is wrong with the fields. Numbers other than
 * the listed test cards are refused here, so no real card number leaves the browser in test mode.
 */
export function tokenizeTestCard(
  values: TestCardValues,
  today: Date = new Date(),
): { nonce: string } | { errors: TestCardErrors } {
  const errors: TestCardErrors = {};
  if (!testModeCard(values.number)) errors.number = NOT_A_TEST_CARD;
  const expiry = expiryError(values.expiry, today);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(values.cvv.trim())) errors.cvv = 'Enter the 3 or 4 digit CVV.';
  return Object.keys(errors).length > 0 ? { errors } : { nonce: testModeNonce(values.number) };
}

/** A card number in groups of four, as card forms show it. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The test-mode CardForm: the fields are the page's own inputs, read through `values` at submit time, so it is
 * ready as soon as it is mounted and has nothing to release.
 */
export function createTestModeCardForm(values: () => TestCardValues, today?: () => Date): CardForm {
  return {
    mount: () => Promise.resolve(),
    tokenize: (cardholderName) => {
      const result = tokenizeTestCard(values(), today?.());
      if ('errors' in result) {
        return Promise.reject(new CardFormError('Check the card details.', { fieldErrors: result.errors }));
      }
      return Promise.resolve({ nonce: result.nonce, cardholderName });
    },
    teardown: () => Promise.resolve(),
  };
}
