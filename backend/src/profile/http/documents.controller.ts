import { Controller, Delete, Get, HttpCode, Param, Post, Put, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { ValidBody, ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { DeleteDocumentAndFile } from '../commands/delete-document-and-file.command';
import { UploadDocumentFile, type UploadedDocumentFile } from '../commands/upload-document-file.command';
import { decideSelectedDocuments } from '../profile.commands';
import { idParams, IdParams, setSelectedDocumentsBody, SetSelectedDocumentsBody } from '../profile.contract';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_NAME_LENGTH } from '../profile-rules.contract';
import { DocumentsQuery } from '../queries/documents.query';
import {
  DOCUMENT_FIELD,
  DOCUMENT_NAME_FIELD,
  DocumentFileInterceptor,
  DocumentUpload,
} from './document-file.interceptor';

/** The documents a user may attach to e-mails, and which of them are attached. */
@ApiTags('settings')
@SignedIn()
@Controller('settings')
export class DocumentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly documents: DocumentsQuery,
  ) {}

  @Get('documents')
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.documents.execute(user.userId);
  }

  @Post('documents')
  @UseInterceptors(DocumentFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [DOCUMENT_FIELD, DOCUMENT_NAME_FIELD],
      properties: {
        [DOCUMENT_FIELD]: {
          type: 'string',
          format: 'binary',
          description: `PDF, Word (.docx, .doc), PNG, JPEG or UTF-8 text (.txt, .md); at most ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB`,
        },
        [DOCUMENT_NAME_FIELD]: { type: 'string', maxLength: MAX_DOCUMENT_NAME_LENGTH },
      },
    },
  })
  upload(@DocumentUpload() upload: UploadedDocumentFile, @CommandMeta() meta: CallerCommandMetadata) {
    return this.commands.execute(new UploadDocumentFile(meta.actorUserId, upload, meta));
  }

  @Delete('documents/:id')
  @HttpCode(200)
  remove(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    return this.commands.execute(new DeleteDocumentAndFile(meta.actorUserId, id, meta));
  }

  @Put('selected_documents')
  select(
    @ValidBody(setSelectedDocumentsBody) body: SetSelectedDocumentsBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const data = { userId: meta.actorUserId, documentIds: body.selected_documents };
    return this.commands.execute(decideSelectedDocuments({ type: 'SelectDocuments', data }, meta));
  }
}
