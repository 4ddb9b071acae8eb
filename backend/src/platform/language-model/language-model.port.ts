import { DomainError, domainError } from '../errors/domain-error';
import { registerErrorStatus } from '../http/error-status';

export interface LanguageModelRequest {
  /** What the text is for ('email_draft', 'company_search', ...); the offline adapter answers per purpose. */
  purpose: string;
  system: string;
  prompt: string;
  /** The facts behind the prompt, structured, for adapters that cannot read prose (the offline drafter). */
  context?: unknown;
  maxTokens?: number;
  temperature?: number;
  /** Aborting stops the generation; the iterator then throws LanguageModelAborted. */
  signal?: AbortSignal;
}

export interface LanguageModelDescription {
  provider: 'openai' | 'embedded';
  model: string;
}

/** Text generation, streamed in chunks; adapters: the openai SDK (configured) and the offline drafter (default). */
export interface LanguageModel {
  /** Failures, before or during the stream, are thrown as LanguageModelFailed (or LanguageModelAborted). */
  streamText(request: LanguageModelRequest): AsyncIterable<string>;
  describe(): LanguageModelDescription;
  /**
   * One vector per text, in order; present only when an embedding model is configured (OPENAI_EMBEDDING_MODEL).
   * Failures are thrown as LanguageModelFailed (or LanguageModelAborted).
   */
  embed?(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}

export const LANGUAGE_MODEL = Symbol('LANGUAGE_MODEL');

export type LanguageModelFailure =
  | 'LANGUAGE_MODEL.AUTHENTICATION'
  | 'LANGUAGE_MODEL.RATE_LIMITED'
  | 'LANGUAGE_MODEL.REQUEST_REFUSED'
  | 'LANGUAGE_MODEL.UNAVAILABLE'
  | 'LANGUAGE_MODEL.INTERRUPTED'
  | 'LANGUAGE_MODEL.TRUNCATED';

/** The model could not answer; the message says why in words a user can act on, without internals. */
export class LanguageModelFailed extends DomainError {
  constructor(
    readonly code: LanguageModelFailure,
    message: string,
    /** The provider's HTTP status, when it answered with one. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The caller aborted (e.g. the browser went away); nothing to report to anyone. */
export class LanguageModelAborted extends domainError(
  'LANGUAGE_MODEL.ABORTED',
  'The text generation was cancelled.',
) {}

registerErrorStatus({
  'LANGUAGE_MODEL.AUTHENTICATION': 502,
  'LANGUAGE_MODEL.RATE_LIMITED': 503,
  'LANGUAGE_MODEL.REQUEST_REFUSED': 502,
  'LANGUAGE_MODEL.UNAVAILABLE': 503,
  'LANGUAGE_MODEL.INTERRUPTED': 502,
  // The request itself asked for too much (long instructions); retrying it unchanged would fail again.
  'LANGUAGE_MODEL.TRUNCATED': 422,
  'LANGUAGE_MODEL.ABORTED': 499,
});
