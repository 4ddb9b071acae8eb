import { UnknownCommand, type Decider } from '../platform/commands/decider';
import type { SettingsEvent } from '../settings/settings.events';
import type { AutopilotSettingsChanged, PreferencesEvent, SettingToggled } from './preferences.events';
import { JobScoreThresholdOutOfRange } from './preferences.errors';
import {
  isJobScoreThreshold,
  JOB_SCORE_THRESHOLD,
  TOGGLE_DEFAULTS,
  type ToggleSetting,
} from './preferences-rules.contract';

/** Named apart from ToggleSetting, the name of a switch. */
export interface ToggleSettingCommand {
  type: 'ToggleSetting';
  data: SettingToggled['data'];
}

export interface ChangeAutopilotSettings {
  type: 'ChangeAutopilotSettings';
  data: AutopilotSettingsChanged['data'];
}

export type PreferencesCommand = ToggleSettingCommand | ChangeAutopilotSettings;

export interface PreferencesState {
  toggles: Record<ToggleSetting, boolean>;
  jobScoreThreshold: number;
}

export const initialState = (): PreferencesState => ({
  toggles: { ...TOGGLE_DEFAULTS },
  jobScoreThreshold: JOB_SCORE_THRESHOLD.default,
});

/** Folds the whole settings stream; the profile's and prompt templates' events leave the preferences as they are. */
export function evolve(state: PreferencesState, event: SettingsEvent): PreferencesState {
  switch (event.type) {
    case 'SettingToggled': {
      const toggles = { ...state.toggles };
      toggles[event.data.setting] = event.data.enabled;
      return { ...state, toggles };
    }
    case 'AutopilotSettingsChanged':
      return { ...state, jobScoreThreshold: event.data.jobScoreThreshold };
    default:
      return state;
  }
}

export function decide(command: PreferencesCommand, state: PreferencesState): PreferencesEvent[] {
  switch (command.type) {
    case 'ToggleSetting': {
      const { userId, setting, enabled } = command.data;
      return state.toggles[setting] === enabled
        ? []
        : [{ type: 'SettingToggled', data: { userId, setting, enabled } }];
    }
    case 'ChangeAutopilotSettings': {
      const { userId, jobScoreThreshold } = command.data;
      if (!isJobScoreThreshold(jobScoreThreshold)) throw new JobScoreThresholdOutOfRange();
      return jobScoreThreshold === state.jobScoreThreshold
        ? []
        : [{ type: 'AutopilotSettingsChanged', data: { userId, jobScoreThreshold } }];
    }
    default: {
      const _never: never = command;
      throw new UnknownCommand(_never);
    }
  }
}

export const preferencesDecider: Decider<PreferencesCommand, SettingsEvent, PreferencesState> = {
  initialState,
  evolve,
  decide,
};
