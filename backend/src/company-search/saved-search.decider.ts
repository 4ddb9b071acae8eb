import { UnknownCommand, type Decider } from '../platform/commands/decider';
import { MAX_SAVED_SEARCHES, TooManySavedSearches } from './company-search.errors';
import type { SavedSearchEvent, SearchSaved } from './company-search.events';

export interface SaveSearch {
  type: 'SaveSearch';
  data: SearchSaved['data'];
}

export type SavedSearchCommand = SaveSearch;

/** The ids a user has saved; one stream per user, so the rules see all of them. */
export interface SavedSearchesState {
  searchIds: ReadonlySet<string>;
}

export const initialState = (): SavedSearchesState => ({ searchIds: new Set() });

export function evolve(state: SavedSearchesState, event: SavedSearchEvent): SavedSearchesState {
  switch (event.type) {
    case 'SearchSaved':
      return { searchIds: new Set([...state.searchIds, event.data.searchId]) };
    default:
      return state;
  }
}

export function decide(command: SavedSearchCommand, state: SavedSearchesState): SavedSearchEvent[] {
  switch (command.type) {
    case 'SaveSearch': {
      if (state.searchIds.has(command.data.searchId)) return [];
      if (state.searchIds.size >= MAX_SAVED_SEARCHES) throw new TooManySavedSearches();
      return [{ type: 'SearchSaved', data: { ...command.data } }];
    }
    default: {
      const _never: never = command.type;
      throw new UnknownCommand(_never);
    }
  }
}

export const savedSearchDecider: Decider<SavedSearchCommand, SavedSearchEvent, SavedSearchesState> = {
  initialState,
  evolve,
  decide,
};
