import {
  Controller,
  Delete,
  Headers,
  HttpCode,
  Param,
  Post,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/jwt-auth.guard';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { DeleteDocument } from '../commands/delete-document.command';
import { UploadDocument, type UploadedDocumentFile } from '../commands/upload-document.command';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_NAME_LENGTH } from '../settings-rules.contract';
import { idParams, IdParams } from '../settings.contract';
import {
  DOCUMENT_FIELD,
  DOCUMENT_NAME_FIELD,
  DocumentFileInterceptor,
  DocumentUpload,
} from './document-file.interceptor';

/** The documents a user may attach to e-mails; the list itself is GET /settings/documents. */
@ApiTags('settings')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('settings/documents')
export class DocumentsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
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
  upload(
    @DocumentUpload() upload: UploadedDocumentFile,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new UploadDocument(user.userId, upload, commandMetadata(user.userId, { idempotencyKey })),
    );
  }

  @Delete(':id')
  @HttpCode(200)
  remove(
    @Param(new ZodValidationPipe(idParams)) { id }: IdParams,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new DeleteDocument(user.userId, id, commandMetadata(user.userId, { idempotencyKey })),
    );
  }
}
