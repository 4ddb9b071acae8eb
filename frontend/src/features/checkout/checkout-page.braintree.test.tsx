import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signedInAs } from '../../testing/render-with-providers';

/**
 * Fakes of braintree-web's client and hosted-fields modules that behave like the real API: promises, BraintreeError
 * shaped failures with the real codes and messages, one iframe per field container, teardown removing them.
 */
const braintree = vi.hoisted(() => {
  class BraintreeError extends Error {
    constructor(
      readonly code: string,
      message: string,
      readonly details?: unknown,
    ) {
      super(message);
      this.name = 'BraintreeError';
    }
  }
  type Options = Record<string, unknown>;
  const fake = {
    BraintreeError,
    log: [] as string[],
    authorizations: [] as string[],
    tokenizeOptions: [] as unknown[],
    /** Per test: what client.create, hostedFields.create and tokenize do beyond the defaults. */
    clientCreate: null as null | (() => Promise<void>),
    fieldsCreate: null as null | ((containers: HTMLElement[]) => Promise<void>),
    tokenize: null as null | (() => Promise<{ nonce: string }>),
    emptyFields: [] as string[],
    reset() {
      fake.log = [];
      fake.authorizations = [];
      fake.tokenizeOptions = [];
      fake.clientCreate = null;
      fake.fieldsCreate = null;
      fake.tokenize = null;
      fake.emptyFields = [];
    },
    async createClient(options: Options) {
      fake.log.push('client.create');
      if (!options.authorization) {
        throw new BraintreeError(
          'INSTANTIATION_OPTION_REQUIRED',
          'options.authorization is required when instantiating a client.',
        );
      }
      fake.authorizations.push(String(options.authorization));
      if (fake.clientCreate) await fake.clientCreate();
      return {
        teardown: () => {
          fake.log.push('client.teardown');
          return Promise.resolve();
        },
      };
    },
    async createHostedFields(options: Options) {
      fake.log.push('hostedFields.create');
      const fields = options.fields as Record<string, { container: unknown; internalLabel?: string }>;
      const containers = Object.values(fields).map((field) => field.container);
      for (const container of containers) {
        if (!(container instanceof HTMLElement)) {
          throw new BraintreeError(
            'HOSTED_FIELDS_INVALID_FIELD_SELECTOR',
            'Selector does not reference a valid DOM node.',
          );
        }
        if (container.querySelector('iframe')) {
          throw new BraintreeError(
            'HOSTED_FIELDS_FIELD_DUPLICATE_IFRAME',
            'Element already contains a Braintree iframe.',
          );
        }
      }
      const elements = containers as HTMLElement[];
      if (fake.fieldsCreate) await fake.fieldsCreate(elements);
      else {
        for (const [key, field] of Object.entries(fields)) {
          const frame = document.createElement('iframe');
          frame.title = `Secure Credit Card Frame - ${field.internalLabel ?? key}`;
          (field.container as HTMLElement).append(frame);
        }
      }
      return {
        on: () => undefined,
        getState: () => ({
          cards: [],
          fields: Object.fromEntries(
            Object.keys(fields).map((key) => [
              key,
              {
                isEmpty: fake.emptyFields.includes(key),
                isValid: false,
                isFocused: false,
                isPotentiallyValid: true,
              },
            ]),
          ),
        }),
        tokenize: async (tokenizeOptions: unknown) => {
          fake.log.push('tokenize');
          fake.tokenizeOptions.push(tokenizeOptions);
          return fake.tokenize ? fake.tokenize() : { nonce: 'tokencc_bf_fake_nonce', details: {} };
        },
        teardown: () => {
          fake.log.push('hostedFields.teardown');
          for (const element of elements) element.querySelector('iframe')?.remove();
          return Promise.resolve();
        },
      };
    },
  };
  return fake;
});

