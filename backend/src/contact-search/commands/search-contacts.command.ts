import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { ContactSearchResponse, SearchContactsBody } from '../contact-search.contract';

/** Finds and scores people at the selected companies; the first page records the search. */
export class SearchContacts extends Command<ContactSearchResponse> {
  constructor(
    readonly userId: string,
    readonly body: SearchContactsBody,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
