/**
 * The switches and the autopilot settings, and the answers of their calls: plain code without zod, so the browser can
 * import it; preferences.contract.ts builds the request schemas on it.
 */
import type { Checkpointed } from '../settings/settings-views.contract';

export const TOGGLE_SETTINGS = [
  'attach_documents',
  'tracking_enabled',
  'h1b_only',
  'j1_only',
  'show_on_leaderboard',
] as const;
export type ToggleSetting = (typeof TOGGLE_SETTINGS)[number];

export const TOGGLE_DEFAULTS: Readonly<Record<ToggleSetting, boolean>> = {
  attach_documents: false,
  tracking_enabled: true,
  h1b_only: false,
  j1_only: false,
  // Everyone is on the board until they hide themselves: it ranks everyone who sends, as the spec describes it.
  show_on_leaderboard: true,
};

export interface AutopilotSettings {
  job_score_threshold: number;
}

export const JOB_SCORE_THRESHOLD = { min: 1, max: 10, default: 8 } as const;
export const JOB_SCORE_THRESHOLD_MESSAGE = `job_score_threshold must be a whole number from ${JOB_SCORE_THRESHOLD.min} to ${JOB_SCORE_THRESHOLD.max}`;

export const isJobScoreThreshold = (value: number): boolean =>
  Number.isInteger(value) && value >= JOB_SCORE_THRESHOLD.min && value <= JOB_SCORE_THRESHOLD.max;

// ---- Responses ----------------------------------------------------------------------------------------

export interface AttachDocumentsResult extends Checkpointed {
  attach_documents: boolean;
}

export interface TrackingResult extends Checkpointed {
  tracking_enabled: boolean;
}

export interface H1bOnlyResult extends Checkpointed {
  h1b_only: boolean;
}

export interface J1OnlyResult extends Checkpointed {
  j1_only: boolean;
}

export interface ShowOnLeaderboardResult extends Checkpointed {
  show_on_leaderboard: boolean;
}

/** The setting's new value under its own name, e.g. { h1b_only: true }. */
export type ToggleSettingResult = Partial<Record<ToggleSetting, boolean>> & Checkpointed;

export type AutopilotSettingsResult = AutopilotSettings & Checkpointed;
