import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { CompanySearchPerformed } from '../company-search.events';

/** What a search was, as its history entry keeps it; who ran it and when come with the command. */
export type CompanySearchRecord = Omit<CompanySearchPerformed['data'], 'userId' | 'searchId' | 'at'>;

/** Adds one search to the user's history (searchhistory-<userId>, appended whatever its version). */
export class RecordCompanySearch extends Command<{ searchId: string; checkpoint: string }> {
  constructor(
    readonly userId: string,
    readonly search: CompanySearchRecord,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
