import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { UserSettingsReader } from '../../settings/queries/user-settings.reader';
import type { UserSettings } from '../../settings/queries/user-settings.row';
import { userProfileOf, type UserProfile } from '../user-profile.contract';
import { StoredResumeText } from './stored-resume-text';

/** The users context's read model column this reads: the name the user signed in with. */
interface AccountNames {
  users_list: { user_id: string; first_name: string; last_name: string };
}

export interface ProfileWithResume {
  profile: UserProfile;
  /** null: no resume stored. */
  resumeText: string | null;
}

/** The caller's one profile (user-profile.ts) from their settings, sign-in name and stored resume text. */
@Injectable()
export class UserProfileQuery {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<AccountNames>,
    private readonly settings: UserSettingsReader,
    private readonly resumes: StoredResumeText,
  ) {}

  /**
   * As the caller last wrote it: waits, bounded, for their newest settings event, so a search or a draft made right
   * after a resume upload reads that resume.
   */
  async own(userId: string, now: Date): Promise<ProfileWithResume> {
    return this.of(await this.settings.ownSettings(userId, now));
  }

  /** From the settings row the caller already read. */
  async of(settings: UserSettings): Promise<ProfileWithResume> {
    const [account, resumeText] = await Promise.all([
      this.db
        .selectFrom('users_list')
        .select(['first_name', 'last_name'])
        .where('user_id', '=', settings.user_id)
        .executeTakeFirst(),
      this.resumes.read(settings.resume_text_storage_key),
    ]);
    const profile = userProfileOf({
      account: { firstName: account?.first_name ?? '', lastName: account?.last_name ?? '' },
      linkedinData: settings.linkedin_data,
      resumeText,
      portfolioLink: settings.portfolio_link,
      linkedinProfile: settings.linkedin_profile,
    });
    return { profile, resumeText };
  }
}
