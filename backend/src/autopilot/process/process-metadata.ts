import { derivedUuid, type CommandMetadata } from '../../platform/commands/command-metadata';

/**
 * The metadata of the process's commands; a task's commands share one correlation id. The task's own steps have no
 * actor (the process, not the user, moves the task); the contacts and drafts it saves for the user are the user's
 * (`actor`), so the plan limits' read-your-writes counts them like the user's own.
 */
export function processMetadata(
  taskId: string,
  idempotencyKey: string,
  now: Date,
  actor: string | null = null,
): CommandMetadata {
  return {
    actorUserId: actor,
    correlationId: derivedUuid('autopilot-task', taskId),
    causationId: null,
    now: now.toISOString(),
    idempotencyKey,
  };
}
