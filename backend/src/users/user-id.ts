import { createHash } from 'node:crypto';
import { normalizeEmail } from '../platform/auth/email-address';

// Fixed forever: changing it would give every existing user a new id and a new, empty stream.
export const USER_ID_NAMESPACE = '5b0f7c52-8d1e-4c3a-9f61-2f3d8e7a4c10';

export function uuidV5(name: string, namespace: string): string {
  const namespaceBytes = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(namespaceBytes).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Derived from the e-mail so two concurrent first sign-ins pick the same stream and the second loses on
 * expected version 'no_stream' instead of creating a duplicate account.
 */
export function userIdForEmail(email: string): string {
  return uuidV5(normalizeEmail(email), USER_ID_NAMESPACE);
}
