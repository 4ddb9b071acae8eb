import type { Client } from 'braintree-web/client';
import type {
  HostedFieldKey,
  HostedFields,
  HostedFieldsState,
  HostedFieldsStyles,
} from 'braintree-web/hosted-fields';
import { CardFormError, type CardField, type CardFieldErrors, type CardForm } from './card-form';
import {
  CARD_FIELD_MESSAGES,
  CHECKOUT_MESSAGES,
  couldNotLoadFields,
  paymentSystemError,
} from './checkout-messages';

/** The page's elements the hosted fields' iframes go into (null while not rendered). */
export interface HostedFieldContainers {
  number: HTMLElement | null;
  expiry: HTMLElement | null;
  cvv: HTMLElement | null;
}

export interface HostedFieldsCardFormOptions {
  clientToken: string;
  /** Read when mounting, after the page rendered the containers. */
  containers: () => HostedFieldContainers;
  /** Read when mounting, so the fields take the page's current (dark or light) look. */
  styles: () => HostedFieldsStyles;
  /** A field became valid (braintree-web's validityChange), so the page can drop its error. */
  onFieldValid?: (field: CardField) => void;
}

const FIELD_KEYS: Record<CardField, HostedFieldKey> = {
  number: 'number',
  expiry: 'expirationDate',
  cvv: 'cvv',
};

/** The hidden labels braintree-web gives each iframe's input for screen readers: the page's visible labels. */
export const HOSTED_FIELD_LABELS: Record<CardField, string> = {
  number: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvv: 'CVV',
};

const PLACEHOLDERS: Record<CardField, string> = {
  number: '4111 1111 1111 1111',
  expiry: 'MM/YY',
  cvv: '123',
};

function cardField(key: string | undefined): CardField | null {
  const entry = Object.entries(FIELD_KEYS).find(([, hostedKey]) => hostedKey === key);
  return entry ? (entry[0] as CardField) : null;
}

interface BraintreeErrorLike {
  code?: unknown;
  message?: unknown;
  details?: { invalidFieldKeys?: unknown };
}

function codeOf(error: unknown): string | undefined {
  const code = (error as BraintreeErrorLike | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function messageOf(error: unknown): string {
  const message = (error as BraintreeErrorLike | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : 'Unknown error';
}

/** Section 8's provider errors for braintree.client.create (the client token and the gateway configuration). */
export function clientCreateErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'CLIENT_INVALID_AUTHORIZATION':
      // The token does not parse as a client token.
      return CHECKOUT_MESSAGES.tokenInvalid;
    case 'CLIENT_AUTHORIZATION_INVALID':
      // The gateway refused the token's fingerprint (401): it expired.
      return CHECKOUT_MESSAGES.tokenExpired;
    case 'INSTANTIATION_OPTION_REQUIRED':
    case 'CLIENT_OPTION_REQUIRED':
      return CHECKOUT_MESSAGES.tokenMissing;
    case 'CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN':
    case 'CLIENT_AUTHORIZATION_INSUFFICIENT':
      // The merchant account's configuration, nothing the user can fix.
      return CHECKOUT_MESSAGES.configurationIssue;
    default:
      return paymentSystemError(messageOf(error));
  }
}

/** Section 8's messages for braintree.hostedFields.create. */
export function hostedFieldsCreateErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case 'HOSTED_FIELDS_INVALID_FIELD_SELECTOR':
    case 'HOSTED_FIELDS_FIELD_DUPLICATE_IFRAME':
      return CHECKOUT_MESSAGES.formInitializationFailed;
    case 'CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN':
    case 'CLIENT_AUTHORIZATION_INSUFFICIENT':
      return CHECKOUT_MESSAGES.configurationIssue;
    default:
      // HOSTED_FIELDS_TIMEOUT among others: the frames did not load.
      return couldNotLoadFields(messageOf(error));
  }
}

function fieldMessage(field: CardField, empty: boolean): string {
  switch (field) {
    case 'number':
      return empty ? CARD_FIELD_MESSAGES.numberEmpty : CARD_FIELD_MESSAGES.numberInvalid;
    case 'expiry':
      return empty ? CARD_FIELD_MESSAGES.expiryEmpty : CARD_FIELD_MESSAGES.expiryInvalid;
    case 'cvv':
      return empty ? CARD_FIELD_MESSAGES.cvvEmpty : CARD_FIELD_MESSAGES.cvvInvalid;
  }
}

/** What a failed hostedFieldsInstance.tokenize means for the page: field errors, or a message with Retry. */
export function tokenizeError(error: unknown, state: HostedFieldsState | null): CardFormError {
  const code = codeOf(error);
  if (code === 'HOSTED_FIELDS_FIELDS_EMPTY') {
    const fieldErrors: CardFieldErrors = {};
    for (const field of Object.keys(FIELD_KEYS) as CardField[])
      fieldErrors[field] = fieldMessage(field, true);
    return new CardFormError(CARD_FIELD_MESSAGES.numberEmpty, { fieldErrors });
  }
  if (code === 'HOSTED_FIELDS_FIELDS_INVALID') {
    const keys = (error as BraintreeErrorLike).details?.invalidFieldKeys;
    const fieldErrors: CardFieldErrors = {};
    for (const key of Array.isArray(keys) ? keys : []) {
      const field = cardField(typeof key === 'string' ? key : undefined);
      if (field) fieldErrors[field] = fieldMessage(field, state?.fields[FIELD_KEYS[field]]?.isEmpty ?? false);
    }
    if (Object.keys(fieldErrors).length > 0) {
      return new CardFormError(CARD_FIELD_MESSAGES.numberInvalid, { fieldErrors });
    }
  }
  // HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR, HOSTED_FIELDS_FAILED_TOKENIZATION, the CVV and duplicate checks, ...
  return new CardFormError(paymentSystemError(messageOf(error)));
}

