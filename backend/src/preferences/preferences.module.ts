import { Module } from '@nestjs/common';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { AuthModule } from '../platform/auth/auth.module';
import { DecisionsModule } from '../platform/commands/decisions.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { UserSettingsReader } from '../settings/queries/user-settings.reader';
import { PreferencesController } from './http/preferences.controller';
import { preferencesEventSummaries } from './preferences-event-summaries';
import { preferencesErrorStatus } from './preferences.errors';
import type { PreferencesEvent } from './preferences.events';
import { AutopilotSettingsQuery } from './queries/autopilot-settings.query';

registerErrorStatus(preferencesErrorStatus);
registerEventSummaries<PreferencesEvent>(preferencesEventSummaries);

/** A user's switches and autopilot settings on their settings stream. */
@Module({
  imports: [DecisionsModule, AuthModule],
  controllers: [PreferencesController],
  // UserSettingsReader is the settings context's read of user_settings, provided here as drafting does.
  providers: [AutopilotSettingsQuery, UserSettingsReader],
})
export class PreferencesModule {}
