/**
 * Events of the searchhistory-<userId> stream that this context writes (the company-search context writes
 * CompanySearchPerformed to the same stream). A public contract: add types or versions, never reshape.
 */

/** A contact search's first page was asked for (offset 0); each one counts toward the plan's searches_used. */
export interface ContactSearchPerformed {
  type: 'ContactSearchPerformed';
  data: {
    userId: string;
    /** The request's search_id, or a new id when it had none. */
    searchId: string;
    /** The company names searched, as asked, each once. */
    companies: string[];
    /** Contacts found with an e-mail, over every page. */
    result_count: number;
    /** ISO time of the search. */
    at: string;
  };
}

export type ContactSearchEvent = ContactSearchPerformed;

export const CONTACT_SEARCH_EVENT_TYPES = ['ContactSearchPerformed'] as const;

// One word before the dash: KurrentDB's $ce-<category> takes the part before the first dash.
export const searchHistoryStreamId = (userId: string): string => `searchhistory-${userId}`;
