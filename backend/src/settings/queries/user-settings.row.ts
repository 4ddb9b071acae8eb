import { JOB_SCORE_THRESHOLD, TOGGLE_DEFAULTS } from '../../preferences/preferences-rules.contract';
import type { LinkedInData } from '../../profile/linkedin-data.contract';
import type { CustomUrl, SettingsDocument } from '../../profile/profile-rules.contract';

/** A document as the read model keeps it: its API shape plus where its bytes are. */
export interface StoredDocumentColumn extends SettingsDocument {
  storage_key: string;
}

/** The user_settings read model as the queries see it (a view over the projector's active generation). */
export interface UserSettingsRow {
  user_id: string;
  linkedin_profile: string | null;
  portfolio_link: string | null;
  resume_file_name: string | null;
  resume_storage_key: string | null;
  resume_text_storage_key: string | null;
  resume_page_count: number | null;
  resume_uploaded_at: Date | null;
  linkedin_data: LinkedInData | null;
  /** null: the default template. */
  prompt_template: string | null;
  /** null: the default footer. */
  footer_template: string | null;
  custom_urls: CustomUrl[];
  documents: StoredDocumentColumn[];
  selected_documents: string[];
  attach_documents: boolean;
  tracking_enabled: boolean;
  h1b_only: boolean;
  j1_only: boolean;
  show_on_leaderboard: boolean;
  job_score_threshold: number;
  updated_at: Date;
  position: string;
}

export interface SettingsReadModels {
  user_settings: UserSettingsRow;
}

/** A user's settings as the queries use them, without the row's bookkeeping. */
export type UserSettings = Omit<UserSettingsRow, 'updated_at' | 'position' | 'resume_uploaded_at'>;

/** The settings of a user who never changed one: what a query answers without a row and a new row starts from. */
export const defaultUserSettings = (userId: string): UserSettings => ({
  user_id: userId,
  linkedin_profile: null,
  portfolio_link: null,
  resume_file_name: null,
  resume_storage_key: null,
  resume_text_storage_key: null,
  resume_page_count: null,
  linkedin_data: null,
  prompt_template: null,
  footer_template: null,
  custom_urls: [],
  documents: [],
  selected_documents: [],
  ...TOGGLE_DEFAULTS,
  job_score_threshold: JOB_SCORE_THRESHOLD.default,
});
