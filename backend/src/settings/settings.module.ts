import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { AuthModule } from '../platform/auth/auth.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { DeleteResumeHandler } from './commands/delete-resume.handler';
import { SetLinkedInProfileHandler } from './commands/set-linkedin-profile.handler';
import { SetPortfolioLinkHandler } from './commands/set-portfolio-link.handler';
import { UploadResumeHandler } from './commands/upload-resume.handler';
import { ResumeController } from './http/resume.controller';
import { SettingsController } from './http/settings.controller';
import { ResumeContentQuery } from './queries/resume-content.query';
import { ResumeStatusQuery } from './queries/resume-status.query';
import { settingsEventSummaries } from './settings-event-summaries';
import { settingsErrorStatus } from './settings.errors';
import type { SettingsEvent } from './settings.events';

registerErrorStatus(settingsErrorStatus);
registerEventSummaries<SettingsEvent>(settingsEventSummaries);

/** A user's own settings: LinkedIn and portfolio links and the resume; needs FILE_STORAGE from the platform. */
@Module({
  imports: [CqrsModule, AuthModule],
  controllers: [SettingsController, ResumeController],
  providers: [
    SetLinkedInProfileHandler,
    SetPortfolioLinkHandler,
    UploadResumeHandler,
    DeleteResumeHandler,
    ResumeStatusQuery,
    ResumeContentQuery,
  ],
})
export class SettingsModule {}
