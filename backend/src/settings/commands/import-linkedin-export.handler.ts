import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Decider, handleCommand } from '../../platform/commands/handle-command';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { importedCounts, LinkedInExport, mergeLinkedInExport, readLinkedInExport } from '../linkedin-export';
import { settingsDecider, SettingsState } from '../settings.decider';
import { SettingsEvent, settingsStreamId } from '../settings.events';
import type { LinkedInImportResult } from '../settings-rules.contract';
import { ImportLinkedInExport } from './import-linkedin-export.command';

/** Read the export → lay it over the stored LinkedIn data → record LinkedInDataEdited (source linkedin_export). */
@CommandHandler(ImportLinkedInExport)
export class ImportLinkedInExportHandler implements ICommandHandler<ImportLinkedInExport> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, files, meta }: ImportLinkedInExport): Promise<LinkedInImportResult> {
    const exported = readLinkedInExport(files);
    // Merged inside the decision, on the state it is appended against: an edit that lands meanwhile makes the
    // append retry on the fresh state instead of being overwritten with what was read before it.
    const importDecider: Decider<LinkedInExport, SettingsEvent, SettingsState> = {
      initialState: settingsDecider.initialState,
      evolve: settingsDecider.evolve,
      decide: (data, state) =>
        settingsDecider.decide(
          {
            type: 'EditLinkedInData',
            data: {
              userId,
              linkedinData: mergeLinkedInExport(state.linkedinData, data),
              source: 'linkedin_export',
            },
          },
          state,
        ),
    };
    const outcome = await handleCommand(this.store, settingsStreamId(userId), importDecider, exported, meta);
    return {
      linkedin_data: outcome.state.linkedinData,
      imported: importedCounts(exported),
      checkpoint: outcome.checkpoint,
    };
  }
}
