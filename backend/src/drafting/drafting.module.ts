import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PlanLimitsModule } from '../plan-limits/plan-limits.module';
import { DraftsModule } from '../drafts/drafts.module';
import { AuthModule } from '../platform/auth/auth.module';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { registerErrorStatus } from '../platform/http/error-status';
import { bulkDraftingEventSummaries, type BulkDraftingEvent } from './bulk-drafting.events';
import { registerOfflineComposer } from '../platform/language-model/embedded-language-model';
import { LanguageModelModule } from '../platform/language-model/language-model.module';
import { draftingErrorStatus } from './drafting.errors';
import { EMAIL_DRAFT_PURPOSE } from './email-draft-context';
import { DraftEmailForContactHandler } from './commands/draft-email-for-contact.handler';
import { EmailDrafting } from './email-drafting.service';
import { BulkEmailStreamController } from './http/bulk-email-stream.controller';
import { EmailStreamController } from './http/email-stream.controller';
import { TestPromptController } from './http/test-prompt.controller';
import { composeOfflineEmailDraft } from './offline-email-draft';
import { DraftingSourcesQuery } from './queries/drafting-sources.query';
import { WrittenContacts } from '../contacts/queries/written-contacts.query';
import { StoredResumeText } from '../profile/queries/stored-resume-text';
import { UserSettingsReader } from '../settings/queries/user-settings.reader';

registerErrorStatus(draftingErrorStatus);
registerEventSummaries<BulkDraftingEvent>(bulkDraftingEventSummaries);
registerOfflineComposer(EMAIL_DRAFT_PURPOSE, composeOfflineEmailDraft);

/**
 * AI drafting: POST /emails/stream, /emails/write/stream/bulk/ and /settings/test_prompt, and DraftEmailForContact for the autopilot; drafts are
 * saved through the drafts context's SaveDraftForContact.
 */
@Module({
  imports: [CqrsModule, AuthModule, LanguageModelModule, DraftsModule, PlanLimitsModule],
  controllers: [EmailStreamController, BulkEmailStreamController, TestPromptController],
  // UserSettingsReader and StoredResumeText are the settings context's reads of user_settings and the resume
  // text, provided here rather than exported from SettingsModule so drafting reads the same row type and
  // defaults without depending on that module.
  providers: [
    EmailDrafting,
    DraftEmailForContactHandler,
    DraftingSourcesQuery,
    UserSettingsReader,
    StoredResumeText,
    WrittenContacts,
  ],
})
export class DraftingModule {}
