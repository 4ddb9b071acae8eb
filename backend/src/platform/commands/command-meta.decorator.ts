import {
  createParamDecorator,
  ExecutionContext,
  Injectable,
  PipeTransform,
  UnauthorizedException,
} from '@nestjs/common';
import type { AuthenticatedRequest } from '../auth/jwt-auth.guard';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { commandMetadata, type CommandMetadata } from './command-metadata';
import { checkedIdempotencyKeyHeader, requiredIdempotencyKeyHeader } from './idempotency-key.contract';
import { IdempotencyKeys, type KeyBinding } from './idempotency-keys';
import { requestHashOf } from './request-hash';

/**
 * How a route treats the Idempotency-Key header: 'optional' takes any value as given, 'checked' validates it when
 * present, 'required' answers 400 naming it when it is missing or malformed.
 */
export type IdempotencyKeyRule = 'optional' | 'checked' | 'required';

export interface CommandMetaOptions {
  idempotencyKey?: IdempotencyKeyRule;
  /**
   * Body fields a retry sends anew and that are not part of what the key stands for (the checkout's single-use
   * payment nonce and the card's name: Retry after a decline tokenizes the card again under the same key).
   */
  retryMayChange?: readonly string[];
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

/** The caller's metadata on its way to the controller, with what its key must be bound to. */
interface KeyedCommandMeta {
  meta: CallerCommandMetadata;
  binding: KeyBinding | null;
}

/** Binds the request's Idempotency-Key to the request (IdempotencyKeys) before the controller runs. */
@Injectable()
export class BindIdempotencyKey implements PipeTransform<KeyedCommandMeta, Promise<CallerCommandMetadata>> {
  constructor(private readonly keys: IdempotencyKeys) {}

  async transform({ meta, binding }: KeyedCommandMeta): Promise<CallerCommandMetadata> {
    if (binding) await this.keys.bind(binding);
    return meta;
  }
}

const commandMetaParam = createParamDecorator(
  (options: CommandMetaOptions | undefined, context: ExecutionContext): KeyedCommandMeta => {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const meta = commandMetaOf(request, options);
    const { idempotencyKey } = meta;
    return {
      meta,
      binding:
        idempotencyKey === undefined
          ? null
          : {
              userId: meta.actorUserId,
              idempotencyKey,
              requestHash: requestHashOf(request, options?.retryMayChange),
            },
    };
  },
);

/** Marks a route handler as a command taking an Idempotency-Key, with its rule; read by keyedCommandRoutes. */
export const KEYED_COMMAND = Symbol('KEYED_COMMAND');

/**
 * The caller, the idempotency key and a fresh correlation id of a command sent by a signed-in user (JwtAuthGuard or
 * AdminGuard); replaces @CurrentUser + @Headers('idempotency-key') + commandMetadata(...) in controllers. A key is
 * bound to the first request that carries it: the same request again replays (the command's event and entity ids
 * derive from the key), another request under it is refused with 422 REQUEST.IDEMPOTENCY_KEY_REUSED.
 */
export function CommandMeta(options: CommandMetaOptions = {}): ParameterDecorator {
  return (target, method, index) => {
    commandMetaParam(options, BindIdempotencyKey)(target, method, index);
    if (method !== undefined) {
      const handler: unknown = (target as Record<string | symbol, unknown>)[method];
      if (typeof handler === 'function') {
        Reflect.defineMetadata(KEYED_COMMAND, options.idempotencyKey ?? 'optional', handler);
      }
    }
  };
}
