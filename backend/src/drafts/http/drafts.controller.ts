import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UseGuards,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/jwt-auth.guard';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import {
  batchDeleteBody,
  type BatchDeleteBody,
  draftIdParam,
  editDraftBody,
  type EditDraftBody,
  listDraftsQuery,
  type ListDraftsQuery,
  saveDraftBody,
  type SaveDraftBody,
} from '../draft.contract';
import { BatchDeleteDrafts } from '../commands/batch-delete-drafts.command';
import { DeleteDraft } from '../commands/delete-draft.command';
import { EditDraft } from '../commands/edit-draft.command';
import { SaveDraft } from '../commands/save-draft.command';
import { DraftsQuery } from '../queries/drafts.query';

/** A user's own drafts; every call reads and writes only the caller's. */
@ApiTags('drafts')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('emails/drafts')
export class DraftsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly drafts: DraftsQuery,
  ) {}

  @Get()
  list(
    @Query(new ZodValidationPipe(listDraftsQuery)) query: ListDraftsQuery,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.drafts.recent(user.userId, query.limit);
  }

  @Get('all')
  all(@CurrentUser() user: AuthenticatedUser) {
    return this.drafts.all(user.userId, new Date());
  }

  @Post()
  save(
    @Body(new ZodValidationPipe(saveDraftBody)) body: SaveDraftBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new SaveDraft(
        user.userId,
        {
          contactId: body.contact_id,
          subject: body.subject,
          body: body.body,
          messageType: body.message_type,
          tone: body.tone,
          source: 'manual',
        },
        commandMetadata(user.userId, { idempotencyKey }),
      ),
    );
  }

  @Post('batch-delete')
  @HttpCode(200)
  batchDelete(
    @Body(new ZodValidationPipe(batchDeleteBody)) body: BatchDeleteBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new BatchDeleteDrafts(user.userId, body.draft_ids, commandMetadata(user.userId, { idempotencyKey })),
    );
  }

  @Put(':id')
  edit(
    @Param('id', new ZodValidationPipe(draftIdParam)) id: string,
    @Body(new ZodValidationPipe(editDraftBody)) body: EditDraftBody,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new EditDraft(
        user.userId,
        id,
        { subject: body.subject, body: body.body, contactId: body.contact_id },
        commandMetadata(user.userId, { idempotencyKey }),
      ),
    );
  }

  @Delete(':id')
  @HttpCode(200)
  remove(
    @Param('id', new ZodValidationPipe(draftIdParam)) id: string,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new DeleteDraft(user.userId, id, commandMetadata(user.userId, { idempotencyKey })),
    );
  }
}
