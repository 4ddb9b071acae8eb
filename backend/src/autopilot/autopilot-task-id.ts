import { randomUUID } from 'node:crypto';
import { derivedUuid } from '../platform/commands/command-metadata';

/**
 * A task started by the user: a new UUID, or under an Idempotency-Key one derived from the caller and the key, so a
 * retried start lands on the same stream and answers the first start instead of starting a second task.
 */
export const newTaskIdFor = (userId: string, idempotencyKey: string | undefined): string =>
  idempotencyKey ? derivedUuid('autopilot-task', userId, idempotencyKey) : randomUUID();

/** A manual retry's id, derived as a started task's is, so a retried request schedules one retry. */
export const manualRetryIdFor = (
  userId: string,
  taskId: string,
  idempotencyKey: string | undefined,
): string =>
  idempotencyKey ? derivedUuid('autopilot-manual-retry', userId, taskId, idempotencyKey) : randomUUID();
