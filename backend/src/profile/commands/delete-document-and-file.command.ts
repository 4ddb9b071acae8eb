import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { MessageResult } from '../profile-rules.contract';

/** DELETE /settings/documents/:id: decided as DeleteDocument, then the document's file is removed. */
export class DeleteDocumentAndFile extends Command<MessageResult> {
  constructor(
    readonly userId: string,
    readonly documentId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
