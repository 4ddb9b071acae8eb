import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { ContactView } from '../contact.contract';

/** What became of one item of the list, by its index in the request. */
export type BulkAddItemResult =
  | { index: number; email: string; status: 'added'; id: string }
  | { index: number; email: string | null; status: 'already_added'; id: string; detail: string }
  | { index: number; email: string | null; status: 'invalid'; detail: string; problems: string[] };

export interface BulkAddResult {
  added_contacts: ContactView[];
  results: BulkAddItemResult[];
  message: string;
  checkpoint: string;
}

export class BulkAddContacts extends Command<BulkAddResult> {
  constructor(
    readonly userId: string,
    readonly contacts: unknown[],
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
