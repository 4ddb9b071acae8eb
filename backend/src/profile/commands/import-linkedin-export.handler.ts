import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeCommand } from '../../platform/commands/execute-command';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { settingsStreamId } from '../../settings/settings.events';
import type { LinkedInImportResult } from '../linkedin-data.contract';
import { importedCounts, readLinkedInExport } from '../linkedin-export';
import { profileDecider } from '../profile.decider';
import { ImportLinkedInExport } from './import-linkedin-export.command';

/** Read the export → lay it over the stored LinkedIn data → record LinkedInDataEdited (source linkedin_export). */
@CommandHandler(ImportLinkedInExport)
export class ImportLinkedInExportHandler implements ICommandHandler<ImportLinkedInExport> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, files, meta }: ImportLinkedInExport): Promise<LinkedInImportResult> {
    const linkedinExport = await readLinkedInExport(files);
    const command = { type: 'MergeLinkedInExport' as const, data: { userId, linkedinExport } };
    const outcome = await executeCommand(this.store, settingsStreamId(userId), profileDecider, command, meta);
    return {
      linkedin_data: outcome.state.linkedinData,
      imported: importedCounts(linkedinExport),
      checkpoint: outcome.checkpoint,
    };
  }
}
