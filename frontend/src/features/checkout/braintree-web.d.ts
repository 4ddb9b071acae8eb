/*
 * The part of braintree-web@3 the checkout uses (the package ships no types). Both modules are CommonJS
 * (`module.exports = { create, VERSION }`), so a dynamic import answers them as `default` as well.
 */

declare module 'braintree-web/client' {
  export interface Client {
    teardown(): Promise<void>;
  }

  export function create(options: { authorization: string }): Promise<Client>;

  const client: { create: typeof create; VERSION: string };
  export default client;
}

declare module 'braintree-web/hosted-fields' {
  import type { Client } from 'braintree-web/client';

  export type HostedFieldKey = 'number' | 'cvv' | 'expirationDate' | 'postalCode' | 'cardholderName';

  export interface HostedFieldOptions {
    container: HTMLElement | string;
    placeholder?: string;
    internalLabel?: string;
    iframeTitle?: string;
    type?: string;
  }

  /** Selector → property → value; properties outside braintree-web's allow-list are dropped. */
  export type HostedFieldsStyles = Record<string, Record<string, string>>;

  export interface HostedFieldFieldData {
    container: HTMLElement;
    isFocused: boolean;
    isEmpty: boolean;
    isPotentiallyValid: boolean;
    isValid: boolean;
  }

  export interface HostedFieldsState {
    cards: unknown[];
    emittedBy?: HostedFieldKey;
    fields: Partial<Record<HostedFieldKey, HostedFieldFieldData>>;
  }

  export interface HostedFieldsTokenizePayload {
    nonce: string;
    type: string;
    details: { cardholderName?: string; lastFour?: string; cardType?: string; expirationMonth?: string };
    description?: string;
  }

  export interface HostedFields {
    tokenize(options?: { cardholderName?: string }): Promise<HostedFieldsTokenizePayload>;
    teardown(): Promise<void>;
    getState(): HostedFieldsState;
    focus(field: HostedFieldKey): void;
    on(
      event: 'validityChange' | 'empty' | 'notEmpty' | 'focus' | 'blur',
      handler: (state: HostedFieldsState) => void,
    ): void;
  }

  export function create(options: {
    client: Client;
    fields: Partial<Record<HostedFieldKey, HostedFieldOptions>>;
    styles?: HostedFieldsStyles;
  }): Promise<HostedFields>;

  const hostedFields: { create: typeof create; VERSION: string };
  export default hostedFields;
}
