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
  updated_at: Date;
  position: string;
}

export interface SettingsReadModels {
  user_settings: UserSettingsRow;
}
