import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { SelectedDocumentsResult } from '../settings-rules.contract';

export class SelectDocuments extends Command<SelectedDocumentsResult> {
  constructor(
    readonly userId: string,
    readonly documentIds: string[],
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
