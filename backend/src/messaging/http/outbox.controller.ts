import { Controller, Get, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { ValidBody, ValidQuery, ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { DEFAULT_SIMULATED_REPLY, SimulateReply } from '../commands/simulate-reply.command';
import { replyIdForKey } from '../message-id';
import {
  outboxIdParam,
  outboxPageQuery,
  OutboxPageQuery,
  simulateReplyBody,
  SimulateReplyBody,
} from '../messaging.contract';
import { OutboxQuery } from '../queries/outbox.query';

/** The embedded outbox: the caller's captured (never delivered) mails; absent when SMTP is configured. */
@ApiTags('messaging')
@SignedIn()
@Controller('outbox/messages')
export class OutboxController {
  constructor(
    private readonly outbox: OutboxQuery,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  list(@ValidQuery(outboxPageQuery) query: OutboxPageQuery, @CurrentUser() user: AuthenticatedUser) {
    return this.outbox.page(user.userId, query);
  }

  @Get(':id')
  message(
    @Param('id', new ZodValidationPipe(outboxIdParam)) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.outbox.message(user.userId, id);
  }

  @Post(':id/simulate-reply')
  simulateReply(
    @Param('id', new ZodValidationPipe(outboxIdParam)) id: string,
    @ValidBody(simulateReplyBody) body: SimulateReplyBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const userId = meta.actorUserId;
    const content = body.content?.trim() ? body.content.trim() : DEFAULT_SIMULATED_REPLY;
    const replyId = meta.idempotencyKey ? replyIdForKey(userId, meta.idempotencyKey) : randomUUID();
    return this.commands.execute(new SimulateReply(userId, id, content, replyId, meta));
  }
}
