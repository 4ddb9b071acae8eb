import { Controller, Delete, Get, HttpCode, Param, Post, UseInterceptors } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { ValidBody, ValidQuery, ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import {
  attachDocumentBody,
  AttachDocumentBody,
  bulkAddBody,
  BulkAddBody,
  contactFiltersQuery,
  ContactFiltersQuery,
  contactIdParam,
  createContactBody,
  CreateContactBody,
  fieldParam,
  FilterableColumn,
  importContactsFields,
  ImportContactsFields,
  listContactsQuery,
  ListContactsQuery,
  searchContactsQuery,
} from '../contact.contract';
import { AttachDocumentToContact } from '../commands/attach-document-to-contact.command';
import { BulkAddContacts } from '../commands/bulk-add-contacts.command';
import { ImportContacts, type UploadedContactsFile } from '../commands/import-contacts.command';
import { addContact, contactDetails, deleteContact } from '../contact.commands';
import { contactIdFor, importIdFor } from '../contact-id';
import { ContactsQuery } from '../queries/contacts.query';
import { ContactsFile, ContactsFileInterceptor } from './contacts-file.interceptor';

/** A user's own contacts; every call reads and writes only the caller's. */
@ApiTags('contacts')
@SignedIn()
@Controller('contacts')
export class ContactsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly contacts: ContactsQuery,
  ) {}

  @Get('list')
  list(@ValidQuery(listContactsQuery) query: ListContactsQuery, @CurrentUser() user: AuthenticatedUser) {
    return this.contacts.page(user.userId, query);
  }

  @Get()
  filtered(
    @ValidQuery(contactFiltersQuery) query: ContactFiltersQuery,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.contacts.filtered(user.userId, query);
  }

  @Get('columns')
  columns() {
    return { columns: this.contacts.columns() };
  }

  @Get('field-values/:field')
  fieldValues(
    @Param('field', new ZodValidationPipe(fieldParam)) field: FilterableColumn,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.contacts.fieldValues(user.userId, field);
  }

  @Get('search')
  async search(
    @ValidQuery(searchContactsQuery) query: { email?: string },
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return { contacts: await this.contacts.search(user.userId, query.email) };
  }

  @Post()
  create(@ValidBody(createContactBody) body: CreateContactBody, @CommandMeta() meta: CallerCommandMetadata) {
    const userId = meta.actorUserId;
    const data = { contactId: contactIdFor(userId, body.email), userId, details: contactDetails(body) };
    return this.commands.execute(addContact({ type: 'CreateContact', data }, meta));
  }

  @Post('bulk-add')
  bulkAdd(@ValidBody(bulkAddBody) body: BulkAddBody, @CommandMeta() meta: CallerCommandMetadata) {
    return this.commands.execute(new BulkAddContacts(meta.actorUserId, body.contacts, meta));
  }

  /** CSV import: multipart `file`, optional `import_id` (uuid) so progress pushes can be matched early. */
  @Post('bulk')
  @UseInterceptors(ContactsFileInterceptor)
  importCsv(
    @ContactsFile() file: UploadedContactsFile,
    @ValidBody(importContactsFields) fields: ImportContactsFields,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const importId =
      fields.import_id ??
      (meta.idempotencyKey ? importIdFor(meta.actorUserId, meta.idempotencyKey) : randomUUID());
    return this.commands.execute(new ImportContacts(meta.actorUserId, importId, file, meta));
  }

  @Post(':id/attach_document')
  @HttpCode(200)
  attachDocument(
    @Param('id', new ZodValidationPipe(contactIdParam)) id: string,
    @ValidBody(attachDocumentBody) body: AttachDocumentBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    return this.commands.execute(new AttachDocumentToContact(meta.actorUserId, id, body.document_id, meta));
  }

  @Delete(':id')
  @HttpCode(200)
  remove(
    @Param('id', new ZodValidationPipe(contactIdParam)) id: string,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const data = { contactId: id, userId: meta.actorUserId };
    return this.commands.execute(deleteContact({ type: 'DeleteContact', data }, meta));
  }
}
