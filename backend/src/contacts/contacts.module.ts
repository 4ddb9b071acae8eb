import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthModule } from '../platform/auth/auth.module';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { registerErrorStatus } from '../platform/http/error-status';
import { BulkAddContactsHandler } from './commands/bulk-add-contacts.handler';
import { CreateContactHandler } from './commands/create-contact.handler';
import { DeleteContactHandler } from './commands/delete-contact.handler';
import { contactEventSummaries } from './contact-event-summaries';
import { contactErrorStatus } from './contact.errors';
import type { ContactEvent } from './contact.events';
import { ContactsController } from './http/contacts.controller';
import { ContactsQuery } from './queries/contacts.query';

registerErrorStatus(contactErrorStatus);
registerEventSummaries<ContactEvent>(contactEventSummaries);

@Module({
  imports: [CqrsModule, AuthModule],
  controllers: [ContactsController],
  providers: [CreateContactHandler, BulkAddContactsHandler, DeleteContactHandler, ContactsQuery],
})
export class ContactsModule {}
