import { DomainError, domainError } from '../platform/errors/domain-error';

/** outreach.md §8: the AI search's failure text; its answer could not be read as a list of companies. */
export class AiCompanySearchFailed extends domainError(
  'COMPANY_SEARCH.AI_ANSWER_UNREADABLE',
  'Failed to perform company search.',
) {}

/** outreach.md §8: 'Find more' failed the same way. */
export class MoreCompaniesFailed extends domainError(
  'COMPANY_SEARCH.MORE_ANSWER_UNREADABLE',
  'Failed to generate more companies.',
) {}

/** The public demo search's per-client limit; the text is the demo's cooldown alert (access spec §8). */
export class SearchingTooOften extends DomainError {
  readonly code = 'COMPANY_SEARCH.TOO_MANY_REQUESTS';
  constructor(readonly retryAfterSeconds: number) {
    super('Please wait before searching again.');
  }
}

export const MAX_SAVED_SEARCHES = 200;

/** Bounds the saved-search list a screen shows and a stream folds. */
export class TooManySavedSearches extends domainError(
  'COMPANY_SEARCH.TOO_MANY_SAVED_SEARCHES',
  `You can keep at most ${MAX_SAVED_SEARCHES} saved searches.`,
  'search_term',
) {}

export const companySearchErrorStatus: Record<string, number> = {
  'COMPANY_SEARCH.AI_ANSWER_UNREADABLE': 502,
  'COMPANY_SEARCH.MORE_ANSWER_UNREADABLE': 502,
  'COMPANY_SEARCH.TOO_MANY_REQUESTS': 429,
  'COMPANY_SEARCH.TOO_MANY_SAVED_SEARCHES': 422,
};
