import { Module } from '@nestjs/common';
import { AuthModule } from '../platform/auth/auth.module';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { DecisionsModule } from '../platform/commands/decisions.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { RealtimeModule } from '../platform/realtime/realtime.module';
import { AttachDocumentToContactHandler } from './commands/attach-document-to-contact.handler';
import { BulkAddContactsHandler } from './commands/bulk-add-contacts.handler';
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
  imports: [DecisionsModule, AuthModule, RealtimeModule],
  controllers: [ContactsController],
  providers: [
    BulkAddContactsHandler,
    ImportContactsHandler,
    AttachDocumentToContactHandler,
    ContactsQuery,
    OwnDocumentsQuery,
  ],
})
export class ContactsModule {}
