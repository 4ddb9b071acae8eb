import { Controller, Get, Headers, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { AdminGuard } from '../../platform/auth/admin.guard';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { commandMetadata, derivedUuid } from '../../platform/commands/command-metadata';
import { checkedIdempotencyKeyHeader } from '../../platform/commands/idempotency-key.contract';
import { ValidBody, ValidQuery, ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { ClientRateLimiter, RateLimiters, rateLimitKey } from '../../platform/security/rate-limiter';
import { decideContactMessage } from '../contact-message.commands';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_REPLY_PROMISE,
  contactMessageBody,
  listContactMessagesQuery,
  type ContactMessageBody,
  type ContactMessageReceipt,
  type ListContactMessagesQuery as ListParams,
} from '../contact-message.contract';
import { SendingMessagesTooOften } from '../contact-message.errors';
import { ListContactMessagesQuery } from '../queries/list-contact-messages.query';

/**
 * Per client address: 5 messages per 10 minutes. Far above what a person writes to support, and low enough that a
 * script cannot fill the support inbox. Counted in PostgreSQL, shared by every API node.
 */
export const CONTACT_MESSAGE_LIMIT = { name: 'contact-messages', points: 5, durationSeconds: 600 };

const idempotencyKeyPipe = new ZodValidationPipe(checkedIdempotencyKeyHeader);

const receipt = (id: string, receivedAt: string): ContactMessageReceipt => ({
  id,
  received_at: receivedAt,
  reply: `Thanks for your message. We will reply ${CONTACT_REPLY_PROMISE}.`,
});

/** The public Contact page's form: no sign-in, so each client address is rate limited. */
@ApiTags('contact messages')
@Controller('api/contact-messages')
export class ContactMessagesController {
  private readonly limiter: ClientRateLimiter;

  constructor(
    private readonly commands: CommandBus,
    limits: RateLimiters,
  ) {
    this.limiter = limits.limit(CONTACT_MESSAGE_LIMIT);
  }

  @Post()
  @HttpCode(201)
  async send(
    @ValidBody(contactMessageBody) body: ContactMessageBody,
    @Headers('idempotency-key') idempotencyKeyHeader: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ContactMessageReceipt> {
    const { 'idempotency-key': idempotencyKey } = idempotencyKeyPipe.transform({
      'idempotency-key': idempotencyKeyHeader,
    });
    // req.ip honours X-Forwarded-For only from the proxies TRUST_PROXY names (none by default).
    const client = rateLimitKey(req.ip);
    const verdict = await this.limiter.take(client);
    if (!verdict.allowed) {
      // The exception filter answers on this response, so the header set here goes out with the 429.
      res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      throw new SendingMessagesTooOften(verdict.retryAfterSeconds);
    }
    if (body[CONTACT_HONEYPOT_FIELD]) return receipt(randomUUID(), new Date().toISOString());

    // A retry of one form (same key, same client) is the same message; keys of other clients never collide with it.
    const messageId = idempotencyKey ? derivedUuid('contact-message', client, idempotencyKey) : randomUUID();
    const meta = commandMetadata(null, { idempotencyKey: idempotencyKey && `contact-message:${messageId}` });
    const { name, email, subject, message } = body;
    const result = await this.commands.execute(
      decideContactMessage(
        { type: 'ReceiveContactMessage', data: { messageId, name, email, subject, message } },
        meta,
      ),
    );
    return receipt(result.messageId, result.receivedAt);
  }
}

/** Admins read what visitors sent. */
@ApiTags('contact messages')
@SignedIn(AdminGuard)
@Controller('api/admin/contact-messages')
export class AdminContactMessagesController {
  constructor(private readonly listMessages: ListContactMessagesQuery) {}

  @Get()
  list(@ValidQuery(listContactMessagesQuery) query: ListParams) {
    return this.listMessages.execute(query);
  }
}
