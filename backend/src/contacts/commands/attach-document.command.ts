import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';

export interface AttachDocumentResult {
  contact_id: string;
  attached_documents: string[];
  checkpoint: string;
}

export class AttachDocument extends Command<AttachDocumentResult> {
  constructor(
    readonly userId: string,
    readonly contactId: string,
    readonly documentId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
