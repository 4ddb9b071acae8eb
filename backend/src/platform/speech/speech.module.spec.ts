import { ConfigError, loadConfig } from '../config/config';
import { EmbeddedSpeechSynthesizer } from './embedded-speech-synthesizer';
import { OpenAiSpeechSynthesizer } from './openai-speech-synthesizer';
import { createSpeechSynthesizer } from './speech.module';

const valid = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/outreach',
  JWT_SECRET: 'x'.repeat(32),
};
const synthesizerFor = (env: Record<string, string>) =>
  createSpeechSynthesizer(loadConfig({ ...valid, ...env }));

describe('the configured speech synthesizer', () => {
  it('is eSpeak NG offline by default, in American English at 175 words a minute', () => {
    const synthesizer = synthesizerFor({});

    expect(synthesizer).toBeInstanceOf(EmbeddedSpeechSynthesizer);
    expect(synthesizer.describe()).toMatchObject({ engine: 'espeak-ng', voice: 'en-us@175wpm' });
  });

  it("is OpenAI's speech endpoint when an OpenAI key is set, in the configured model and voice", () => {
    const synthesizer = synthesizerFor({ OPENAI_API_KEY: 'sk-x', OPENAI_TTS_VOICE: 'nova' });

    expect(synthesizer).toBeInstanceOf(OpenAiSpeechSynthesizer);
    expect(synthesizer.describe()).toMatchObject({
      engine: 'openai',
      model: 'gpt-4o-mini-tts',
      voice: 'nova',
    });
  });

  it('stays offline with a key when TTS_ENGINE says embedded (a compatible server without speech)', () => {
    const synthesizer = synthesizerFor({
      OPENAI_API_KEY: 'sk-x',
      TTS_ENGINE: 'embedded',
      ESPEAK_VOICE: 'en-gb',
    });

    expect(synthesizer.describe()).toMatchObject({ engine: 'espeak-ng', voice: 'en-gb@175wpm' });
  });

  it('refuses TTS_ENGINE=openai without a key, and a voice or pace eSpeak NG cannot take', () => {
    expect(() => synthesizerFor({ TTS_ENGINE: 'openai' })).toThrow(ConfigError);
    expect(() => synthesizerFor({ TTS_ENGINE: 'festival' })).toThrow(/TTS_ENGINE/);
    expect(() => synthesizerFor({ ESPEAK_VOICE: 'en us; rm' })).toThrow(/ESPEAK_VOICE/);
    expect(() => synthesizerFor({ ESPEAK_WORDS_PER_MINUTE: '1000' })).toThrow(/ESPEAK_WORDS_PER_MINUTE/);
  });
});
