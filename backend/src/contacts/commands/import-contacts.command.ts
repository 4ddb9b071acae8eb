import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { InvalidImportRow } from '../contact.events';

export interface ImportContactsResult {
  import_id: string;
  total_rows: number;
  imported: number;
  already_added: number;
  /** The first MAX_RECORDED_INVALID_ROWS refused rows; invalid_count counts them all. */
  invalid: InvalidImportRow[];
  invalid_count: number;
  message: string;
  checkpoint: string;
}

export interface UploadedContactsFile {
  fileName: string;
  bytes: Buffer;
}

export class ImportContacts extends Command<ImportContactsResult> {
  constructor(
    readonly userId: string,
    readonly importId: string,
    readonly file: UploadedContactsFile,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
