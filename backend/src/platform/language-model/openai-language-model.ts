import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionCreateParamsBase } from 'openai/resources/chat/completions';
import {
  LanguageModel,
  LanguageModelAborted,
  LanguageModelDescription,
  LanguageModelFailed,
  LanguageModelRequest,
} from './language-model.port';

export interface OpenAiLanguageModelOptions {
  apiKey: string;
  /** An OpenAI-compatible server's API root; OpenAI's own when undefined. */
  baseURL?: string;
  model: string;
  /** The embedding model; without it the adapter has no embed(). */
  embeddingModel?: string;
  /** false for compatible servers that cannot stream: one request, the whole answer as one chunk. */
  stream?: boolean;
  /** The SDK retries 408/409/429/5xx and connection errors with back-off before giving up. */
  maxRetries?: number;
  timeoutMs?: number;
}

const OPENAI_API = 'https://api.openai.com/v1';
const PROVIDER_DETAIL_MAX = 200;

/** The provider's own words, shortened: they may name the model or the limit, which helps the reader. */
function providerDetail(error: APIError): string {
  const body = error.error as { message?: unknown } | undefined;
  const raw = typeof body?.message === 'string' ? body.message : '';
  const oneLine = raw.replace(/\s+/g, ' ').trim();
  return oneLine.length > PROVIDER_DETAIL_MAX ? `${oneLine.slice(0, PROVIDER_DETAIL_MAX - 1)}…` : oneLine;
}

export const TRUNCATED_ANSWER_MESSAGE =
  'The model stopped before finishing the e-mail; try shorter instructions.';

/** finish_reason 'length': the answer hit max_tokens and ends mid-sentence, so it is no whole e-mail. */
const truncated = () => new LanguageModelFailed('LANGUAGE_MODEL.TRUNCATED', TRUNCATED_ANSWER_MESSAGE);

/** What went wrong, in words a user or operator can act on; started says whether text had arrived already. */
export function languageModelFailure(error: unknown, started: boolean): LanguageModelFailed {
  if (error instanceof LanguageModelFailed) return error;
  if (error instanceof APIConnectionTimeoutError) {
    return new LanguageModelFailed(
      'LANGUAGE_MODEL.UNAVAILABLE',
      'The AI service did not answer in time. Please try again.',
    );
  }
  if (error instanceof APIConnectionError) {
    return new LanguageModelFailed(
      'LANGUAGE_MODEL.UNAVAILABLE',
      'The AI service could not be reached. Please try again in a moment.',
    );
  }
  if (error instanceof APIError && error.status !== undefined) {
    const status = error.status;
    const detail = providerDetail(error);
    const said = detail ? `: ${detail}` : '';
    if (status === 401 || status === 403) {
      return new LanguageModelFailed(
        'LANGUAGE_MODEL.AUTHENTICATION',
        `The AI service refused the server's API key (HTTP ${status}). An administrator needs to check OPENAI_API_KEY.`,
        status,
      );
    }
    if (status === 429) {
      return new LanguageModelFailed(
        'LANGUAGE_MODEL.RATE_LIMITED',
        'The AI service is receiving too many requests (HTTP 429). Please try again in a minute.',
        status,
      );
    }
    if (status >= 500) {
      return new LanguageModelFailed(
        'LANGUAGE_MODEL.UNAVAILABLE',
        `The AI service failed (HTTP ${status}). Please try again in a moment.`,
        status,
      );
    }
    return new LanguageModelFailed(
      'LANGUAGE_MODEL.REQUEST_REFUSED',
      `The AI service refused the request (HTTP ${status}${said}).`,
      status,
    );
  }
  if (error instanceof APIError) {
    // An error event inside an open stream: the provider gave up part-way through its answer.
    const detail = providerDetail(error);
    return new LanguageModelFailed(
      'LANGUAGE_MODEL.INTERRUPTED',
      `The AI service stopped part-way through its answer${detail ? ` (${detail})` : ''}. Please try again.`,
    );
  }
  return new LanguageModelFailed(
    started ? 'LANGUAGE_MODEL.INTERRUPTED' : 'LANGUAGE_MODEL.UNAVAILABLE',
    started
      ? 'The connection to the AI service broke off part-way through its answer. Please try again.'
      : 'The AI service could not be reached. Please try again in a moment.',
  );
}

