import { Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { ValidBody, ValidQuery, ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
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
import { SaveDraftForContact } from '../commands/save-draft-for-contact.command';
import { deleteDraft, editDraft } from '../draft.commands';
import { normalizeDraftBody } from '../draft-rules.contract';
import { sanitizeHtml } from '../../platform/html/sanitize-html';
import { DraftsQuery } from '../queries/drafts.query';

/** A user's own drafts; every call reads and writes only the caller's. */
@ApiTags('drafts')
@SignedIn()
@Controller('emails/drafts')
export class DraftsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly drafts: DraftsQuery,
  ) {}

  @Get()
  list(@ValidQuery(listDraftsQuery) query: ListDraftsQuery, @CurrentUser() user: AuthenticatedUser) {
    return this.drafts.recent(user.userId, query.limit, new Date());
  }

  @Get('all')
  all(@CurrentUser() user: AuthenticatedUser) {
    return this.drafts.all(user.userId, new Date());
  }

  @Post()
  save(@ValidBody(saveDraftBody) body: SaveDraftBody, @CommandMeta() meta: CallerCommandMetadata) {
    const input = {
      contactId: body.contact_id,
      subject: body.subject,
      body: body.body,
      messageType: body.message_type,
      tone: body.tone,
      source: 'manual' as const,
    };
    return this.commands.execute(new SaveDraftForContact(meta.actorUserId, input, meta));
  }

  @Post('batch-delete')
  @HttpCode(200)
  batchDelete(@ValidBody(batchDeleteBody) body: BatchDeleteBody, @CommandMeta() meta: CallerCommandMetadata) {
    return this.commands.execute(new BatchDeleteDrafts(meta.actorUserId, body.draft_ids, meta));
  }

  @Put(':id')
  edit(
    @Param('id', new ZodValidationPipe(draftIdParam)) id: string,
    @ValidBody(editDraftBody) body: EditDraftBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const data = {
      draftId: id,
      userId: meta.actorUserId,
      subject: body.subject?.trim(),
      body: body.body === undefined ? undefined : normalizeDraftBody(body.body, sanitizeHtml),
      contactId: body.contact_id,
    };
    return this.commands.execute(editDraft({ type: 'EditDraft', data }, meta));
  }

  @Delete(':id')
  @HttpCode(200)
  remove(
    @Param('id', new ZodValidationPipe(draftIdParam)) id: string,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const data = { draftId: id, userId: meta.actorUserId };
    return this.commands.execute(deleteDraft({ type: 'DeleteDraft', data }, meta));
  }
}
