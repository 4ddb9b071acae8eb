import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, FileStorage, StoredFileNotFound } from '../platform/storage/file-storage.port';
import { SPEECH_SYNTHESIZER, SpeechAudioType, SpeechSynthesizer } from '../platform/speech/speech.port';
import { articleAudioCacheKey } from './article-audio-cache';

export interface ArticleAudio {
  audio: Buffer;
  contentType: SpeechAudioType;
  /** The cache key: the same text by the same voice always has the same one. */
  key: string;
  /** Served from the file storage rather than synthesised for this request. */
  cached: boolean;
}

/**
 * Audio of article texts, kept in the file storage under a hash of (engine, model, voice, format, text): a text is
 * synthesised once per voice, and the same text asked for several times at once is synthesised once.
 */
@Injectable()
export class ArticleAudioLibrary {
  private readonly inFlight = new Map<string, Promise<ArticleAudio>>();

  constructor(
    @Inject(SPEECH_SYNTHESIZER) private readonly speech: SpeechSynthesizer,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  /** The audio already made for the text, or null. */
  async find(text: string): Promise<ArticleAudio | null> {
    const description = this.speech.describe();
    const key = articleAudioCacheKey(description, text);
    try {
      const audio = await this.files.get(key);
      return { audio, contentType: description.contentType, key, cached: true };
    } catch (error) {
      if (error instanceof StoredFileNotFound) return null;
      throw error;
    }
  }

  /** The audio for the text: the stored one, else synthesised now and stored for the next listener. */
  async speak(text: string): Promise<ArticleAudio> {
    const key = articleAudioCacheKey(this.speech.describe(), text);
    const running = this.inFlight.get(key);
    if (running) return running;
    const made = this.make(key, text).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, made);
    return made;
  }

  private async make(key: string, text: string): Promise<ArticleAudio> {
    const found = await this.find(text);
    if (found) return found;
    const { audio, contentType } = await this.speech.synthesize(text);
    await this.files.put(key, audio);
    return { audio, contentType, key, cached: false };
  }
}
