import { createHash } from 'node:crypto';

/** The e-mail as it identifies a contact: case and surrounding spaces do not make another address. */
export const normalizedEmail = (email: string): string => email.trim().toLowerCase();

/**
 * A contact's id is derived from its owner and e-mail, so "one user, one e-mail, one contact" is enforced by
 * the stream itself: two saves of one address race for the same stream and the log's expected version lets
 * exactly one create it. No index stream or reservation step is needed, and nothing can be left half-reserved.
 */
export function contactIdFor(userId: string, email: string): string {
  const hex = createHash('sha256')
    .update(`contact\u0000${userId}\u0000${normalizedEmail(email)}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A CSV import sent under an Idempotency-Key without its own import_id: a retry is the same import, replayed. */
export function importIdFor(userId: string, idempotencyKey: string): string {
  const hex = createHash('sha256')
    .update(`contact-import\u0000${userId}\u0000${idempotencyKey}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
