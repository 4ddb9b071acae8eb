import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { DocumentUploadResult } from '../profile-rules.contract';

export interface UploadedDocumentFile {
  /** The name the user gave the document. */
  name: string;
  /** The uploaded file's own name, cleaned for display. */
  fileName: string;
  bytes: Buffer;
}

/** A file sent to POST /settings/documents: checked, stored, then decided as UploadDocument. */
export class UploadDocumentFile extends Command<DocumentUploadResult> {
  constructor(
    readonly userId: string,
    readonly upload: UploadedDocumentFile,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
