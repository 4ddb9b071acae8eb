import { createHash } from 'node:crypto';

/**
 * A draft saved under an Idempotency-Key gets an id derived from its owner and the key, so a retried save lands
 * on the same stream and replays the first answer instead of saving a second draft.
 */
export function draftIdFor(userId: string, idempotencyKey: string): string {
  const hex = createHash('sha256').update(`draft\u0000${userId}\u0000${idempotencyKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
