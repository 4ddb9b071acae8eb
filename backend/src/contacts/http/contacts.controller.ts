import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Query,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/jwt-auth.guard';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
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
import { AttachDocument } from '../commands/attach-document.command';
import { BulkAddContacts } from '../commands/bulk-add-contacts.command';
import { ImportContacts, type UploadedContactsFile } from '../commands/import-contacts.command';
import { CreateContact } from '../commands/create-contact.command';
import { DeleteContact } from '../commands/delete-contact.command';
import { ContactsQuery } from '../queries/contacts.query';
import { ContactsFile, ContactsFileInterceptor } from './contacts-file.interceptor';

/** A user's own contacts; every call reads and writes only the caller's. */
@ApiTags('contacts')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('contacts')
export class ContactsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly contacts: ContactsQuery,
  ) {}

  @Get('list')
  list(
    @Query(new ZodValidationPipe(listContactsQuery)) query: ListContactsQuery,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.contacts.page(user.userId, query);
  }

  @Get()
  filtered(
    @Query(new ZodValidationPipe(contactFiltersQuery)) query: ContactFiltersQuery,
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
    @Query(new ZodValidationPipe(searchContactsQuery)) query: { email?: string },
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return { contacts: await this.contacts.search(user.userId, query.email) };
  }

  @Post()
  create(
    @Body(new ZodValidationPipe(createContactBody)) body: CreateContactBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new CreateContact(user.userId, body, commandMetadata(user.userId, { idempotencyKey })),
    );
  }

  @Post('bulk-add')
  bulkAdd(
    @Body(new ZodValidationPipe(bulkAddBody)) body: BulkAddBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new BulkAddContacts(user.userId, body.contacts, commandMetadata(user.userId, { idempotencyKey })),
    );
  }

  /** CSV import: multipart `file`, optional `import_id` (uuid) so progress pushes can be matched early. */
  @Post('bulk')
  @UseInterceptors(ContactsFileInterceptor)
  importCsv(
    @ContactsFile() file: UploadedContactsFile,
    @Body(new ZodValidationPipe(importContactsFields)) fields: ImportContactsFields,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.commands.execute(
      new ImportContacts(user.userId, fields.import_id ?? randomUUID(), file, commandMetadata(user.userId)),
    );
  }

  @Post(':id/attach_document')
  @HttpCode(200)
  attachDocument(
    @Param('id', new ZodValidationPipe(contactIdParam)) id: string,
    @Body(new ZodValidationPipe(attachDocumentBody)) body: AttachDocumentBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new AttachDocument(user.userId, id, body.document_id, commandMetadata(user.userId, { idempotencyKey })),
    );
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(
    @Param('id', new ZodValidationPipe(contactIdParam)) id: string,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    const { checkpoint } = await this.commands.execute(
      new DeleteContact(user.userId, id, commandMetadata(user.userId, { idempotencyKey })),
    );
    return { id, deleted: true, checkpoint };
  }
}
