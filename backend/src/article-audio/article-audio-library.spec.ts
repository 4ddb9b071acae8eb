import { FileStorage, StoredFileNotFound } from '../platform/storage/file-storage.port';
import type { SpeechDescription, SpeechSynthesizer, SynthesizedSpeech } from '../platform/speech/speech.port';
import { articleAudioCacheKey } from './article-audio-cache';
import { ArticleAudioLibrary } from './article-audio-library';

const ESPEAK: SpeechDescription = {
  engine: 'espeak-ng',
  model: 'espeak-ng-1.0.2-wasm',
  voice: 'en-us@175wpm',
  format: 'wav-pcm-u8-11025-mono',
  contentType: 'audio/wav',
};
const OPENAI: SpeechDescription = {
  engine: 'openai',
  model: 'gpt-4o-mini-tts',
  voice: 'alloy',
  format: 'mp3',
  contentType: 'audio/mpeg',
};

class MemoryFiles implements FileStorage {
  readonly files = new Map<string, Buffer>();
  async put(key: string, content: Buffer) {
    this.files.set(key, content);
  }
  async get(key: string) {
    const content = this.files.get(key);
    if (!content) throw new StoredFileNotFound(key);
    return content;
  }
  async delete(key: string) {
    this.files.delete(key);
  }
}

class CountingSynthesizer implements SpeechSynthesizer {
  readonly texts: string[] = [];
  constructor(private readonly description: SpeechDescription = ESPEAK) {}
  describe() {
    return this.description;
  }
  async synthesize(text: string): Promise<SynthesizedSpeech> {
    this.texts.push(text);
    await new Promise((resolve) => setImmediate(resolve));
    return { audio: Buffer.from(`audio of ${text}`), contentType: this.description.contentType };
  }
}

describe('article audio cache key', () => {
  it('is the same for the same text spoken the same way', () => {
    expect(articleAudioCacheKey(ESPEAK, 'Hello.')).toBe(articleAudioCacheKey({ ...ESPEAK }, 'Hello.'));
  });

  it('is a storage key under article-audio with the engine and the audio type', () => {
    expect(articleAudioCacheKey(ESPEAK, 'Hello.')).toMatch(/^article-audio\/espeak-ng\/[0-9a-f]{64}\.wav$/);
    expect(articleAudioCacheKey(OPENAI, 'Hello.')).toMatch(/^article-audio\/openai\/[0-9a-f]{64}\.mp3$/);
  });

  it('differs when the text, the engine, the model, the voice or the format differs', () => {
    const keys = [
      articleAudioCacheKey(ESPEAK, 'Hello.'),
      articleAudioCacheKey(ESPEAK, 'Hello!'),
      articleAudioCacheKey({ ...ESPEAK, engine: 'openai' }, 'Hello.'),
      articleAudioCacheKey({ ...ESPEAK, model: 'espeak-ng-1.52' }, 'Hello.'),
      articleAudioCacheKey({ ...ESPEAK, voice: 'en-gb@175wpm' }, 'Hello.'),
      articleAudioCacheKey({ ...ESPEAK, voice: 'en-us@200wpm' }, 'Hello.'),
      articleAudioCacheKey({ ...ESPEAK, format: 'wav-pcm-u8-22050-mono' }, 'Hello.'),
      articleAudioCacheKey({ ...OPENAI, voice: 'nova' }, 'Hello.'),
    ];

    expect(new Set(keys).size).toBe(keys.length);
  });

  it('cannot be made equal by moving text between the parts', () => {
    expect(articleAudioCacheKey({ ...ESPEAK, voice: 'en-us' }, 'x Hello.')).not.toBe(
      articleAudioCacheKey({ ...ESPEAK, voice: 'en-us x' }, 'Hello.'),
    );
  });
});

describe('article audio library', () => {
  it('finds nothing before the text was spoken', async () => {
    const library = new ArticleAudioLibrary(new CountingSynthesizer(), new MemoryFiles());

    await expect(library.find('Hello.')).resolves.toBeNull();
  });

  it('synthesises a text once, stores it, and serves it from the store after', async () => {
    const speech = new CountingSynthesizer();
    const files = new MemoryFiles();
    const library = new ArticleAudioLibrary(speech, files);

    const first = await library.speak('Hello.');
    const again = await library.speak('Hello.');
    const found = await library.find('Hello.');

    expect(first).toMatchObject({
      audio: Buffer.from('audio of Hello.'),
      contentType: 'audio/wav',
      cached: false,
    });
    expect(again).toMatchObject({ audio: first.audio, cached: true, key: first.key });
    expect(found).toMatchObject({ audio: first.audio, cached: true });
    expect(speech.texts).toEqual(['Hello.']);
    expect([...files.files.keys()]).toEqual([articleAudioCacheKey(ESPEAK, 'Hello.')]);
  });

  it('synthesises the same text asked for at once only once', async () => {
    const speech = new CountingSynthesizer();
    const library = new ArticleAudioLibrary(speech, new MemoryFiles());

    const answers = await Promise.all([
      library.speak('Hello.'),
      library.speak('Hello.'),
      library.speak('Bye.'),
    ]);

    expect(speech.texts).toEqual(['Hello.', 'Bye.']);
    expect(answers[0].audio).toEqual(answers[1].audio);
  });

  it('misses audio another voice made, and keeps both', async () => {
    const files = new MemoryFiles();
    const espeak = new CountingSynthesizer(ESPEAK);
    const openai = new CountingSynthesizer(OPENAI);
    await new ArticleAudioLibrary(espeak, files).speak('Hello.');

    const library = new ArticleAudioLibrary(openai, files);
    await expect(library.find('Hello.')).resolves.toBeNull();
    const spoken = await library.speak('Hello.');

    expect(spoken).toMatchObject({ contentType: 'audio/mpeg', cached: false });
    expect(openai.texts).toEqual(['Hello.']);
    expect(files.files.size).toBe(2);
  });

  it('stores nothing when synthesis fails, so the next request tries again', async () => {
    const files = new MemoryFiles();
    const failing: SpeechSynthesizer = {
      describe: () => ESPEAK,
      synthesize: () => Promise.reject(new Error('no audio')),
    };
    const library = new ArticleAudioLibrary(failing, files);

    await expect(library.speak('Hello.')).rejects.toThrow('no audio');
    await expect(library.speak('Hello.')).rejects.toThrow('no audio');
    expect(files.files.size).toBe(0);
  });
});
