import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { SavedSearchView, SaveSearchBody } from '../company-search.contract';

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
