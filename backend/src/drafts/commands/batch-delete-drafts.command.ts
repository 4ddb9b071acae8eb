import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';

export interface BatchDeleteDraftsResult {
  deleted: number;
  failed: { draft_id: string; detail: string }[];
  checkpoint: string;
}

export class BatchDeleteDrafts extends Command<BatchDeleteDraftsResult> {
  constructor(
    readonly userId: string,
    readonly draftIds: string[],
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