/** Chat completions through the official SDK, against OpenAI or any server speaking its protocol. */
export class OpenAiLanguageModel implements LanguageModel {
  private readonly client: OpenAI;
  private readonly streaming: boolean;
  readonly embed?: (texts: string[], signal?: AbortSignal) => Promise<number[][]>;

  constructor(private readonly options: OpenAiLanguageModelOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      // Always explicit: the SDK would otherwise read OPENAI_BASE_URL from the environment itself.
      baseURL: options.baseURL ?? OPENAI_API,
      maxRetries: options.maxRetries ?? 2,
      timeout: options.timeoutMs ?? 120_000,
    });
    this.streaming = options.stream ?? true;
    const embeddingModel = options.embeddingModel;
    if (embeddingModel !== undefined) {
      this.embed = (texts, signal) => this.embedWith(embeddingModel, texts, signal);
    }
  }

  private async embedWith(model: string, texts: string[], signal?: AbortSignal): Promise<number[][]> {
    if (texts.length === 0) return [];
    try {
      if (signal?.aborted) throw new LanguageModelAborted();
      const answer = await this.client.embeddings.create({ model, input: texts }, { signal });
      // The API may answer out of order; each item names the input it embeds.
      const vectors: number[][] = new Array<number[]>(texts.length);
      for (const item of answer.data) vectors[item.index] = item.embedding;
      if (answer.data.length !== texts.length || vectors.some((vector) => vector === undefined)) {
        throw new LanguageModelFailed(
          'LANGUAGE_MODEL.INTERRUPTED',
          `The AI service returned ${answer.data.length} embeddings for ${texts.length} texts.`,
        );
      }
      return vectors;
    } catch (error) {
      if (error instanceof LanguageModelAborted || error instanceof APIUserAbortError || signal?.aborted) {
        throw new LanguageModelAborted();
      }
      throw languageModelFailure(error, false);
    }
  }

  describe(): LanguageModelDescription {
    return { provider: 'openai', model: this.options.model };
  }

  streamText(request: LanguageModelRequest): AsyncIterable<string> {
    return this.streaming ? this.streamed(request) : this.whole(request);
  }

  private params(request: LanguageModelRequest): ChatCompletionCreateParamsBase {
    return {
      model: this.options.model,
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.prompt },
      ],
      ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    };
  }

  private async *streamed(request: LanguageModelRequest): AsyncGenerator<string> {
    const { signal } = request;
    let started = false;
    try {
      if (signal?.aborted) throw new LanguageModelAborted();
      const stream = await this.client.chat.completions.create(
        { ...this.params(request), stream: true },
        { signal },
      );
      let finishReason: string | null | undefined;
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        finishReason = chunk.choices[0]?.finish_reason ?? finishReason;
        if (text) {
          started = true;
          yield text;
        }
      }
      if (finishReason === 'length') throw truncated();
      // The SDK ends an aborted stream quietly; a cut-short answer must not pass for a whole one.
      if (signal?.aborted) throw new LanguageModelAborted();
    } catch (error) {
      if (error instanceof LanguageModelAborted || error instanceof APIUserAbortError || signal?.aborted) {
        throw new LanguageModelAborted();
      }
      throw languageModelFailure(error, started);
    }
  }

  private async *whole(request: LanguageModelRequest): AsyncGenerator<string> {
    const { signal } = request;
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      if (signal?.aborted) throw new LanguageModelAborted();
      completion = await this.client.chat.completions.create(
        { ...this.params(request), stream: false },
        { signal },
      );
    } catch (error) {
      if (error instanceof LanguageModelAborted || error instanceof APIUserAbortError || signal?.aborted) {
        throw new LanguageModelAborted();
      }
      throw languageModelFailure(error, false);
    }
    if (completion.choices[0]?.finish_reason === 'length') throw truncated();
    const text = completion.choices[0]?.message?.content ?? '';
    if (text) yield text;
  }
}
