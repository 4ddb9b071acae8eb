import type { CompanySearchFields } from '../company-search.events';

/** search_history: one row per company search a user ran (the query shows the newest 10). */
export interface SearchHistoryRow extends CompanySearchFields {
  search_id: string;
  user_id: string;
  created_at: Date;
  /** Position of the event that wrote the row; re-applied older events are skipped. */
  position: string;
}

/** saved_searches: one row per search a user saved. */
export interface SavedSearchRow {
  search_id: string;
  user_id: string;
  search_term: string;
  location: string | null;
  company_size: string | null;
  created_at: Date;
  position: string;
}

export interface CompanySearchReadModels {
  search_history: SearchHistoryRow;
  saved_searches: SavedSearchRow;
}
