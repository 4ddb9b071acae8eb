import { derivedUuid, type CommandMetadata } from '../../platform/commands/command-metadata';

/** The process acts for the user, not as them (no actor); a task's commands share one correlation id. */
export function processMetadata(taskId: string, idempotencyKey: string, now: Date): CommandMetadata {
  return {
    actorUserId: null,
    correlationId: derivedUuid('autopilot-task', taskId),
    causationId: null,
    now: now.toISOString(),
    idempotencyKey,
  };
}
