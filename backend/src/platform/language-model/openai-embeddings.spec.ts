import { LanguageModelAborted, LanguageModelFailed } from './language-model.port';
import { OpenAiLanguageModel } from './openai-language-model';
import { doubleEmbedding, OpenAiDouble, startOpenAiDouble } from './testing/openai-double';

describe('OpenAiLanguageModel.embed through the openai SDK against a local server', () => {
  let double: OpenAiDouble;
  const model = (embeddingModel: string | null = 'embed-test') =>
    new OpenAiLanguageModel({
      apiKey: 'sk-test-key',
      baseURL: double.baseURL,
      model: 'gpt-test',
      embeddingModel: embeddingModel ?? undefined,
      maxRetries: 0,
    });

  beforeEach(async () => {
    double = await startOpenAiDouble();
  });
  afterEach(async () => {
    await double.close();
  });

  it('sends the texts and the embedding model, and answers one decoded vector per text in order', async () => {
    const texts = ['Senior Data Engineer, Spark and Airflow', 'Sales Director', 'data engineer spark'];

    const vectors = await model().embed!(texts);

    expect(vectors).toEqual(texts.map(doubleEmbedding));
    expect(double.requests).toHaveLength(1);
    // The SDK asks for base64 and decodes it; the adapter leaves that to the SDK.
    expect(double.requests[0]).toMatchObject({
      path: '/v1/embeddings',
      authorization: 'Bearer sk-test-key',
      body: { model: 'embed-test', input: texts, encoding_format: 'base64' },
    });
  });

  it('has no embed without an embedding model', () => {
    expect(model(null).embed).toBeUndefined();
  });

  it('asks nothing for no texts', async () => {
    await expect(model().embed!([])).resolves.toEqual([]);
    expect(double.requests).toHaveLength(0);
  });

  it('reports a provider error as LanguageModelFailed with the status', async () => {
    double.behave({ kind: 'http-error', status: 401, message: 'Incorrect API key provided.' });
    const failure = model().embed!(['x']).catch((error: unknown) => error);
    await expect(failure).resolves.toBeInstanceOf(LanguageModelFailed);
    await expect(failure).resolves.toMatchObject({ code: 'LANGUAGE_MODEL.AUTHENTICATION', status: 401 });
  });

  it('throws LanguageModelAborted for an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(model().embed!(['x'], controller.signal)).rejects.toThrow(LanguageModelAborted);
  });
});
