import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { ExportUpload } from '../linkedin-export';
import type { LinkedInImportResult } from '../settings-rules.contract';

export class ImportLinkedInExport extends Command<LinkedInImportResult> {
  constructor(
    readonly userId: string,
    readonly files: ExportUpload[],
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
