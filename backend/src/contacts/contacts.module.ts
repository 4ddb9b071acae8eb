import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthModule } from '../platform/auth/auth.module';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { registerErrorStatus } from '../platform/http/error-status';
import { RealtimeModule } from '../platform/realtime/realtime.module';
import { AttachDocumentHandler } from './commands/attach-document.handler';
import { BulkAddContactsHandler } from './commands/bulk-add-contacts.handler';
import { CreateContactHandler } from './commands/create-contact.handler';
import { DeleteContactHandler } from './commands/delete-contact.handler';
import { ImportContactsHandler } from './commands/import-contacts.handler';
import { contactEventSummaries, contactImportEventSummaries } from './contact-event-summaries';
import { contactErrorStatus } from './contact.errors';
import type { ContactEvent, ContactImportEvent } from './contact.events';
import { ContactsController } from './http/contacts.controller';
import { ContactsQuery } from './queries/contacts.query';
import { OwnDocumentsQuery } from './queries/own-documents.query';

registerErrorStatus(contactErrorStatus);
registerEventSummaries<ContactEvent>(contactEventSummaries);
registerEventSummaries<ContactImportEvent>(contactImportEventSummaries);

@Module({
  imports: [CqrsModule, AuthModule, RealtimeModule],
  controllers: [ContactsController],
  providers: [
    CreateContactHandler,
    BulkAddContactsHandler,
    ImportContactsHandler,
    AttachDocumentHandler,
    DeleteContactHandler,
    ContactsQuery,
    OwnDocumentsQuery,
  ],
})
export class ContactsModule {}
