import { describe, expect, it } from 'vitest';
import { createTestModeCardForm, groupCardNumber, NOT_A_TEST_CARD, tokenizeTestCard } from './test-mode-card';

const today = new Date(2026, 4, 15);

describe('the test card form', () => {
  it('turns a listed test card into a test-mode nonce of its digits', () => {
    expect(tokenizeTestCard({ number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' }, today)).toEqual({
      nonce: 'test-mode-nonce:4111111111111111',
    });
    expect(
      tokenizeTestCard({ number: '4000-1111-1111-1115', expiry: '05/2026', cvv: '1234' }, today),
    ).toEqual({
      nonce: 'test-mode-nonce:4000111111111115',
    });
  });

  it('refuses any other card number without making a nonce', () => {
    expect(tokenizeTestCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' }, today)).toEqual({
      errors: { number: NOT_A_TEST_CARD },
    });
  });

  it('names a malformed or past expiry and a malformed CVV', () => {
    expect(tokenizeTestCard({ number: '4111111111111111', expiry: '13/30', cvv: '12' }, today)).toEqual({
      errors: { expiry: 'Enter the expiry date as MM/YY.', cvv: 'Enter the 3 or 4 digit CVV.' },
    });
    expect(tokenizeTestCard({ number: '4111111111111111', expiry: '04/26', cvv: '123' }, today)).toEqual({
      errors: { expiry: 'This card has expired.' },
    });
  });

  it('groups a card number in fours', () => {
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
  });
});

describe('the test-mode card form', () => {
  it('tokenizes the current values with the cardholder name, or names the wrong fields', async () => {
    let values = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' };
    const form = createTestModeCardForm(
      () => values,
      () => today,
    );
    await form.mount();

    await expect(form.tokenize('Ada Lovelace')).resolves.toEqual({
      nonce: 'test-mode-nonce:4111111111111111',
      cardholderName: 'Ada Lovelace',
    });
    values = { ...values, number: '4242 4242 4242 4242' };
    await expect(form.tokenize('Ada Lovelace')).rejects.toMatchObject({
      fieldErrors: { number: NOT_A_TEST_CARD },
    });
  });
});
