import { DomainError, domainError } from '../platform/errors/domain-error';

/** A client asked for more new audio than its limit allows; audio already made is never refused. */
export class ListeningTooOften extends DomainError {
  readonly code = 'ARTICLE_AUDIO.TOO_MANY_REQUESTS';
  constructor(readonly retryAfterSeconds: number) {
    super('Too many articles read aloud from here. Please wait a few minutes before listening to another.');
  }
}

/** Only a post's own text is read aloud: the listen_text GET /blog/{slug} answers. */
export class NotThePostsText extends domainError(
  'ARTICLE_AUDIO.TEXT_NOT_THE_POSTS',
  (slug: string) => `text must be the post's listen_text, as GET /blog/${slug} answers it.`,
  'text',
) {}

export const articleAudioErrorStatus: Record<string, number> = {
  'ARTICLE_AUDIO.TOO_MANY_REQUESTS': 429,
  'ARTICLE_AUDIO.TEXT_NOT_THE_POSTS': 422,
};
