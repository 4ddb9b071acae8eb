import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { SpeechModule } from '../platform/speech/speech.module';
import { ArticleAudioLibrary } from './article-audio-library';
import { articleAudioErrorStatus } from './article-audio.errors';
import { ArticleAudioController } from './http/article-audio.controller';

registerErrorStatus(articleAudioErrorStatus);

/**
 * Article audio: POST /blog/tts reads a post's text aloud through the speech port, keeping each text's audio in
 * the file storage. The blog (BlogLibrary) says which posts exist and what each one's text is. FILE_STORAGE and the rate limits come from the global PlatformModule.
 */
@Module({
  imports: [SpeechModule, BlogModule],
  controllers: [ArticleAudioController],
  providers: [ArticleAudioLibrary],
})
export class ArticleAudioModule {}
