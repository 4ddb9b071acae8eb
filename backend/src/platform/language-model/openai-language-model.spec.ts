import { LanguageModelAborted, LanguageModelFailed, type LanguageModelRequest } from './language-model.port';
import { OpenAiLanguageModel } from './openai-language-model';
import { OpenAiDouble, startOpenAiDouble } from './testing/openai-double';

const request = (overrides: Partial<LanguageModelRequest> = {}): LanguageModelRequest => ({
  purpose: 'email_draft',
  system: 'You write e-mails. Never invent experience.',
  prompt: 'Write to Grace.',
  ...overrides,
});

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of iterable) chunks.push(chunk);
  return chunks;
}

/** Collects what arrived before the failure, then the failure itself. */
async function collectUntilFailure(
  iterable: AsyncIterable<string>,
): Promise<{ chunks: string[]; error: unknown }> {
  const chunks: string[] = [];
  try {
    for await (const chunk of iterable) chunks.push(chunk);
  } catch (error) {
    return { chunks, error };
  }
  throw new Error(`expected a failure, got ${JSON.stringify(chunks)}`);
}

describe('OpenAiLanguageModel against a local OpenAI-compatible server', () => {
  let double: OpenAiDouble;
  const model = (options: { stream?: boolean } = {}) =>
    new OpenAiLanguageModel({
      apiKey: 'sk-test-key',
      baseURL: double.baseURL,
      model: 'gpt-test',
      maxRetries: 0,
      ...options,
    });

  beforeEach(async () => {
    double = await startOpenAiDouble();
  });
  afterEach(async () => {
    await double.close();
  });

  it('streams the chunks in order and sends the system prompt, the prompt, the model and the key', async () => {
    double.behave({ kind: 'answer', chunks: ['Subject: Hi\n\n', 'Dear Grace,', ' hello.'] });

    const chunks = await collect(model().streamText(request({ maxTokens: 300, temperature: 0.4 })));

    expect(chunks).toEqual(['Subject: Hi\n\n', 'Dear Grace,', ' hello.']);
    expect(double.requests).toHaveLength(1);
    expect(double.requests[0]).toMatchObject({
      authorization: 'Bearer sk-test-key',
      body: {
        model: 'gpt-test',
        stream: true,
        max_tokens: 300,
        temperature: 0.4,
        messages: [
          { role: 'system', content: 'You write e-mails. Never invent experience.' },
          { role: 'user', content: 'Write to Grace.' },
        ],
      },
    });
  });

  it('answers in one chunk when streaming is off', async () => {
    double.behave({ kind: 'answer', chunks: ['Subject: Hi\n\n', 'Whole answer.'] });

    const chunks = await collect(model({ stream: false }).streamText(request()));

    expect(chunks).toEqual(['Subject: Hi\n\nWhole answer.']);
    expect(double.requests[0].body.stream).toBeFalsy();
  });

  it.each([true, false])(
    'refuses an answer the model cut short at max_tokens (streaming %s)',
    async (stream) => {
      double.behave({
        kind: 'answer',
        chunks: ['Subject: Hi\n\n', 'Dear Grace, I wanted to'],
        finish: 'length',
      });

      const { error } = await collectUntilFailure(model({ stream }).streamText(request()));

      expect(error).toBeInstanceOf(LanguageModelFailed);
      expect(error).toMatchObject({ code: 'LANGUAGE_MODEL.TRUNCATED' });
      expect((error as Error).message).toBe(
        'The model stopped before finishing the e-mail; try shorter instructions.',
      );
    },
  );

  it.each([
    [401, 'LANGUAGE_MODEL.AUTHENTICATION', /refused the server's API key \(HTTP 401\).*OPENAI_API_KEY/],
    [429, 'LANGUAGE_MODEL.RATE_LIMITED', /too many requests \(HTTP 429\)\. Please try again in a minute\./],
    [500, 'LANGUAGE_MODEL.UNAVAILABLE', /The AI service failed \(HTTP 500\)\. Please try again/],
    [
      404,
      'LANGUAGE_MODEL.REQUEST_REFUSED',
      /refused the request \(HTTP 404: The model `gpt-test` does not exist\)/,
    ],
  ])('turns HTTP %i into %s with a clear message', async (status, code, message) => {
    double.behave({ kind: 'http-error', status, message: 'The model `gpt-test` does not exist' });

    for (const stream of [true, false]) {
      const { chunks, error } = await collectUntilFailure(model({ stream }).streamText(request()));
      expect(chunks).toEqual([]);
      expect(error).toBeInstanceOf(LanguageModelFailed);
      expect(error).toMatchObject({ code, status });
      expect((error as Error).message).toMatch(message);
    }
  });

  it('throws a clear error when the connection breaks off mid-stream, after the chunks that arrived', async () => {
    double.behave({ kind: 'break', chunks: ['Subject: Hi\n\n', 'Dear'], how: 'destroy' });

    const { chunks, error } = await collectUntilFailure(model().streamText(request()));

    expect(chunks).toEqual(['Subject: Hi\n\n', 'Dear']);
    expect(error).toBeInstanceOf(LanguageModelFailed);
    expect(error).toMatchObject({ code: 'LANGUAGE_MODEL.INTERRUPTED' });
    expect((error as Error).message).toBe(
      'The connection to the AI service broke off part-way through its answer. Please try again.',
    );
  });

  it('throws a clear error when the server sends an error event mid-stream', async () => {
    double.behave({ kind: 'break', chunks: ['Subject: Hi'], how: 'error-event', message: 'overloaded' });

    const { chunks, error } = await collectUntilFailure(model().streamText(request()));

    expect(chunks).toEqual(['Subject: Hi']);
    expect(error).toMatchObject({ code: 'LANGUAGE_MODEL.INTERRUPTED' });
    expect((error as Error).message).toBe(
      'The AI service stopped part-way through its answer (overloaded). Please try again.',
    );
  });

  it('says the service cannot be reached when nothing listens', async () => {
    const unreachable = new OpenAiLanguageModel({
      apiKey: 'sk-test-key',
      baseURL: 'http://127.0.0.1:9/v1',
      model: 'gpt-test',
      maxRetries: 0,
    });

    const { error } = await collectUntilFailure(unreachable.streamText(request()));

    expect(error).toMatchObject({ code: 'LANGUAGE_MODEL.UNAVAILABLE' });
    expect((error as Error).message).toBe(
      'The AI service could not be reached. Please try again in a moment.',
    );
  });

  it('stops the request when the signal aborts mid-stream, and says it was aborted', async () => {
    double.behave({ kind: 'stall', chunks: ['Subject: Hi\n\n'] });
    const controller = new AbortController();
    const chunks: string[] = [];

    const reading = (async () => {
      for await (const chunk of model().streamText(request({ signal: controller.signal }))) {
        chunks.push(chunk);
        controller.abort();
      }
    })();

    await expect(reading).rejects.toThrow(LanguageModelAborted);
    expect(chunks).toEqual(['Subject: Hi\n\n']);
    await double.waitForClosedEarly(1);
    expect(double.closedEarly()).toBe(1);
  });

  it('describes itself as the configured OpenAI model', () => {
    expect(model().describe()).toEqual({ provider: 'openai', model: 'gpt-test' });
  });
});
