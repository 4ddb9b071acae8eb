import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { ReadModelCatchUp } from '../../platform/database/read-model-catch-up';
import { isoOrNull } from '../../platform/database/timestamps';
import { planOrFree } from '../../platform/plans/plan-names.contract';
import type { AutopilotSettings } from '../../preferences/preferences-rules.contract';
import type { ResumeStatus, SettingsDocument } from '../../profile/profile-rules.contract';
import { DEFAULT_PROMPT_TEMPLATE } from '../../prompt-templates/prompt-variables.contract';
import type { ProfileStatus } from '../settings-views.contract';
import { SETTINGS_EVENT_TYPES } from '../settings.events';
import { defaultUserSettings, type SettingsReadModels, type UserSettings } from './user-settings.row';

/** The column of the users context's users_list read model that names a user's plan. */
interface PlanNames {
  users_list: { user_id: string; role_name: string | null };
}

/** The column of the contacts context's contacts_list read model that names a contact's owner. */
interface ContactOwners {
  contacts_list: { user_id: string };
}

/** Reads the caller's own user_settings row and plan; every settings query goes through here. */
@Injectable()
export class UserSettingsReader {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<SettingsReadModels & PlanNames & ContactOwners>,
    private readonly catchUp: ReadModelCatchUp,
  ) {}

  /**
   * The settings as the caller last wrote them, for a command that acts on them (a send's attachments and tracking,
   * the drafter's resume and links): first waits, bounded, for user-settings to apply the caller's newest settings
   * event, so a resume or a document saved a moment earlier is there.
   */
  async ownSettings(userId: string, now: Date): Promise<UserSettings> {
    await this.catchUp.caughtUp({
      projection: 'user-settings',
      actorUserId: userId,
      types: SETTINGS_EVENT_TYPES,
      now,
    });
    return this.settings(userId);
  }

  async settings(userId: string): Promise<UserSettings> {
    const row = await this.db
      .selectFrom('user_settings')
      .select([
        'user_id',
        'linkedin_profile',
        'portfolio_link',
        'resume_file_name',
        'resume_storage_key',
        'resume_text_storage_key',
        'resume_page_count',
        'linkedin_data',
        'prompt_template',
        'footer_template',
        'custom_urls',
        'documents',
        'selected_documents',
        'attach_documents',
        'tracking_enabled',
        'h1b_only',
        'j1_only',
        'show_on_leaderboard',
        'job_score_threshold',
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ?? defaultUserSettings(userId);
  }

  /** How many contacts the user keeps (saved from a search, imported or added): the settings' contacts_used. */
  async savedContacts(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('contacts_list')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The plan as the users list shows it; Free until an event sets one. */
  async planName(userId: string): Promise<string> {
    const row = await this.db
      .selectFrom('users_list')
      .select('role_name')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return planOrFree(row?.role_name);
  }
}

export const effectivePrompt = (settings: Pick<UserSettings, 'prompt_template'>): string =>
  settings.prompt_template ?? DEFAULT_PROMPT_TEMPLATE;

export const resumeStatusOf = (settings: UserSettings): ResumeStatus => ({
  resume_exists: settings.resume_file_name !== null,
  file_name: settings.resume_file_name,
});

export const profileStatusOf = (settings: UserSettings): ProfileStatus => ({
  hasResume: settings.resume_file_name !== null,
  hasLinkedInProfile: settings.linkedin_profile !== null,
  hasLinkedInData: settings.linkedin_data !== null,
});

export const autopilotSettingsOf = (settings: UserSettings): AutopilotSettings => ({
  job_score_threshold: settings.job_score_threshold,
});

/** Without the storage key: where the bytes live is the server's business. */
export const documentsOf = (settings: UserSettings): SettingsDocument[] =>
  settings.documents.map((document) => ({
    id: document.id,
    name: document.name,
    filename: document.filename,
    content_type: document.content_type,
    size_bytes: document.size_bytes,
    uploaded_at: isoOrNull(document.uploaded_at) ?? document.uploaded_at,
  }));
