import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, type FileStorage } from '../../platform/storage/file-storage.port';
import { StoredResumeText } from '../../profile/queries/stored-resume-text';
import { userProfileOf, type UserProfile } from '../../profile/user-profile.contract';
import type { UserSettings } from '../../settings/queries/user-settings.row';
import type { SenderRecord } from './send-context.reader';

/** The sender's one profile, which a message's footer variables read: settings, sign-in name, stored resume text. */
@Injectable()
export class SenderProfiles {
  private readonly resumes: StoredResumeText;

  constructor(@Inject(FILE_STORAGE) files: FileStorage) {
    this.resumes = new StoredResumeText(files);
  }

  async of(settings: UserSettings, sender: SenderRecord): Promise<UserProfile> {
    return userProfileOf({
      account: sender,
      linkedinData: settings.linkedin_data,
      resumeText: await this.resumes.read(settings.resume_text_storage_key),
      portfolioLink: settings.portfolio_link,
      linkedinProfile: settings.linkedin_profile,
    });
  }
}
