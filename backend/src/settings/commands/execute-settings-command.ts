import type { CommandMetadata } from '../../platform/commands/command-metadata';
import { CommandOutcome, handleCommand } from '../../platform/commands/handle-command';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { SettingsCommand, SettingsState, settingsDecider } from '../settings.decider';
import { settingsStreamId } from '../settings.events';

export interface SettingsCommandOutcome extends CommandOutcome<SettingsState> {
  /** The state this call's appended events were decided on; null when it appended nothing (or replayed). */
  before: SettingsState | null;
}

/** Load the user's settings stream → decide → append; handlers only translate their command into a decision. */
export async function executeSettingsCommand(
  store: EventStore,
  command: SettingsCommand,
  meta: CommandMetadata,
): Promise<SettingsCommandOutcome> {
  // Replaced or deleted files can only be removed knowing what the winning decision replaced.
  const seen: { state: SettingsState | null } = { state: null };
  const decider = {
    ...settingsDecider,
    decide: (decision: SettingsCommand, state: SettingsState) => {
      seen.state = state;
      return settingsDecider.decide(decision, state);
    },
  };
  const outcome = await handleCommand(store, settingsStreamId(command.data.userId), decider, command, meta);
  const appended = !outcome.replayed && outcome.events.length > 0;
  return { ...outcome, before: appended ? seen.state : null };
}
