import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { contactIdParam } from '../messaging.contract';
import { ConversationQuery } from '../queries/conversation.query';

/** One of the caller's contacts with its message history, drafts and attached documents. */
@ApiTags('messaging')
@SignedIn()
@Controller('contacts/:id/conversation')
export class ConversationController {
  constructor(private readonly conversations: ConversationQuery) {}

  @Get()
  conversation(
    @Param('id', new ZodValidationPipe(contactIdParam)) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.conversations.conversation(user.userId, id, new Date());
  }
}
