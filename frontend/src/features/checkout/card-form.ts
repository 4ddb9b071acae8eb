/**
 * The card form behind the checkout's Pay button, whichever gateway takes the card: the embedded test-mode form
 * (`test-mode-card.ts`) or Braintree's hosted fields (`hosted-fields-card-form.ts`). The page mounts one, asks it
 * for a nonce on submit and tears it down on unmount and on Retry, so its submit, error and retry logic is shared.
 */
export interface CardForm {
  /** Resolves when the form can tokenize; rejects with a CardFormError carrying the message to show. */
  mount(): Promise<void>;
  /** The card as a payment method nonce, with the cardholder name it was tokenized with. */
  tokenize(cardholderName: string): Promise<TokenizedCard>;
  /** Releases the form (iframes, listeners); safe to call before mount settled and more than once. */
  teardown(): Promise<void>;
}

export interface TokenizedCard {
  nonce: string;
  cardholderName: string;
}

/** The card fields a form can flag, in the page's terms (test mode and hosted fields share them). */
export type CardField = 'number' | 'expiry' | 'cvv';

export type CardFieldErrors = Partial<Record<CardField, string>>;

/**
 * Why a card form could not mount or tokenize. With `fieldErrors` the user fixes the named fields (no Retry);
 * otherwise `message` shows inline with Retry. `untilReady`: the form is still mounting, so the message goes away
 * by itself once it is ready.
 */
export class CardFormError extends Error {
  readonly fieldErrors: CardFieldErrors | null;
  readonly untilReady: boolean;

  constructor(message: string, options: { fieldErrors?: CardFieldErrors; untilReady?: boolean } = {}) {
    super(message);
    this.name = 'CardFormError';
    this.fieldErrors = options.fieldErrors ?? null;
    this.untilReady = options.untilReady ?? false;
  }
}
