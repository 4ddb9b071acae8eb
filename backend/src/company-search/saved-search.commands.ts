import type { CommandMetadata } from '../platform/commands/command-metadata';
import { Decide, type DecisionTarget } from '../platform/commands/decide.command';
import type { SavedSearchView, SaveSearchBody } from './company-search.contract';
import { savedSearchesStreamId, type SavedSearchEvent } from './company-search.events';
import { savedSearchIdFor } from './saved-search-id';
import { savedSearchDecider, type SaveSearch, type SavedSearchesState } from './saved-search.decider';

export interface SaveSearchResult {
  saved_search: SavedSearchView;
  checkpoint: string;
}

/** Saved before, the entry answers as first saved: its term's spelling and its time. */
const savedSearches: DecisionTarget<SaveSearch, SavedSearchEvent, SavedSearchesState, SaveSearchResult> = {
  decider: savedSearchDecider,
  streamId: (command) => savedSearchesStreamId(command.data.userId),
  answer: ({ history, checkpoint }, command) => {
    const { searchId } = command.data;
    const saved = history.find((event) => event.type === 'SearchSaved' && event.data.searchId === searchId)!;
    const { search_term, location, company_size } = saved.data;
    return {
      saved_search: {
        id: searchId,
        _id: searchId,
        search_term,
        location,
        company_size,
        created_at: saved.metadata.recordedAt,
      },
      checkpoint,
    };
  },
};

/** Keeps a search on the user's saved list; its id derives from what it searches, so saving it again adds nothing. */
export const saveSearch = (userId: string, search: SaveSearchBody, meta: CommandMetadata) => {
  const { search_term, location, company_size } = search;
  const searchId = savedSearchIdFor(userId, search_term, location, company_size);
  const command: SaveSearch = {
    type: 'SaveSearch',
    data: { userId, searchId, search_term, location, company_size },
  };
  return new Decide(savedSearches, command, meta);
};
