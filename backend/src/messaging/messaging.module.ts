import { Module } from '@nestjs/common';
import { WrittenContacts } from '../contacts/queries/written-contacts.query';
import { PlanLimitsModule } from '../plan-limits/plan-limits.module';
import { DraftsModule } from '../drafts/drafts.module';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { DecisionsModule } from '../platform/commands/decisions.module';
import { AuthModule } from '../platform/auth/auth.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { MailModule } from '../platform/mail/mail.module';
import { UserSettingsReader } from '../settings/queries/user-settings.reader';
import { MassSendDraftsHandler } from './commands/mass-send-drafts.handler';
import { SendDraftHandler } from './commands/send-draft.handler';
import { SendDraftsHandler } from './commands/send-drafts.handler';
import { SendMessageHandler } from './commands/send-message.handler';
import { SimulateReplyHandler } from './commands/simulate-reply.handler';
import type { ConversationEvent } from './conversation.events';
import { ConversationController } from './http/conversation.controller';
import { OutboxController } from './http/outbox.controller';
import { SendingController } from './http/sending.controller';
import { DeliveryLock } from './delivery-lock';
import { MailComposer } from './mail-composer';
import {
  conversationEventSummaries,
  massSendEventSummaries,
  sendQuotaEventSummaries,
} from './messaging-event-summaries';
import type { MassSendEvent } from './mass-send.events';
import { messagingErrorStatus } from './messaging.errors';
import { ConversationQuery } from './queries/conversation.query';
import { EmailPreviews } from './queries/email-previews.query';
import { SenderProfiles } from './queries/sender-profile.query';
import { OutboxQuery } from './queries/outbox.query';
import { SendContextReader } from './queries/send-context.reader';
import type { SendQuotaEvent } from './send-quota.events';

registerErrorStatus(messagingErrorStatus);
registerEventSummaries<ConversationEvent>(conversationEventSummaries);
registerEventSummaries<SendQuotaEvent>(sendQuotaEventSummaries);
registerEventSummaries<MassSendEvent>(massSendEventSummaries);

/** Sending, conversations, the outbox and replies; recordReply (conversation.commands.ts) and ConversationQuery serve inbound mail. */
@Module({
  imports: [DecisionsModule, AuthModule, MailModule, DraftsModule, PlanLimitsModule],
  controllers: [SendingController, ConversationController, OutboxController],
  providers: [
    SendMessageHandler,
    SendDraftHandler,
    SendDraftsHandler,
    MassSendDraftsHandler,
    SimulateReplyHandler,
    MailComposer,
    SenderProfiles,
    DeliveryLock,
    SendContextReader,
    WrittenContacts,
    UserSettingsReader,
    ConversationQuery,
    EmailPreviews,
    OutboxQuery,
  ],
  exports: [ConversationQuery],
})
export class MessagingModule {}

// What other contexts (inbound replies) use, exported through the module as the context boundary allows.
export { ConversationQuery } from './queries/conversation.query';
export { replyIdForKey } from './message-id';
