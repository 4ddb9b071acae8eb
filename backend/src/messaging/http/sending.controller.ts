import { Controller, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { ValidBody, ValidBodyOneOf, ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { MassSendDrafts } from '../commands/mass-send-drafts.command';
import { SendDraft } from '../commands/send-draft.command';
import { SendDrafts } from '../commands/send-drafts.command';
import { SendMessage, type SendResult } from '../commands/send-message.command';
import { messageIdForKey } from '../message-id';
import {
  batchSendBody,
  BatchSendBody,
  draftIdParam,
  isMassSend,
  massSendBody,
  type MassSendBody,
  previewBody,
  PreviewBody,
  sendBody,
  SendBody,
} from '../messaging.contract';
import { EmailPreviews } from '../queries/email-previews.query';
import { ConversationContactNotFound } from '../messaging.errors';

/** Sending e-mails to the caller's own contacts, directly or from their saved drafts. */
@ApiTags('messaging')
@SignedIn()
@Controller('emails')
export class SendingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly previews: EmailPreviews,
  ) {}

  /** What Send would deliver for this body now: the same rendering, footer, links and attachments; nothing is sent. */
  @Post('preview')
  @HttpCode(200)
  async preview(@ValidBody(previewBody) body: PreviewBody, @CurrentUser() user: AuthenticatedUser) {
    const previews = await this.previews.forWrittenContact(user.userId, body.contact_id, new Date());
    const preview = previews.draft(body.contact_id, body.body);
    if (!preview) throw new ConversationContactNotFound('contact_id');
    return preview;
  }

  /** One message to one contact, or (with limit and filtered_ids) a mass send of waiting drafts. */
  @Post('send')
  async send(
    @ValidBodyOneOf(sendBody, massSendBody, isMassSend) body: SendBody | MassSendBody,
    @CurrentUser() user: AuthenticatedUser,
    @CommandMeta() meta: CallerCommandMetadata,
    @Res({ passthrough: true }) response: Response,
  ) {
    if ('limit' in body) {
      return this.commands.execute(
        new MassSendDrafts(user.userId, user.email, body.limit, body.filtered_ids, meta),
      );
    }
    if (body.draft_id) {
      // The draft decides the message id, so this route and the draft's own send it once between them.
      const content = {
        contactId: body.contact_id,
        subject: body.subject,
        body: body.body,
        messageType: body.message_type,
      };
      return answer(
        response,
        await this.commands.execute(new SendDraft(user.userId, user.email, body.draft_id, meta, content)),
      );
    }
    const messageId = meta.idempotencyKey ? messageIdForKey(user.userId, meta.idempotencyKey) : randomUUID();
    const result = await this.commands.execute(
      new SendMessage(
        user.userId,
        user.email,
        {
          contactId: body.contact_id,
          subject: body.subject,
          body: body.body,
          messageType: body.message_type,
          draftId: null,
          messageId,
        },
        meta,
      ),
    );
    return answer(response, result);
  }

  @Post('drafts/batch-send')
  sendDrafts(
    @ValidBody(batchSendBody) body: BatchSendBody,
    @CurrentUser() user: AuthenticatedUser,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    return this.commands.execute(new SendDrafts(user.userId, user.email, body.draft_ids, meta));
  }

  @Post('drafts/:id/send')
  async sendDraft(
    @Param('id', new ZodValidationPipe(draftIdParam)) id: string,
    @CurrentUser() user: AuthenticatedUser,
    @CommandMeta() meta: CallerCommandMetadata,
    @Res({ passthrough: true }) response: Response,
  ) {
    return answer(response, await this.commands.execute(new SendDraft(user.userId, user.email, id, meta)));
  }
}

/** 202 while another request is still delivering the same message; 201 once its outcome is recorded. */
function answer(response: Response, result: SendResult): SendResult {
  if (result.status === 'queued') response.status(HttpStatus.ACCEPTED);
  return result;
}
