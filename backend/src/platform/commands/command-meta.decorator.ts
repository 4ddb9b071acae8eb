import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { AuthenticatedRequest } from '../auth/jwt-auth.guard';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { commandMetadata, type CommandMetadata } from './command-metadata';
import { checkedIdempotencyKeyHeader, requiredIdempotencyKeyHeader } from './idempotency-key.contract';

/**
 * How a route treats the Idempotency-Key header: 'optional' takes any value as given, 'checked' validates it when
 * present, 'required' answers 400 naming it when it is missing or malformed.
 */
export type IdempotencyKeyRule = 'optional' | 'checked' | 'required';

export interface CommandMetaOptions {
  idempotencyKey?: IdempotencyKeyRule;
}

const checkedPipe = new ZodValidationPipe(checkedIdempotencyKeyHeader);
const requiredPipe = new ZodValidationPipe(requiredIdempotencyKeyHeader);

function idempotencyKeyOf(request: AuthenticatedRequest, rule: IdempotencyKeyRule): string | undefined {
  const header = request.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  if (rule === 'optional') return value;
  const pipe = rule === 'required' ? requiredPipe : checkedPipe;
  return pipe.transform({ 'idempotency-key': value })['idempotency-key'];
}

/** Metadata of a command a signed-in user sent: the actor is always known, so it is the caller's user id. */
export type CallerCommandMetadata = CommandMetadata & { actorUserId: string };

/** Command metadata of the signed-in caller: the one place the Idempotency-Key header is read. */
export function commandMetaOf(
  request: AuthenticatedRequest,
  options: CommandMetaOptions = {},
): CallerCommandMetadata {
  const user = request.authenticatedUser;
  if (!user) throw new UnauthorizedException({ detail: 'Authentication required' });
  return {
    ...commandMetadata(user.userId, {
      idempotencyKey: idempotencyKeyOf(request, options.idempotencyKey ?? 'optional'),
    }),
    actorUserId: user.userId,
  };
}

/**
 * The caller, the idempotency key and a fresh correlation id of a command sent by a signed-in user (JwtAuthGuard or
 * AdminGuard); replaces @CurrentUser + @Headers('idempotency-key') + commandMetadata(...) in controllers.
 */
export const CommandMeta = createParamDecorator(
  (options: CommandMetaOptions | undefined, context: ExecutionContext): CallerCommandMetadata =>
    commandMetaOf(context.switchToHttp().getRequest<AuthenticatedRequest>(), options),
);
