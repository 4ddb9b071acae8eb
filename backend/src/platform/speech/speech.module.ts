import { Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/config';
import { EmbeddedSpeechSynthesizer } from './embedded-speech-synthesizer';
import { OpenAiSpeechSynthesizer } from './openai-speech-synthesizer';
import { SPEECH_SYNTHESIZER, SpeechSynthesizer } from './speech.port';

type SpeechConfig = Pick<
  AppConfig,
  | 'TTS_ENGINE'
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_TTS_MODEL'
  | 'OPENAI_TTS_VOICE'
  | 'ESPEAK_VOICE'
  | 'ESPEAK_WORDS_PER_MINUTE'
>;

/** The configured adapter: TTS_ENGINE when set, else OpenAI when OPENAI_API_KEY is set, else eSpeak NG offline. */
export function createSpeechSynthesizer(config: SpeechConfig): SpeechSynthesizer {
  const engine = config.TTS_ENGINE ?? (config.OPENAI_API_KEY === undefined ? 'embedded' : 'openai');
  if (engine === 'openai' && config.OPENAI_API_KEY !== undefined) {
    return new OpenAiSpeechSynthesizer({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      model: config.OPENAI_TTS_MODEL,
      voice: config.OPENAI_TTS_VOICE,
    });
  }
  return new EmbeddedSpeechSynthesizer({
    voice: config.ESPEAK_VOICE,
    wordsPerMinute: config.ESPEAK_WORDS_PER_MINUTE,
  });
}

/** Provides SPEECH_SYNTHESIZER to the contexts that read text aloud (article audio). */
@Module({
  providers: [
    {
      provide: SPEECH_SYNTHESIZER,
      useFactory: (config: AppConfig) => createSpeechSynthesizer(config),
      inject: [APP_CONFIG],
    },
  ],
  exports: [SPEECH_SYNTHESIZER],
})
export class SpeechModule implements OnApplicationShutdown {
  constructor(@Inject(SPEECH_SYNTHESIZER) private readonly speech: SpeechSynthesizer) {}

  async onApplicationShutdown(): Promise<void> {
    await this.speech.close?.();
  }
}
