import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';

export interface AttachDocumentResult {
  contact_id: string;
  attached_documents: string[];
  checkpoint: string;
}

/** Attaches one of the caller's settings documents to one of their contacts; attaching it again records nothing. */
export class AttachDocumentToContact extends Command<AttachDocumentResult> {
  constructor(
    readonly userId: string,
    readonly contactId: string,
    readonly documentId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
