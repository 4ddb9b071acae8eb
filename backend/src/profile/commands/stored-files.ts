import type { CommandMetadata } from '../../platform/commands/command-metadata';
import { executeCommand, type CommandOutcome } from '../../platform/commands/execute-command';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { settingsStreamId, type SettingsEvent } from '../../settings/settings.events';
import { profileDecider, type ProfileCommand, type ProfileState } from '../profile.decider';

/**
 * Decides a command that records files stored just before it. When the decision fails no event will ever point
 * at those files, so they are removed before the error goes on.
 */
export async function recordStoredFiles(
  store: EventStore,
  command: ProfileCommand,
  meta: CommandMetadata,
  removeStoredFiles: () => Promise<void>,
): Promise<CommandOutcome<SettingsEvent, ProfileState>> {
  try {
    return await executeCommand(store, settingsStreamId(command.data.userId), profileDecider, command, meta);
  } catch (error) {
    await removeStoredFiles();
    throw error;
  }
}
