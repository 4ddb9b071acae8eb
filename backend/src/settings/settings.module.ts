import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { PlanLimitsModule } from '../plan-limits/plan-limits.module';
import { AuthModule } from '../platform/auth/auth.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { AddCustomUrlHandler } from './commands/add-custom-url.handler';
import { ChangeAutopilotSettingsHandler } from './commands/change-autopilot-settings.handler';
import { ChangeFooterTemplateHandler } from './commands/change-footer-template.handler';
import { ChangePromptTemplateHandler } from './commands/change-prompt-template.handler';
import { DeleteDocumentHandler } from './commands/delete-document.handler';
import { DeleteResumeHandler } from './commands/delete-resume.handler';
import { EditLinkedInDataHandler } from './commands/edit-linkedin-data.handler';
import { ImportLinkedInExportHandler } from './commands/import-linkedin-export.handler';
import { RemoveCustomUrlHandler } from './commands/remove-custom-url.handler';
import { SelectDocumentsHandler } from './commands/select-documents.handler';
import { SetLinkedInProfileHandler } from './commands/set-linkedin-profile.handler';
import { SetPortfolioLinkHandler } from './commands/set-portfolio-link.handler';
import { ToggleCustomUrlHandler } from './commands/toggle-custom-url.handler';
import { ToggleSettingHandler } from './commands/toggle-setting.handler';
import { UploadDocumentHandler } from './commands/upload-document.handler';
import { UploadResumeHandler } from './commands/upload-resume.handler';
import { DocumentsController } from './http/documents.controller';
import { LinkedInImportController } from './http/linkedin-import.controller';
import { ProfileController } from './http/profile.controller';
import { ResumeController } from './http/resume.controller';
import { SettingsController } from './http/settings.controller';
import { ResumeContentQuery } from './queries/resume-content.query';
import { ResumeStatusQuery } from './queries/resume-status.query';
import { SettingsAllQuery } from './queries/settings-all.query';
import { SettingsLiteQuery } from './queries/settings-lite.query';
import { SettingsPartsQuery } from './queries/settings-parts.query';
import { SettingsPlanQuery } from './queries/settings-plan.query';
import { UserSettingsReader } from './queries/user-settings.reader';
import { settingsEventSummaries } from './settings-event-summaries';
import { settingsFilesErrorStatus } from './settings-files.errors';
import { settingsErrorStatus } from './settings.errors';
import type { SettingsEvent } from './settings.events';

registerErrorStatus(settingsErrorStatus);
registerErrorStatus(settingsFilesErrorStatus);
registerEventSummaries<SettingsEvent>(settingsEventSummaries);

/** A user's own settings, profile, resume and documents; needs FILE_STORAGE from the platform. */
@Module({
  imports: [CqrsModule, AuthModule, PlanLimitsModule],
  controllers: [
    SettingsController,
    ResumeController,
    ProfileController,
    DocumentsController,
    LinkedInImportController,
  ],
  providers: [
    SetLinkedInProfileHandler,
    SetPortfolioLinkHandler,
    UploadResumeHandler,
    DeleteResumeHandler,
    ResumeStatusQuery,
    ResumeContentQuery,
    EditLinkedInDataHandler,
    ChangePromptTemplateHandler,
    ChangeFooterTemplateHandler,
    AddCustomUrlHandler,
    ToggleCustomUrlHandler,
    RemoveCustomUrlHandler,
    SelectDocumentsHandler,
    UploadDocumentHandler,
    DeleteDocumentHandler,
    ImportLinkedInExportHandler,
    ToggleSettingHandler,
    ChangeAutopilotSettingsHandler,
    UserSettingsReader,
    SettingsAllQuery,
    SettingsLiteQuery,
    SettingsPlanQuery,
    SettingsPartsQuery,
  ],
})
export class SettingsModule {}
