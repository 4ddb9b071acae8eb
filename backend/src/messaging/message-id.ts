import { createHash } from 'node:crypto';

const uuidOf = (text: string): string => {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** A send retried with the same Idempotency-Key is the same message; keys of different users never meet. */
export const messageIdForKey = (userId: string, idempotencyKey: string): string =>
  uuidOf(`message\u0000${userId}\u0000${idempotencyKey}`);

/** Sending one draft twice is one message. */
export const messageIdForDraft = (userId: string, draftId: string): string =>
  uuidOf(`draft-message\u0000${userId}\u0000${draftId}`);

/** A simulated reply retried with the same Idempotency-Key is one reply. */
export const replyIdForKey = (userId: string, idempotencyKey: string): string =>
  uuidOf(`reply\u0000${userId}\u0000${idempotencyKey}`);

/** A mass send retried with the same Idempotency-Key sends the drafts it chose the first time. */
export const massSendIdForKey = (userId: string, idempotencyKey: string): string =>
  uuidOf(`mass-send\u0000${userId}\u0000${idempotencyKey}`);
