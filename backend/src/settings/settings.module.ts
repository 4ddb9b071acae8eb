import { Module } from '@nestjs/common';
import { PlanLimitsModule } from '../plan-limits/plan-limits.module';
import { AuthModule } from '../platform/auth/auth.module';
import { StoredResumeText } from '../profile/queries/stored-resume-text';
import { UserProfileQuery } from '../profile/queries/user-profile.query';
import { SettingsController } from './http/settings.controller';
import { SettingsAllQuery } from './queries/settings-all.query';
import { SettingsLiteQuery } from './queries/settings-lite.query';
import { SettingsPlanQuery } from './queries/settings-plan.query';
import { UserSettingsReader } from './queries/user-settings.reader';

/**
 * The reads that span a user's whole settings stream (GET /settings/all, /lite, /plan) over the user_settings read
 * model; the stream's writers are profile/, prompt-templates/ and preferences/.
 */
@Module({
  imports: [AuthModule, PlanLimitsModule],
  controllers: [SettingsController],
  providers: [
    UserSettingsReader,
    StoredResumeText,
    UserProfileQuery,
    SettingsAllQuery,
    SettingsLiteQuery,
    SettingsPlanQuery,
  ],
})
export class SettingsModule {}
