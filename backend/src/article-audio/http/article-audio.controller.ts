import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { BlogLibrary } from '../../blog/blog.module';
import { ValidBody } from '../../platform/http/zod-validation.pipe';
import { ClientRateLimiter, RateLimiters, rateLimitKey } from '../../platform/security/rate-limiter';
import { ArticleAudio, ArticleAudioLibrary } from '../article-audio-library';
import { ListeningTooOften } from '../article-audio.errors';
import { articleAudioBody, type ArticleAudioBody } from '../article-audio.contract';
import { textToSpeak } from '../article-text';

/**
 * Per client address, new audio only (audio already made costs a file read and is never refused): 6 per 10
 * minutes. A visitor listens to a post or two; synthesising the longest post takes a core for seconds (eSpeak NG)
 * or costs money (OpenAI). Counted in PostgreSQL, shared by every API node.
 */
export const ARTICLE_AUDIO_LIMIT = { name: 'article-audio', points: 6, durationSeconds: 600 };

/** A year: the audio under a key never changes, since the key is a hash of everything that shapes it. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** 'Listen to article' on a blog post: public, so new audio is rate limited per client address. */
@ApiTags('blog')
@Controller('blog')
export class ArticleAudioController {
  private readonly limiter: ClientRateLimiter;

  constructor(
    private readonly library: ArticleAudioLibrary,
    private readonly blog: BlogLibrary,
    limits: RateLimiters,
  ) {
    this.limiter = limits.limit(ARTICLE_AUDIO_LIMIT);
  }

  @Post('tts')
  @HttpCode(200)
  @ApiProduces('audio/wav', 'audio/mpeg')
  async speak(
    @ValidBody(articleAudioBody) body: ArticleAudioBody,
    @Req() req: Request,
    @Res() res: Response,
  ) {
    // An unknown slug is a 404 (BLOG.POST_NOT_FOUND); another text than the post's a 422 naming text.
    const text = textToSpeak(body.slug, this.blog.listenText(body.slug), body.text);
    const found = await this.library.find(text);
    if (found) return send(res, found);
    // req.ip honours X-Forwarded-For only from the proxies TRUST_PROXY names (none by default).
    const verdict = await this.limiter.take(rateLimitKey(req.ip));
    if (!verdict.allowed) {
      // The exception filter answers on this response, so the header set here goes out with the 429.
      res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      throw new ListeningTooOften(verdict.retryAfterSeconds);
    }
    return send(res, await this.library.speak(text));
  }
}

function send(res: Response, { audio, contentType, key, cached }: ArticleAudio): void {
  res
    .status(200)
    .set({
      'Content-Type': contentType,
      'Content-Length': String(audio.length),
      'Cache-Control': IMMUTABLE,
      ETag: `"${key.slice(key.lastIndexOf('/') + 1)}"`,
      'X-Cache': cached ? 'HIT' : 'MISS',
    })
    .end(audio);
}
