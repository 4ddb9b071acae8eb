import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { CompanySearchFields } from '../company-search.events';

/** Adds one search to the user's history (searchhistory-<userId>, appended whatever its version). */
export class RecordCompanySearch extends Command<{ searchId: string; checkpoint: string }> {
  constructor(
    readonly userId: string,
    /** Who ran it and when come with the command. */
    readonly search: CompanySearchFields,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