vi.mock('braintree-web/client', () => {
  const create = (options: Record<string, unknown>) => braintree.createClient(options);
  return { default: { create, VERSION: '3.144.0' }, create, VERSION: '3.144.0' };
});
vi.mock('braintree-web/hosted-fields', () => {
  const create = (options: Record<string, unknown>) => braintree.createHostedFields(options);
  return { default: { create, VERSION: '3.144.0' }, create, VERSION: '3.144.0' };
});

const CLIENT_TOKEN = `eyJ2ZXJzaW9uIjoyLCJhdXRob3JpemF0aW9uRmluZ2VycHJpbnQiOiJ${'x'.repeat(60)}`;

function braintreeMode() {
  server.use(
    http.get('/api/config/public', () =>
      HttpResponse.json({
        public_url: 'http://localhost:3000',
        alert_form_url: null,
        payments_mode: 'braintree',
      }),
    ),
  );
}

function clientTokenAnswers(clientToken: string = CLIENT_TOKEN) {
  const calls = { count: 0 };
  server.use(
    http.get('/api/braintree/client_token', () => {
      calls.count += 1;
      return HttpResponse.json({ clientToken });
    }),
  );
  return calls;
}

function checkoutAnswers() {
  const calls: { body: unknown; idempotencyKey: string | null }[] = [];
  server.use(
    http.post('/api/braintree/checkout', async ({ request }) => {
      calls.push({ body: await request.json(), idempotencyKey: request.headers.get('Idempotency-Key') });
      return HttpResponse.json({
        success: true,
        detail: 'Subscription successful!',
        plan_name: 'Pro',
        billing_cycle: 'monthly',
        next_billing_date: '2026-12-23',
        checkpoint: '7',
      });
    }),
  );
  return calls;
}

async function openCheckout(route = '/checkout?plan=Pro&cycle=monthly') {
  signedInAs({ email: 'ada@example.com' });
  const rendered = renderWithProviders(null, { route });
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  return rendered;
}

const cardNumber = () => screen.getByRole('group', { name: 'Card number' });

/** The hosted fields are in: each container holds Braintree's iframe and the loading notice is gone. */
async function hostedFieldsReady() {
  await waitFor(() => {
    for (const name of ['Card number', 'Expiry date (MM/YY)', 'CVV']) {
      expect(screen.getByRole('group', { name }).querySelector('iframe')).not.toBeNull();
    }
    expect(screen.queryByText('Loading secure card fields...')).not.toBeInTheDocument();
  });
}

function payButton() {
  return screen.getByRole('button', { name: /^(Pay|Update Card & Pay) \$/ });
}

async function pay(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Cardholder name'), 'Ada Lovelace');
  await user.click(payButton());
}

beforeEach(() => {
  braintree.reset();
  braintreeMode();
});

