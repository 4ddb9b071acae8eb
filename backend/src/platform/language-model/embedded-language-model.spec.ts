import { loadConfig } from '../config/config';
import { chunksOf, EmbeddedLanguageModel, type OfflineComposer } from './embedded-language-model';
import { createLanguageModel } from './language-model.module';
import { LanguageModelAborted, type LanguageModelRequest } from './language-model.port';
import { OpenAiLanguageModel } from './openai-language-model';

const request = (overrides: Partial<LanguageModelRequest> = {}): LanguageModelRequest => ({
  purpose: 'company_search',
  system: 'system',
  prompt: 'Find fintech companies in Leeds',
  ...overrides,
});

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of iterable) chunks.push(chunk);
  return chunks;
}

describe('EmbeddedLanguageModel', () => {
  it('streams what the purpose composer writes, in several chunks that join back exactly', async () => {
    const composer: OfflineComposer = (req) =>
      `Subject: For ${String(req.context)}\n\nLine one.\nLine two has more words in it.`;
    const model = new EmbeddedLanguageModel(new Map([['email_draft', composer]]));

    const chunks = await collect(model.streamText(request({ purpose: 'email_draft', context: 'Grace' })));

    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe('Subject: For Grace\n\nLine one.\nLine two has more words in it.');
  });

  it('answers an unregistered purpose with a clearly labelled, deterministic offline answer', async () => {
    const model = new EmbeddedLanguageModel(new Map());

    const first = (await collect(model.streamText(request()))).join('');
    const second = (await collect(model.streamText(request()))).join('');

    expect(first).toBe(second);
    expect(first).toContain('[Offline answer: no language model is configured');
    expect(first).toContain('"company_search"');
    expect(first).toContain('Request: Find fintech companies in Leeds');
  });

  it('stops with LanguageModelAborted when the signal aborts', async () => {
    const model = new EmbeddedLanguageModel(
      new Map([['email_draft', () => 'one two three four five six seven eight nine ten']]),
    );
    const controller = new AbortController();
    const chunks: string[] = [];

    await expect(
      (async () => {
        for await (const chunk of model.streamText(
          request({ purpose: 'email_draft', signal: controller.signal }),
        )) {
          chunks.push(chunk);
          controller.abort();
        }
      })(),
    ).rejects.toThrow(LanguageModelAborted);
    expect(chunks).toHaveLength(1);
  });

  it('describes itself as the offline drafter', () => {
    expect(new EmbeddedLanguageModel(new Map()).describe()).toEqual({
      provider: 'embedded',
      model: 'offline-drafter',
    });
  });

  it('keeps every character, spaces and line breaks included, when chunking', () => {
    const text = '  Dear Grace,\n\nI  build\tthings.\n';
    expect(chunksOf(text, 2).join('')).toBe(text);
  });
});

describe('createLanguageModel', () => {
  const base = {
    DATABASE_URL: 'postgres://u:p@localhost:5432/db',
    JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
  };

  it('uses the offline drafter without OPENAI_API_KEY', () => {
    expect(createLanguageModel(loadConfig(base)).describe()).toEqual({
      provider: 'embedded',
      model: 'offline-drafter',
    });
  });

  it('uses the openai SDK with OPENAI_API_KEY, on gpt-4o-mini unless OPENAI_MODEL says otherwise', () => {
    const byDefault = createLanguageModel(loadConfig({ ...base, OPENAI_API_KEY: 'sk-x' }));
    expect(byDefault).toBeInstanceOf(OpenAiLanguageModel);
    expect(byDefault.describe()).toEqual({ provider: 'openai', model: 'gpt-4o-mini' });
    const chosen = createLanguageModel(
      loadConfig({ ...base, OPENAI_API_KEY: 'sk-x', OPENAI_MODEL: 'llama3.1' }),
    );
    expect(chosen.describe()).toEqual({ provider: 'openai', model: 'llama3.1' });
  });

  it('gives the openai adapter embed() only with OPENAI_EMBEDDING_MODEL; the offline one never has it', () => {
    expect(createLanguageModel(loadConfig({ ...base, OPENAI_API_KEY: 'sk-x' })).embed).toBeUndefined();
    expect(
      createLanguageModel(
        loadConfig({ ...base, OPENAI_API_KEY: 'sk-x', OPENAI_EMBEDDING_MODEL: 'text-embedding-3-small' }),
      ).embed,
    ).toBeInstanceOf(Function);
    expect(
      createLanguageModel(loadConfig({ ...base, OPENAI_EMBEDDING_MODEL: 'text-embedding-3-small' })).embed,
    ).toBeUndefined();
  });

  it('refuses OPENAI_BASE_URL without OPENAI_API_KEY, and a base URL that is not http(s)', () => {
    expect(() => loadConfig({ ...base, OPENAI_BASE_URL: 'http://localhost:11434/v1' })).toThrow(
      /OPENAI_API_KEY: OPENAI_API_KEY is required when OPENAI_BASE_URL is set/,
    );
    expect(() => loadConfig({ ...base, OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'ftp://x/v1' })).toThrow(
      /OPENAI_BASE_URL: /,
    );
  });
});
