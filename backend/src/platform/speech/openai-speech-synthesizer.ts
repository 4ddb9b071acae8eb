import OpenAI, { APIConnectionError, APIError } from 'openai';
import { SpeechDescription, SpeechFailed, SpeechSynthesizer, SynthesizedSpeech } from './speech.port';
import { speechChunks } from './speech-chunks';

export interface OpenAiSpeechOptions {
  apiKey: string;
  /** An OpenAI-compatible server's API root; OpenAI's own when undefined. */
  baseURL?: string;
  model: string;
  voice: string;
  /** The SDK retries 408/409/429/5xx and connection errors with back-off before giving up. */
  maxRetries?: number;
  timeoutMs?: number;
}

const OPENAI_API = 'https://api.openai.com/v1';

/** What went wrong, in words a listener or operator can act on. */
export function speechFailure(error: unknown): SpeechFailed {
  if (error instanceof SpeechFailed) return error;
  if (error instanceof APIError && error.status !== undefined) {
    if (error.status === 401 || error.status === 403) {
      return new SpeechFailed(
        'SPEECH.REFUSED',
        `The speech service refused the server's API key (HTTP ${error.status}). An administrator needs to check OPENAI_API_KEY.`,
      );
    }
    if (error.status === 429) {
      return new SpeechFailed(
        'SPEECH.BUSY',
        'The speech service is busy (HTTP 429). Please try again in a minute.',
      );
    }
    if (error.status >= 500) {
      return new SpeechFailed(
        'SPEECH.UNAVAILABLE',
        `The speech service failed (HTTP ${error.status}). Please try again.`,
      );
    }
    return new SpeechFailed(
      'SPEECH.REFUSED',
      `The speech service refused the request (HTTP ${error.status}).`,
    );
  }
  if (error instanceof APIConnectionError) {
    return new SpeechFailed(
      'SPEECH.UNAVAILABLE',
      'The speech service could not be reached. Please try again in a moment.',
    );
  }
  return new SpeechFailed(
    'SPEECH.UNAVAILABLE',
    'The speech service did not answer. Please try again in a moment.',
  );
}

/**
 * OpenAI's speech endpoint through the official SDK. Its input is at most 4,096 characters, so a longer article is
 * read in pieces cut at sentence ends, one after another, and their MP3 streams joined: MP3 is a sequence of
 * self-contained frames, so the joined file plays as one.
 */
export class OpenAiSpeechSynthesizer implements SpeechSynthesizer {
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiSpeechOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      // Always explicit: the SDK would otherwise read OPENAI_BASE_URL from the environment itself.
      baseURL: options.baseURL ?? OPENAI_API,
      maxRetries: options.maxRetries ?? 2,
      timeout: options.timeoutMs ?? 120_000,
    });
  }

  describe(): SpeechDescription {
    return {
      engine: 'openai',
      model: this.options.model,
      voice: this.options.voice,
      format: 'mp3',
      contentType: 'audio/mpeg',
    };
  }

  async synthesize(text: string): Promise<SynthesizedSpeech> {
    const parts: Buffer[] = [];
    try {
      for (const input of speechChunks(text)) {
        const response = await this.client.audio.speech.create({
          model: this.options.model,
          voice: this.options.voice,
          input,
          response_format: 'mp3',
        });
        parts.push(Buffer.from(await response.arrayBuffer()));
      }
    } catch (error) {
      throw speechFailure(error);
    }
    const audio = Buffer.concat(parts);
    if (audio.length === 0)
      throw new SpeechFailed('SPEECH.UNAVAILABLE', 'The speech service answered with no audio.');
    return { audio, contentType: 'audio/mpeg' };
  }
}
