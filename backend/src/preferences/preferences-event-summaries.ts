import type { EventSummaries } from '../platform/audit/event-summaries';
import type { PreferencesEvent } from './preferences.events';
import type { ToggleSetting } from './preferences-rules.contract';

const TOGGLE_NAMES: Record<ToggleSetting, string> = {
  attach_documents: 'attaching documents',
  tracking_enabled: 'e-mail tracking',
  h1b_only: 'H1B-only jobs',
  j1_only: 'J1-only jobs',
  show_on_leaderboard: 'leaderboard visibility',
};

/** Audit sentences for the preferences' events on the settings-<userId> stream. */
export const preferencesEventSummaries: EventSummaries<PreferencesEvent> = {
  SettingToggled: ({ data }) => `${data.enabled ? 'Turned on' : 'Turned off'} ${TOGGLE_NAMES[data.setting]}`,
  AutopilotSettingsChanged: ({ data }) => `Set the job score threshold to ${data.jobScoreThreshold}`,
};
