import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { BulkAddItem, ContactView } from '../contact.contract';

/** What became of one item of the list, by its index in the request. */
export type BulkAddItemResult =
  | { index: number; email: string; status: 'added'; id: string }
  | { index: number; email: string; status: 'already_added'; id: string; detail: string };

export interface BulkAddResult {
  added_contacts: ContactView[];
  results: BulkAddItemResult[];
  message: string;
  checkpoint: string;
}

/** Items already checked by the request schema: a list with a bad item never becomes a command. */
export class BulkAddContacts extends Command<BulkAddResult> {
  constructor(
    readonly userId: string,
    readonly contacts: BulkAddItem[],
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
