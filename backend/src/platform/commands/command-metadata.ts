import { createHash, randomUUID } from 'node:crypto';

/** Who asked, when, and under which idempotency key: everything a decider must not invent itself. */
export interface CommandMetadata {
  actorUserId: string | null;
  correlationId: string;
  causationId: string | null;
  /** ISO time the command was accepted. */
  now: string;
  /** Client-supplied (Idempotency-Key header) or derived; repeated commands with one key apply once. */
  idempotencyKey?: string;
}

export function commandMetadata(
  actorUserId: string | null,
  options: { correlationId?: string; idempotencyKey?: string; now?: Date } = {},
): CommandMetadata {
  return {
    actorUserId,
    correlationId: options.correlationId ?? randomUUID(),
    causationId: null,
    now: (options.now ?? new Date()).toISOString(),
    idempotencyKey: options.idempotencyKey,
  };
}

/** Event ids derived from an idempotency key, so a retried command produces the same ids. */
export function derivedEventId(idempotencyKey: string, streamId: string, index: number): string {
  return derivedUuid(streamId, idempotencyKey, String(index));
}

/** A UUID (version-5 layout) hashed from its parts, so every process and every retry derives the same one. */
export function derivedUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
