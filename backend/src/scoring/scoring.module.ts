import { Module } from '@nestjs/common';
import { LanguageModelModule } from '../platform/language-model/language-model.module';
import { UserSettingsReader } from '../settings/queries/user-settings.reader';
import { StoredResumeText } from '../profile/queries/stored-resume-text';
import { UserProfileQuery } from '../profile/queries/user-profile.query';
import { MatchScorer } from './queries/match-scorer';
import { ProfileForScoring } from './queries/profile-for-scoring.query';

/** Scores jobs and contacts against the user's profile (lexical, plus embeddings when configured). */
@Module({
  imports: [LanguageModelModule],
  // The readers of user_settings, the stored resume text and the one profile, provided here as drafting does.
  providers: [MatchScorer, ProfileForScoring, UserProfileQuery, UserSettingsReader, StoredResumeText],
  exports: [MatchScorer, ProfileForScoring],
})
export class ScoringModule {}
