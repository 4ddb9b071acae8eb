import { describe, expect, it, vi } from 'vitest';
import { CardFormError } from './card-form';
import { createHostedFieldsCardForm, hostedFieldStyles } from './hosted-fields-card-form';

const clientCreate = vi.hoisted(() => ({ calls: 0 }));
vi.mock('braintree-web/client', () => {
  const create = () => {
    clientCreate.calls += 1;
    return Promise.resolve({ teardown: () => Promise.resolve() });
  };
  return { default: { create }, create };
});
vi.mock('braintree-web/hosted-fields', () => {
  const create = () => Promise.reject(new Error('not reached'));
  return { default: { create }, create };
});

const options = {
  clientToken: 'x'.repeat(80),
  containers: () => ({ number: null, expiry: null, cvv: null }),
  styles: () => ({}),
};

describe('the hosted-fields card form', () => {
  it('says the payment system is loading when asked to tokenize before braintree-web is loaded', async () => {
    const form = createHostedFieldsCardForm(options);

    const failure: unknown = await form.tokenize('Ada Lovelace').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(CardFormError);
    expect(failure).toMatchObject({
      message: 'Payment system is loading. Please wait a moment and try again.',
      untilReady: true,
      fieldErrors: null,
    });
  });

  it('refuses to mount without its containers, before any client is created', async () => {
    const form = createHostedFieldsCardForm(options);

    await expect(form.mount()).rejects.toThrow('Payment container not found. Please refresh.');
    expect(clientCreate.calls).toBe(0);
    await expect(form.tokenize('Ada Lovelace')).rejects.toThrow(
      'Payment fields are not ready. Please wait a moment.',
    );
  });

  it('stops mounting when torn down meanwhile', async () => {
    const form = createHostedFieldsCardForm(options);
    const mounting = form.mount();
    await form.teardown();

    await expect(mounting).resolves.toBeUndefined();
    expect(clientCreate.calls).toBe(0);
  });

  it("copies the page input's computed look and the theme's error colour", () => {
    const input = document.createElement('input');
    input.style.color = 'rgb(17, 24, 39)';
    input.style.fontSize = '14px';
    document.body.append(input);
    document.documentElement.style.setProperty('--color-red-600', 'oklch(57.7% 0.245 27.325)');

    const styles = hostedFieldStyles(input);

    expect(styles.input).toMatchObject({ color: 'rgb(17, 24, 39)', 'font-size': '14px' });
    expect(styles['input.invalid']).toEqual({ color: 'oklch(57.7% 0.245 27.325)' });
    input.remove();
    document.documentElement.style.removeProperty('--color-red-600');
  });
});
