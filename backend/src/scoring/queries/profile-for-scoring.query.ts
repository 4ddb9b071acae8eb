import { Injectable } from '@nestjs/common';
import { UserProfileQuery } from '../../profile/queries/user-profile.query';
import { scoringProfileOf } from '../scoring-profile';
import type { ScoringProfile } from '../scoring.contract';

/** The caller's own profile for scoring: the one profile (typed, sign-in, resume) and the resume's text. */
@Injectable()
export class ProfileForScoring {
  constructor(private readonly profiles: UserProfileQuery) {}

  /** `now` bounds the wait for the caller's newest settings (a resume uploaded a moment earlier is read). */
  async execute(userId: string, now = new Date()): Promise<ScoringProfile> {
    const { profile, resumeText } = await this.profiles.own(userId, now);
    return scoringProfileOf(profile, resumeText);
  }
}
