import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/config';
import { EmbeddedLanguageModel } from './embedded-language-model';
import { LANGUAGE_MODEL, LanguageModel } from './language-model.port';
import { OpenAiLanguageModel } from './openai-language-model';

type LanguageModelConfig = Pick<
  AppConfig,
  'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'OPENAI_STREAM' | 'OPENAI_EMBEDDING_MODEL'
>;

/** The configured adapter: the openai SDK when OPENAI_API_KEY is set, else the offline drafter. */
export function createLanguageModel(config: LanguageModelConfig): LanguageModel {
  if (config.OPENAI_API_KEY === undefined) return new EmbeddedLanguageModel();
  return new OpenAiLanguageModel({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    stream: config.OPENAI_STREAM,
    embeddingModel: config.OPENAI_EMBEDDING_MODEL,
  });
}

/** Provides LANGUAGE_MODEL to the contexts that write with it (drafting; company search later). */
@Module({
  providers: [
    {
      provide: LANGUAGE_MODEL,
      useFactory: (config: AppConfig) => createLanguageModel(config),
      inject: [APP_CONFIG],
    },
  ],
  exports: [LANGUAGE_MODEL],
})
export class LanguageModelModule {}
