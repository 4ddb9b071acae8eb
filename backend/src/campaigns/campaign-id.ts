import { randomUUID } from 'node:crypto';
import { derivedUuid } from '../platform/commands/command-metadata';

/**
 * A campaign scheduled under an Idempotency-Key gets an id derived from its owner and the key, so a retried schedule
 * lands on the same stream and replays the first answer instead of scheduling a second campaign.
 */
export function campaignIdFor(userId: string, idempotencyKey: string | undefined): string {
  return idempotencyKey === undefined ? randomUUID() : derivedUuid('campaign', userId, idempotencyKey);
}
