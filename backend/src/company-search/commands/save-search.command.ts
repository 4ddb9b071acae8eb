import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { SaveSearchBody } from '../company-search.schemas';

/** outreach.md §3 "Saved search", as the calls answer it. */
export interface SavedSearchView {
  id: string;
  _id: string;
  search_term: string;
  location: string | null;
  company_size: string | null;
  created_at: string;
}

export interface SaveSearchResult {
  saved_search: SavedSearchView;
  checkpoint: string;
}

/** Keeps a search on the user's saved list; the same search saved again answers the entry already kept. */
export class SaveSearch extends Command<SaveSearchResult> {
  constructor(
    readonly userId: string,
    readonly body: SaveSearchBody,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
