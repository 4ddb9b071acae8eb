/**
 * The settings-<userId> stream: one per user, written by three contexts that each decide on their own events only,
 * profile/ (links, resume, LinkedIn details, custom URLs, documents), prompt-templates/ (prompt and footer) and
 * preferences/ (switches, autopilot). A public contract: add types or versions, never reshape; the user-settings read
 * model folds all of them.
 */
import type { PreferencesEvent } from '../preferences/preferences.events';
import type { ProfileEvent } from '../profile/profile.events';
import type { PromptTemplateEvent } from '../prompt-templates/prompt-template.events';

export type SettingsEvent = ProfileEvent | PromptTemplateEvent | PreferencesEvent;

export const SETTINGS_EVENT_TYPES = [
  'LinkedInProfileSet',
  'PortfolioLinkSet',
  'ResumeUploaded',
  'ResumeDeleted',
  'LinkedInDataEdited',
  'PromptTemplateChanged',
  'FooterTemplateChanged',
  'CustomUrlAdded',
  'CustomUrlToggled',
  'CustomUrlRemoved',
  'DocumentUploaded',
  'DocumentDeleted',
  'SelectedDocumentsChanged',
  'SettingToggled',
  'AutopilotSettingsChanged',
] as const satisfies readonly SettingsEvent['type'][];

export const settingsStreamId = (userId: string): string => `settings-${userId}`;
