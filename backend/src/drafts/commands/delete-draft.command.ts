import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';

export interface DeleteDraftResult {
  id: string;
  deleted: true;
  checkpoint: string;
}

export class DeleteDraft extends Command<DeleteDraftResult> {
  constructor(
    readonly userId: string,
    readonly draftId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
