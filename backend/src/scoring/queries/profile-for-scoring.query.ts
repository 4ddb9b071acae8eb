import { Injectable } from '@nestjs/common';
import { StoredResumeText } from '../../profile/queries/stored-resume-text';
import { UserSettingsReader } from '../../settings/queries/user-settings.reader';
import { scoringProfileOf } from '../scoring-profile';
import type { ScoringProfile } from '../scoring.contract';

/** The caller's own profile for scoring, from their settings read model and stored resume text. */
@Injectable()
export class ProfileForScoring {
  constructor(
    private readonly settings: UserSettingsReader,
    private readonly resumes: StoredResumeText,
  ) {}

  async execute(userId: string): Promise<ScoringProfile> {
    const settings = await this.settings.settings(userId);
    return scoringProfileOf(
      settings.linkedin_data,
      await this.resumes.read(settings.resume_text_storage_key),
    );
  }
}
