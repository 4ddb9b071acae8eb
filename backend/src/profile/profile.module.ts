import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { AuthModule } from '../platform/auth/auth.module';
import { DecisionsModule } from '../platform/commands/decisions.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { UserSettingsReader } from '../settings/queries/user-settings.reader';
import { DeleteDocumentAndFileHandler } from './commands/delete-document-and-file.handler';
import { DeleteResumeAndFilesHandler } from './commands/delete-resume-and-files.handler';
import { ImportLinkedInExportHandler } from './commands/import-linkedin-export.handler';
import { UploadDocumentFileHandler } from './commands/upload-document-file.handler';
import { UploadResumePdfHandler } from './commands/upload-resume-pdf.handler';
import { CustomUrlsController } from './http/custom-urls.controller';
import { DocumentsController } from './http/documents.controller';
import { LinkedInImportController } from './http/linkedin-import.controller';
import { ProfileLinksController } from './http/profile-links.controller';
import { ProfileController } from './http/profile.controller';
import { ResumeController } from './http/resume.controller';
import { profileEventSummaries } from './profile-event-summaries';
import { profileFilesErrorStatus } from './profile-files.errors';
import { profileErrorStatus } from './profile.errors';
import type { ProfileEvent } from './profile.events';
import { DocumentsQuery } from './queries/documents.query';
import { LinkedInProfileQuery } from './queries/linkedin-profile.query';
import { ResumeContentQuery } from './queries/resume-content.query';
import { ResumeStatusQuery } from './queries/resume-status.query';

registerErrorStatus(profileErrorStatus);
registerErrorStatus(profileFilesErrorStatus);
registerEventSummaries<ProfileEvent>(profileEventSummaries);

/**
 * A user's profile and documents on their settings stream: links, resume, LinkedIn details, custom URLs, documents
 * and which are attached; needs FILE_STORAGE from the platform.
 */
@Module({
  imports: [CqrsModule, DecisionsModule, AuthModule],
  controllers: [
    ProfileLinksController,
    LinkedInImportController,
    ResumeController,
    ProfileController,
    CustomUrlsController,
    DocumentsController,
  ],
  // UserSettingsReader is the settings context's read of user_settings, provided here as drafting does.
  providers: [
    UploadResumePdfHandler,
    DeleteResumeAndFilesHandler,
    ImportLinkedInExportHandler,
    UploadDocumentFileHandler,
    DeleteDocumentAndFileHandler,
    ResumeStatusQuery,
    ResumeContentQuery,
    DocumentsQuery,
    LinkedInProfileQuery,
    UserSettingsReader,
  ],
})
export class ProfileModule {}
