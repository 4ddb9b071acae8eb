import { MAX_SAVED_SEARCHES, TooManySavedSearches } from './company-search.errors';
import type { SavedSearchEvent } from './company-search.events';
import { savedSearchIdFor } from './saved-search-id';
import { deciderSpec } from '../platform/testing/decider-spec';
import { savedSearchDecider, type SavedSearchCommand } from './saved-search.decider';

const given = deciderSpec(savedSearchDecider);

const save = (
  term: string,
  location: string | null = null,
  size: string | null = null,
): SavedSearchCommand => ({
  type: 'SaveSearch',
  data: {
    userId: 'ada',
    searchId: savedSearchIdFor('ada', term, location, size),
    search_term: term,
    location,
    company_size: size,
  },
});
const saved = (command: SavedSearchCommand): SavedSearchEvent => ({
  type: 'SearchSaved',
  data: command.data,
});

describe('saved search decider', () => {
  it('saves a search the user has not saved', () => {
    given()
      .when(save('fintech'))
      .then([saved(save('fintech'))]);
  });

  it('records nothing when the same search is saved again, whatever the case of its term', () => {
    given(saved(save('fintech', 'United States', '51-200')))
      .when(save('  FinTech ', 'United States', '51-200'))
      .then([]);
  });

  it('keeps a search with another location or size apart', () => {
    given(saved(save('fintech')))
      .when(save('fintech', 'United States'))
      .then([saved(save('fintech', 'United States'))]);
    given(saved(save('fintech', 'United States')))
      .when(save('fintech', 'United States', '11-50'))
      .then([saved(save('fintech', 'United States', '11-50'))]);
  });

  it('keeps each user’s saved searches apart', () => {
    expect(savedSearchIdFor('ada', 'fintech', null, null)).not.toBe(
      savedSearchIdFor('bob', 'fintech', null, null),
    );
  });

  it(`refuses a new search beyond ${MAX_SAVED_SEARCHES}, but still answers one already saved`, () => {
    const full = Array.from({ length: MAX_SAVED_SEARCHES }, (_, i) => saved(save(`term ${i}`)));
    given(...full)
      .when(save('one more'))
      .thenThrows(TooManySavedSearches);
    given(...full)
      .when(save('term 7'))
      .then([]);
  });
});
