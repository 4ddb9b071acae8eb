import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';

export interface RemoveSavedJobResult {
  deleted: true;
  checkpoint: string;
}

/** Removes one of the user's saved jobs, named by its title and company (any case). */
export class RemoveSavedJob extends Command<RemoveSavedJobResult> {
  constructor(
    readonly userId: string,
    readonly jobTitle: string,
    readonly companyName: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
