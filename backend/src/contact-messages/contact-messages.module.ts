import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { AuthModule } from '../platform/auth/auth.module';
import { DecisionsModule } from '../platform/commands/decisions.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { MailModule } from '../platform/mail/mail.module';
import { contactMessageErrorStatus } from './contact-message.errors';
import type { ContactMessageEvent } from './contact-message.events';
import { ContactMessageQueues, ForwardContactMessageRun } from './forwarding/forward-contact-message.run';
import {
  AdminContactMessagesController,
  ContactMessagesController,
} from './http/contact-messages.controller';
import { ListContactMessagesQuery } from './queries/list-contact-messages.query';

registerErrorStatus(contactMessageErrorStatus);
registerEventSummaries<ContactMessageEvent>({
  ContactMessageReceived: (event) => `Contact form message about ${event.data.subject} received`,
  ContactMessageForwarded: (event) => `Contact form message sent to ${event.data.to}`,
});

/**
 * The public contact form: messages recorded as events, forwarded to SUPPORT_EMAIL by a reaction (the
 * forward-contact-messages reactor queues, ForwardContactMessageRun sends), and read by admins.
 */
@Module({
  imports: [CqrsModule, DecisionsModule, AuthModule, MailModule],
  controllers: [ContactMessagesController, AdminContactMessagesController],
  providers: [ForwardContactMessageRun, ContactMessageQueues, ListContactMessagesQuery],
  exports: [ForwardContactMessageRun],
})
export class ContactMessagesModule {}
