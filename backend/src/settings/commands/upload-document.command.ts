import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { DocumentUploadResult } from '../settings-rules.contract';

export interface UploadedDocumentFile {
  /** The name the user gave the document. */
  name: string;
  /** The uploaded file's own name, cleaned for display. */
  fileName: string;
  bytes: Buffer;
}

export class UploadDocument extends Command<DocumentUploadResult> {
  constructor(
    readonly userId: string,
    readonly upload: UploadedDocumentFile,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