describe('checkout with Braintree hosted fields', () => {
  it('mounts the hosted fields with the client token, then pays with their nonce and the cardholder name', async () => {
    clientTokenAnswers();
    const calls = checkoutAnswers();
    const { user, router } = await openCheckout();
    await hostedFieldsReady();

    expect(braintree.authorizations.at(-1)).toBe(CLIENT_TOKEN);
    expect(within(cardNumber()).getByTitle('Secure Credit Card Frame - Card number')).toBeInTheDocument();
    expect(screen.queryByText('Test mode — no real charge')).not.toBeInTheDocument();
    await pay(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(braintree.tokenizeOptions).toEqual([{ cardholderName: 'Ada Lovelace' }]);
    expect(calls).toEqual([
      {
        body: {
          payment_method_nonce: 'tokencc_bf_fake_nonce',
          plan_name: 'Pro',
          billing_cycle: 'monthly',
          cardholder_name: 'Ada Lovelace',
        },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown as string,
      },
    ]);
    // Leaving the page releases Braintree's iframes.
    await waitFor(() => expect(braintree.log).toContain('hostedFields.teardown'));
  });

  it('keeps the update-card banner and button in hosted-fields mode', async () => {
    clientTokenAnswers();
    await openCheckout('/checkout?plan=Pro&cycle=monthly&update_card=true');
    await hostedFieldsReady();

    expect(screen.getByText('Updating payment method for your Pro plan upgrade')).toBeInTheDocument();
    expect(payButton()).toHaveAccessibleName('Update Card & Pay $15');
  });

  it('requires the cardholder name before tokenizing', async () => {
    clientTokenAnswers();
    checkoutAnswers();
    const { user } = await openCheckout();
    await hostedFieldsReady();

    await user.click(payButton());

    expect(screen.getByLabelText('Cardholder name')).toHaveAccessibleDescription(
      'Cardholder name is required',
    );
    expect(braintree.log).not.toContain('tokenize');
  });

  it('refuses a client token shorter than 50 characters without loading the fields', async () => {
    clientTokenAnswers('sandbox_short_token');
    await openCheckout();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid payment configuration. Please refresh the page and try again.',
    );
    expect(braintree.log).toEqual([]);
  });

  it.each([
    ['HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR', 'A tokenization network error occurred.'],
    ['HOSTED_FIELDS_FAILED_TOKENIZATION', 'The supplied card data failed tokenization.'],
    ['HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED', 'CVV verification failed during tokenization.'],
  ])('shows %s from tokenize as a payment system error with Retry', async (code, message) => {
    clientTokenAnswers();
    const calls = checkoutAnswers();
    braintree.tokenize = () => Promise.reject(new braintree.BraintreeError(code, message));
    const { user } = await openCheckout();
    await hostedFieldsReady();

    await pay(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Payment system error: ${message}`);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it('marks every card field when all are empty (HOSTED_FIELDS_FIELDS_EMPTY)', async () => {
    clientTokenAnswers();
    const calls = checkoutAnswers();
    braintree.tokenize = () =>
      Promise.reject(
        new braintree.BraintreeError(
          'HOSTED_FIELDS_FIELDS_EMPTY',
          'All fields are empty. Cannot tokenize empty card fields.',
        ),
      );
    const { user } = await openCheckout();
    await hostedFieldsReady();

    await pay(user);

    await waitFor(() => expect(cardNumber()).toHaveAccessibleDescription('Enter the card number.'));
    expect(screen.getByRole('group', { name: 'Expiry date (MM/YY)' })).toHaveAccessibleDescription(
      'Enter the expiry date.',
    );
    expect(screen.getByRole('group', { name: 'CVV' })).toHaveAccessibleDescription('Enter the CVV.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    expect(calls).toEqual([]);
  });

  it('marks the invalid fields, empty or wrong (HOSTED_FIELDS_FIELDS_INVALID)', async () => {
    clientTokenAnswers();
    braintree.emptyFields = ['cvv'];
    braintree.tokenize = () =>
      Promise.reject(
        new braintree.BraintreeError(
          'HOSTED_FIELDS_FIELDS_INVALID',
          'Some payment input fields are invalid. Cannot tokenize invalid card fields.',
          { invalidFieldKeys: ['number', 'cvv'] },
        ),
      );
    const { user } = await openCheckout();
    await hostedFieldsReady();

    await pay(user);

    await waitFor(() => expect(cardNumber()).toHaveAccessibleDescription('Enter a valid card number.'));
    expect(screen.getByRole('group', { name: 'CVV' })).toHaveAccessibleDescription('Enter the CVV.');
    expect(screen.getByRole('group', { name: 'Expiry date (MM/YY)' })).not.toHaveAccessibleDescription();
  });

  it.each([
    [
      'CLIENT_INVALID_AUTHORIZATION',
      'Authorization is invalid. Make sure your client token or tokenization key is valid.',
      'Authentication expired. Please refresh the page and try again.',
    ],
    [
      'CLIENT_AUTHORIZATION_INVALID',
      'Either the client token has expired and a new one should be generated or the tokenization key has been deactivated or deleted.',
      'Session expired. Please refresh the page and try again.',
    ],
    [
      'INSTANTIATION_OPTION_REQUIRED',
      'options.authorization is required when instantiating a client.',
      'Payment system not ready. Please refresh the page and try again.',
    ],
    [
      'CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN',
      'Client API URL is not a whitelisted domain.',
      'Payment system configuration issue. Please contact support.',
    ],
    [
      'CLIENT_GATEWAY_NETWORK',
      'Cannot contact the gateway at this time.',
      'Payment system error: Cannot contact the gateway at this time.',
    ],
  ])('maps a client.create failure %s to its section 8 message with Retry', async (code, message, shown) => {
    clientTokenAnswers();
    braintree.clientCreate = () => Promise.reject(new braintree.BraintreeError(code, message));
    await openCheckout();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(shown);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it.each([
    [
      'HOSTED_FIELDS_TIMEOUT',
      'Hosted Fields timed out when attempting to set up.',
      'Could not load payment fields: Hosted Fields timed out when attempting to set up.',
    ],
    [
      'HOSTED_FIELDS_FIELD_DUPLICATE_IFRAME',
      'Element already contains a Braintree iframe.',
      'Payment form initialization failed. Please refresh the page and try again.',
    ],
  ])('maps a hostedFields.create failure %s to its section 8 message', async (code, message, shown) => {
    clientTokenAnswers();
    braintree.fieldsCreate = () => Promise.reject(new braintree.BraintreeError(code, message));
    await openCheckout();

    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    await waitFor(() => expect(braintree.log).toContain('client.teardown'));
  });

  it('says the form failed to initialise when the containers stay empty', async () => {
    clientTokenAnswers();
    braintree.fieldsCreate = () => Promise.resolve();
    await openCheckout();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment form initialization failed. Please refresh the page and try again.',
    );
  });

  it('says the fields are not ready when Pay is pressed while they load, and stops saying it once ready', async () => {
    clientTokenAnswers();
    let fieldsLoaded = () => {};
    braintree.fieldsCreate = (containers) =>
      new Promise<void>((resolve) => {
        fieldsLoaded = () => {
          for (const container of containers) container.append(document.createElement('iframe'));
          resolve();
        };
      });
    const { user } = await openCheckout();
    await screen.findByText('Loading secure card fields...');
    await waitFor(() => expect(braintree.log).toContain('hostedFields.create'));

    await pay(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment fields are not ready. Please wait a moment.',
    );

    fieldsLoaded();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(payButton()).toBeEnabled();
  });

  it('tears the fields down on Retry, fetches a new token and mounts them again', async () => {
    const tokens = clientTokenAnswers();
    const calls = checkoutAnswers();
    braintree.tokenize = () =>
      Promise.reject(
        new braintree.BraintreeError(
          'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR',
          'A tokenization network error occurred.',
        ),
      );
    const { user, router } = await openCheckout();
    await hostedFieldsReady();
    await pay(user);
    await screen.findByText('Payment system error: A tokenization network error occurred.');
    const createdBefore = braintree.log.filter((entry) => entry === 'hostedFields.create').length;

    braintree.tokenize = null;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(tokens.count).toBe(2));
    await hostedFieldsReady();
    expect(braintree.log.filter((entry) => entry === 'hostedFields.create').length).toBe(createdBefore + 1);
    const retriedAt = braintree.log.lastIndexOf('hostedFields.create');
    expect(braintree.log.slice(0, retriedAt)).toContain('hostedFields.teardown');
    expect(braintree.log.slice(0, retriedAt)).toContain('client.teardown');
    expect(cardNumber().querySelectorAll('iframe')).toHaveLength(1);

    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls).toHaveLength(1);
  });

  it('tears the fields down when the page goes away', async () => {
    clientTokenAnswers();
    const { unmount } = await openCheckout();
    await hostedFieldsReady();
    const teardowns = braintree.log.filter((entry) => entry === 'hostedFields.teardown').length;

    unmount();

    await waitFor(() =>
      expect(braintree.log.filter((entry) => entry === 'hostedFields.teardown').length).toBe(teardowns + 1),
    );
    expect(braintree.log.at(-1)).toBe('client.teardown');
  });
});
