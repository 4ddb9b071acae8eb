import type { CommandMetadata } from '../platform/commands/command-metadata';
import { Decide, decisionTargets } from '../platform/commands/decide.command';
import { settingsStream } from '../settings/settings.commands';
import {
  preferencesDecider,
  type ChangeAutopilotSettings,
  type ToggleSettingCommand,
} from './preferences.decider';
import type { AutopilotSettingsResult, ToggleSettingResult } from './preferences-rules.contract';

const onSettingsStream = decisionTargets(preferencesDecider, settingsStream);

const toggles = onSettingsStream<ToggleSettingCommand, ToggleSettingResult>(
  ({ state, checkpoint }, { data }) => {
    const result: ToggleSettingResult = { checkpoint };
    result[data.setting] = state.toggles[data.setting];
    return result;
  },
);

const autopilotSettings = onSettingsStream<ChangeAutopilotSettings, AutopilotSettingsResult>(
  ({ state, checkpoint }) => ({ job_score_threshold: state.jobScoreThreshold, checkpoint }),
);

/** Answers the switch's new value under its own name, e.g. { h1b_only: true }. */
export const decideToggle = (command: ToggleSettingCommand, meta: CommandMetadata) =>
  new Decide(toggles, command, meta);

export const decideAutopilotSettings = (command: ChangeAutopilotSettings, meta: CommandMetadata) =>
  new Decide(autopilotSettings, command, meta);
