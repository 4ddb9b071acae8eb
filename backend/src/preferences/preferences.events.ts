/**
 * The preferences' events on the settings-<userId> stream (settings/settings.events.ts names the stream): the
 * switches and the autopilot settings. A public contract: add types or versions, never reshape.
 */
import type { ToggleSetting } from './preferences-rules.contract';

export interface SettingToggled {
  type: 'SettingToggled';
  data: { userId: string; setting: ToggleSetting; enabled: boolean };
}

/** jobScoreThreshold: a whole number 1..10; jobs scoring under it are below threshold. */
export interface AutopilotSettingsChanged {
  type: 'AutopilotSettingsChanged';
  data: { userId: string; jobScoreThreshold: number };
}

export type PreferencesEvent = SettingToggled | AutopilotSettingsChanged;
