import type { DecisionTarget } from '../platform/commands/decide.command';
import type { Decider, DomainCommand } from '../platform/commands/decider';
import { settingsStreamId, type SettingsEvent } from './settings.events';

/**
 * Decision targets of one part of the settings (profile, prompt templates, preferences) on the user's
 * settings-<userId> stream. The parts share the stream, so an append by one makes a racing append by another retry
 * on the fresh stream: concurrency stays per stream.
 */
export const settingsStreamTargets =
  <Command extends DomainCommand<string, { userId: string }>, State>(
    decider: Decider<Command, SettingsEvent, State>,
  ) =>
  <Cmd extends Command, Result>(
    answer: DecisionTarget<Cmd, SettingsEvent, State, Result>['answer'],
  ): DecisionTarget<Cmd, SettingsEvent, State, Result> => ({
    decider,
    streamId: (command) => settingsStreamId(command.data.userId),
    answer,
  });
