import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PlanLimitsModule } from '../plan-limits/plan-limits.module';
import { AuthModule } from '../platform/auth/auth.module';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { registerErrorStatus } from '../platform/http/error-status';
import { BatchDeleteDraftsHandler } from './commands/batch-delete-drafts.handler';
import { DeleteDraftHandler } from './commands/delete-draft.handler';
import { EditDraftHandler } from './commands/edit-draft.handler';
import { MarkDraftSentHandler } from './commands/mark-draft-sent.handler';
import { SaveDraftHandler } from './commands/save-draft.handler';
import { draftEventSummaries } from './draft-event-summaries';
import { draftErrorStatus } from './draft.errors';
import type { DraftEvent } from './draft.events';
import { DraftsController } from './http/drafts.controller';
import { DraftContactsQuery } from './queries/draft-contacts.query';
import { DraftsQuery } from './queries/drafts.query';

registerErrorStatus(draftErrorStatus);
registerEventSummaries<DraftEvent>(draftEventSummaries);

/** SaveDraft and MarkDraftSent go through the CommandBus from other contexts; DraftsQuery is exported for them. */
@Module({
  imports: [CqrsModule, AuthModule, PlanLimitsModule],
  controllers: [DraftsController],
  providers: [
    SaveDraftHandler,
    EditDraftHandler,
    DeleteDraftHandler,
    BatchDeleteDraftsHandler,
    MarkDraftSentHandler,
    DraftContactsQuery,
    DraftsQuery,
  ],
  exports: [DraftsQuery],
})
export class DraftsModule {}
