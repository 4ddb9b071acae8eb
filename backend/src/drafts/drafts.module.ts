import { Module } from '@nestjs/common';
import { WrittenContacts } from '../contacts/queries/written-contacts.query';
import { EmailPreviews } from '../messaging/queries/email-previews.query';
import { SenderProfiles } from '../messaging/queries/sender-profile.query';
import { SendContextReader } from '../messaging/queries/send-context.reader';
import { UserSettingsReader } from '../settings/queries/user-settings.reader';
import { PlanLimitsModule } from '../plan-limits/plan-limits.module';
import { AuthModule } from '../platform/auth/auth.module';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { DecisionsModule } from '../platform/commands/decisions.module';
import { AdvisoryLocks } from '../platform/database/advisory-lock';
import { registerErrorStatus } from '../platform/http/error-status';
import { BatchDeleteDraftsHandler } from './commands/batch-delete-drafts.handler';
import { SaveDraftForContactHandler } from './commands/save-draft-for-contact.handler';
import { draftEventSummaries } from './draft-event-summaries';
import { draftErrorStatus } from './draft.errors';
import type { DraftEvent } from './draft.events';
import { DraftsController } from './http/drafts.controller';
import { DraftContactsQuery } from './queries/draft-contacts.query';
import { DraftsQuery } from './queries/drafts.query';

registerErrorStatus(draftErrorStatus);
registerEventSummaries<DraftEvent>(draftEventSummaries);

/**
 * Other contexts send SaveDraftForContact and markDraftSent (draft.commands.ts) through the CommandBus; DraftsQuery
 * is exported for them.
 */
@Module({
  imports: [DecisionsModule, AuthModule, PlanLimitsModule],
  controllers: [DraftsController],
  providers: [
    SaveDraftForContactHandler,
    BatchDeleteDraftsHandler,
    AdvisoryLocks,
    DraftContactsQuery,
    DraftsQuery,
    WrittenContacts,
    // A listed draft's preview is rendered as messaging sends it.
    EmailPreviews,
    SenderProfiles,
    SendContextReader,
    UserSettingsReader,
  ],
  exports: [DraftsQuery],
})
export class DraftsModule {}
