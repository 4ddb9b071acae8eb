import { Injectable } from '@nestjs/common';
import { UserSettingsReader } from '../../settings/queries/user-settings.reader';
import type { LinkedInProfileView } from '../linkedin-data.contract';

/** The caller's LinkedIn details and picture, for GET /profile/linkedin. */
@Injectable()
export class LinkedInProfileQuery {
  constructor(private readonly reader: UserSettingsReader) {}

  async execute(userId: string): Promise<LinkedInProfileView> {
    const { linkedin_data } = await this.reader.settings(userId);
    return { linkedin_data, profilePicture: linkedin_data?.profilePicture ?? null };
  }
}
