/**
 * The answers of the reads that span a user's whole settings stream (GET /settings/all, /lite, /plan) and the
 * checkpoint every settings write answers: types only, so the browser can import them.
 */
import type { AutopilotSettings } from '../preferences/preferences-rules.contract';
import type { LinkedInData } from '../profile/linkedin-data.contract';
import type { CustomUrl, ResumeStatus, SettingsDocument } from '../profile/profile-rules.contract';
import type { UserProfile } from '../profile/user-profile.contract';

/** Present on every write: wait for it (?after=) to read your own write from the read models. */
export interface Checkpointed {
  checkpoint: string;
}

export interface ProfileStatus {
  hasResume: boolean;
  hasLinkedInProfile: boolean;
  hasLinkedInData: boolean;
}

/** -1 as a limit means unlimited. */
export interface SettingsAll {
  plan_name: string;
  emails_used: number;
  emails_limit: number;
  searches_used: number;
  searches_limit: number;
  write_limit: number;
  write_used: number;
  daily_limit: number;
  /** Messages sent today (UTC). */
  daily_used: number;
  company_lists_used: number;
  company_lists_limit: number;
  /** The billing period the *_used figures count (UTC days; the end is the first day after it). */
  usage_period_start: string;
  usage_period_end: string;
  contacts_used: number;
  contacts_limit: number;
  /** The user's own template, null while they use the default. */
  prompt_template: string | null;
  /** The template drafting uses: the user's own or the default. */
  prompt: string;
  default_prompt: string;
  portfolio_link: string | null;
  linkedin_profile: string | null;
  tracking_enabled: boolean;
  custom_urls: CustomUrl[];
  attach_documents: boolean;
  /** The user's own footer, null while they use the default. */
  custom_footer_template: string | null;
  default_footer_template: string;
  h1b_only: boolean;
  j1_only: boolean;
  /** Off: left out of other users' leaderboards (the user still sees their own rank). */
  show_on_leaderboard: boolean;
  selected_documents: string[];
  documents: SettingsDocument[];
  linkedin_data: LinkedInData | null;
  /** The one profile scoring, drafting and the prompt variables read: linkedin_data, the sign-in name, the resume. */
  profile: UserProfile;
  autopilot_settings: AutopilotSettings;
  resumeStatus: ResumeStatus;
  profile_status: ProfileStatus;
}

/** The light read for the tour and the autopilot pages: profile completeness without limits, usage or documents. */
export interface SettingsLite {
  plan_name: string;
  linkedin_profile: string | null;
  portfolio_link: string | null;
  linkedin_data: LinkedInData | null;
  resumeStatus: ResumeStatus;
  profile_status: ProfileStatus;
  autopilot_settings: AutopilotSettings;
}

export interface SettingsPlan {
  plan_name: string;
  searches_used: number;
}
