import { DomainError } from '../platform/errors/domain-error';

/** The per-client limit on recorded clicks. */
export class RecordingTooOften extends DomainError {
  readonly code = 'SITE_ANALYTICS.TOO_MANY_REQUESTS';
  constructor(readonly retryAfterSeconds: number) {
    super('Too many events from this client. Try again in a minute.', 'button_name');
  }
}

export const siteAnalyticsErrorStatus: Record<string, number> = {
  'SITE_ANALYTICS.TOO_MANY_REQUESTS': 429,
};
