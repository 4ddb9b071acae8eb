import {
  LanguageModel,
  LanguageModelAborted,
  LanguageModelDescription,
  LanguageModelRequest,
} from './language-model.port';

/** Writes the whole answer for one purpose from the request's structured context; pure and deterministic. */
export type OfflineComposer = (request: LanguageModelRequest) => string;

const composers = new Map<string, OfflineComposer>();

/**
 * Contexts register how the offline drafter answers their purpose at module load (as they register error
 * statuses), so the platform knows no context's data and each purpose's wording lives with its context.
 */
export function registerOfflineComposer(purpose: string, composer: OfflineComposer): void {
  composers.set(purpose, composer);
}

export const registeredOfflineComposers = (): ReadonlyMap<string, OfflineComposer> => composers;

export const EMBEDDED_MODEL_NAME = 'offline-drafter';

/** The answer for a purpose nobody registered: clearly not a model's, and the same for the same request. */
export function offlineAnswer(request: LanguageModelRequest): string {
  const prompt = request.prompt.replace(/\s+/g, ' ').trim();
  const excerpt = prompt.length > 200 ? `${prompt.slice(0, 199)}…` : prompt;
  return [
    `[Offline answer: no language model is configured, so nothing was generated for "${request.purpose}".]`,
    'Set OPENAI_API_KEY (and OPENAI_BASE_URL for a compatible server) to get real answers.',
    `Request: ${excerpt}`,
  ].join('\n');
}

/** Words and the spaces after them, so the chunks join back into exactly the text. */
export function chunksOf(text: string, wordsPerChunk = 4): string[] {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk) {
    chunks.push(pieces.slice(i, i + wordsPerChunk).join(''));
  }
  return chunks;
}

/** The offline default: answers from the structured context, streamed in chunks like a model. */
export class EmbeddedLanguageModel implements LanguageModel {
  constructor(
    private readonly byPurpose: ReadonlyMap<string, OfflineComposer> = registeredOfflineComposers(),
  ) {}

  describe(): LanguageModelDescription {
    return { provider: 'embedded', model: EMBEDDED_MODEL_NAME };
  }

  async *streamText(request: LanguageModelRequest): AsyncGenerator<string> {
    const composer = this.byPurpose.get(request.purpose);
    if (request.signal?.aborted) throw new LanguageModelAborted();
    const text = composer ? composer(request) : offlineAnswer(request);
    for (const chunk of chunksOf(text)) {
      // A turn of the event loop per chunk, so the caller's writes go out between chunks as with a real model.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (request.signal?.aborted) throw new LanguageModelAborted();
      yield chunk;
    }
  }
}
