import { DomainError } from '../platform/errors/domain-error';

/** A client asked for more new audio than its limit allows; audio already made is never refused. */
export class ListeningTooOften extends DomainError {
  readonly code = 'ARTICLE_AUDIO.TOO_MANY_REQUESTS';
  constructor(readonly retryAfterSeconds: number) {
    super('Too many articles read aloud from here. Please wait a few minutes before listening to another.');
  }
}

export const articleAudioErrorStatus: Record<string, number> = {
  'ARTICLE_AUDIO.TOO_MANY_REQUESTS': 429,
};
