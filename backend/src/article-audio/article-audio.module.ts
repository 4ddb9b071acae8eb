import { Module } from '@nestjs/common';
import { registerErrorStatus } from '../platform/http/error-status';
import { SpeechModule } from '../platform/speech/speech.module';
import { ArticleAudioLibrary } from './article-audio-library';
import { articleAudioErrorStatus } from './article-audio.errors';
import { ArticleAudioController } from './http/article-audio.controller';

registerErrorStatus(articleAudioErrorStatus);

/**
 * Article audio: POST /blog/tts reads a post's text aloud through the speech port, keeping each text's audio in
 * the file storage. FILE_STORAGE and the rate limits come from the global PlatformModule.
 */
@Module({
  imports: [SpeechModule],
  controllers: [ArticleAudioController],
  providers: [ArticleAudioLibrary],
})
export class ArticleAudioModule {}
