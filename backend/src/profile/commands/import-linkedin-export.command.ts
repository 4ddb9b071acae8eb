import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { LinkedInImportResult } from '../linkedin-data.contract';
import type { ExportUpload } from '../linkedin-export';

/** Files sent to POST /settings/linkedin_data/import: read, then decided as MergeLinkedInExport. */
export class ImportLinkedInExport extends Command<LinkedInImportResult> {
  constructor(
    readonly userId: string,
    readonly files: ExportUpload[],
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
