/** Events of the searchhistory-<userId> and savedsearches-<userId> streams. A public contract: add, never reshape. */

export type CompanySearchKind = 'category' | 'company' | 'industry';

/** One company search a user ran (its first page); the search history read model keeps them. */
export interface CompanySearchPerformed {
  type: 'CompanySearchPerformed';
  data: {
    userId: string;
    /** A fresh id per search. */
    searchId: string;
    kind: CompanySearchKind;
    search_term: string | null;
    categories: string[];
    company_name: string | null;
    jobtitle: string | null;
    /** The country searched in (the spec's `location`); null for an AI (industry) search. */
    location: string | null;
    state: string | null;
    city: string | null;
    company_size: string | null;
    /** Companies the search found in all (not only the first page). */
    result_count: number;
    /** ISO time of the search. */
    at: string;
  };
}

/** What a search was, as its history keeps it: the event's fields but who ran it, its id and its time. */
export type CompanySearchFields = Omit<CompanySearchPerformed['data'], 'userId' | 'searchId' | 'at'>;

/** A search the user keeps to run again; saving the same term, location and size again records nothing. */
export interface SearchSaved {
  type: 'SearchSaved';
  data: {
    userId: string;
    /** savedSearchIdFor(userId, search_term, location, company_size). */
    searchId: string;
    search_term: string;
    location: string | null;
    company_size: string | null;
  };
}

export type SearchHistoryEvent = CompanySearchPerformed;
export type SavedSearchEvent = SearchSaved;
export type CompanySearchEvent = CompanySearchPerformed | SearchSaved;

export const COMPANY_SEARCH_EVENT_TYPES = ['CompanySearchPerformed', 'SearchSaved'] as const;

// One word before the dash: KurrentDB's $ce-<category> takes the part before the first dash.
export const searchHistoryStreamId = (userId: string): string => `searchhistory-${userId}`;
export const savedSearchesStreamId = (userId: string): string => `savedsearches-${userId}`;
