import type { CommandMetadata } from '../../platform/commands/command-metadata';

/** Metadata under a known Idempotency-Key: gateway ids and charges derive from it, so a retry never charges twice. */
export type KeyedMetadata = CommandMetadata & { idempotencyKey: string };

/** Metadata of a signed-in user's command; `@CommandMeta()` always names the caller, its type only says it may. */
export type CallerMetadata = CommandMetadata & { actorUserId: string };

export function callerMetadata(meta: CommandMetadata): CallerMetadata {
  const { actorUserId } = meta;
  if (actorUserId === null)
    throw new Error('A signed-in caller is required: read the metadata with @CommandMeta()');
  return { ...meta, actorUserId };
}

/** For routes with `@CommandMeta({ idempotencyKey: 'required' })`, which answer 400 before a keyless call gets here. */
export function keyedCallerMetadata(meta: CommandMetadata): CallerMetadata & KeyedMetadata {
  const { idempotencyKey } = meta;
  if (idempotencyKey === undefined) {
    throw new Error(
      "An Idempotency-Key is required: read the metadata with @CommandMeta({ idempotencyKey: 'required' })",
    );
  }
  return { ...callerMetadata(meta), idempotencyKey };
}
