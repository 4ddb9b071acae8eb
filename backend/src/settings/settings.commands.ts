import type { DomainCommand } from '../platform/commands/decider';
import { settingsStreamId } from './settings.events';

/**
 * The stream every part of the settings (profile, prompt templates, preferences) decides on: the user's
 * settings-<userId>. The parts share it, so an append by one makes a racing append by another retry on the fresh
 * stream: concurrency stays per stream. `decisionTargets(profileDecider, settingsStream)` gives a part's targets.
 */
export const settingsStream = (command: DomainCommand<string, { userId: string }>): string =>
  settingsStreamId(command.data.userId);