/** Loaded on first use only, so test mode and every other page never download braintree-web. */
async function loadBraintree() {
  const [clientModule, hostedFieldsModule] = await Promise.all([
    import('braintree-web/client'),
    import('braintree-web/hosted-fields'),
  ]);
  // CommonJS modules: the bundler answers module.exports as the default export.
  const client = (clientModule as { default?: typeof clientModule.default }).default ?? clientModule;
  const hostedFields =
    (hostedFieldsModule as { default?: typeof hostedFieldsModule.default }).default ?? hostedFieldsModule;
  return { client, hostedFields };
}

/** Hosted-fields styles from the page's computed look (braintree-web takes an object of selectors). */
export function hostedFieldStyles(source: Element | null): HostedFieldsStyles {
  const input: Record<string, string> = {};
  const invalid: Record<string, string> = {};
  if (source) {
    const computed = getComputedStyle(source);
    const copy: [string, string][] = [
      ['color', computed.color],
      ['font-family', computed.fontFamily],
      ['font-size', computed.fontSize],
      ['font-weight', computed.fontWeight],
      ['line-height', computed.lineHeight],
      ['letter-spacing', computed.letterSpacing],
    ];
    for (const [property, value] of copy) if (value) input[property] = value;
  }
  const dark = document.documentElement.classList.contains('dark');
  const red = getComputedStyle(document.documentElement)
    .getPropertyValue(dark ? '--color-red-400' : '--color-red-600')
    .trim();
  invalid.color = red || (dark ? '#f87171' : '#dc2626');
  return { input, 'input.invalid': invalid, ':focus': { outline: 'none' } };
}

function stateOf(instance: HostedFields): HostedFieldsState | null {
  try {
    return instance.getState();
  } catch {
    return null;
  }
}

type Phase = 'idle' | 'loading' | 'creating' | 'ready' | 'failed' | 'torn-down';

/**
 * Braintree's hosted fields (braintree-web@3) as a CardForm: braintree.client.create with the client token, then
 * braintree.hostedFields.create with number, expiry and CVV in the page's containers; the cardholder name is the
 * page's own input, passed to tokenize.
 */
export function createHostedFieldsCardForm(options: HostedFieldsCardFormOptions): CardForm {
  let phase: Phase = 'idle';
  let client: Client | null = null;
  let fields: HostedFields | null = null;
  // Read through a function: teardown may change the phase while mount awaits.
  const tornDown = () => phase === 'torn-down';

  const release = async () => {
    const [releasedFields, releasedClient] = [fields, client];
    fields = null;
    client = null;
    // A half-set-up instance may refuse to tear down; nothing else holds it.
    if (releasedFields) await releasedFields.teardown().catch(() => undefined);
    if (releasedClient) await releasedClient.teardown().catch(() => undefined);
  };

  const fail = async (message: string): Promise<never> => {
    await release();
    phase = 'failed';
    throw new CardFormError(message);
  };

  return {
    async mount() {
      phase = 'loading';
      let braintree: Awaited<ReturnType<typeof loadBraintree>>;
      try {
        braintree = await loadBraintree();
      } catch {
        return fail(CHECKOUT_MESSAGES.couldNotInitialize);
      }
      if (tornDown()) return;

      const containers = options.containers();
      const { number, expiry, cvv } = containers;
      if (!number || !expiry || !cvv) return fail(CHECKOUT_MESSAGES.containerNotFound);

      phase = 'creating';
      try {
        const created = await braintree.client.create({ authorization: options.clientToken });
        client = created;
        if (tornDown()) return void (await release());
      } catch (error) {
        return fail(clientCreateErrorMessage(error));
      }

      try {
        const created = await braintree.hostedFields.create({
          client,
          styles: options.styles(),
          fields: {
            number: {
              container: number,
              placeholder: PLACEHOLDERS.number,
              internalLabel: HOSTED_FIELD_LABELS.number,
            },
            expirationDate: {
              container: expiry,
              placeholder: PLACEHOLDERS.expiry,
              internalLabel: HOSTED_FIELD_LABELS.expiry,
            },
            cvv: { container: cvv, placeholder: PLACEHOLDERS.cvv, internalLabel: HOSTED_FIELD_LABELS.cvv },
          },
        });
        fields = created;
        if (tornDown()) return void (await release());
      } catch (error) {
        return fail(hostedFieldsCreateErrorMessage(error));
      }

      // An empty container: the frames were not put in (section 8, 'Payment form initialization failed').
      if (![number, expiry, cvv].every((container) => container.querySelector('iframe'))) {
        return fail(CHECKOUT_MESSAGES.formInitializationFailed);
      }
      fields.on('validityChange', (state) => {
        const field = cardField(state.emittedBy);
        if (field && state.emittedBy && state.fields[state.emittedBy]?.isValid) options.onFieldValid?.(field);
      });
      phase = 'ready';
    },

    async tokenize(cardholderName) {
      if (phase === 'idle' || phase === 'loading') {
        throw new CardFormError(CHECKOUT_MESSAGES.paymentSystemLoading, { untilReady: true });
      }
      if (phase !== 'ready' || !fields) {
        throw new CardFormError(CHECKOUT_MESSAGES.fieldsNotReady, { untilReady: phase === 'creating' });
      }
      const instance = fields;
      try {
        const payload = await instance.tokenize({ cardholderName });
        return { nonce: payload.nonce, cardholderName };
      } catch (error) {
        throw tokenizeError(error, stateOf(instance));
      }
    },

    async teardown() {
      phase = 'torn-down';
      await release();
    },
  };
}
