import { MAX_BULK_EMAILS } from '@outreach/backend/drafting/drafting.contract';
import { MAX_MASS_SEND } from '@outreach/backend/messaging/messaging.contract';

export { MAX_BULK_EMAILS, MAX_MASS_SEND };

/** Spec section 5: a mass send whose filters match no contact. */
export const NO_CONTACTS_MATCH = 'No contacts match your filters.';

/** The typed number as a whole number from 1 to `max` (spec section 5: parsed as integers), or why it is not one. */
export function parseCount(typed: string, max: number): { count: number } | { problem: string } {
  const trimmed = typed.trim();
  const count = Number.parseInt(trimmed, 10);
  if (!/^\d+$/.test(trimmed) || count < 1 || count > max) {
    return { problem: `Enter a whole number from 1 to ${max}.` };
  }
  return { count };
}

/** Which contacts a generation or a mass send takes: the default set, or those the contact filters match. */
export type ContactsScope = 'default' | 'filtered';

/**
 * Whether the chosen contacts allow the action: filtered contacts must match at least one contact (their ids are
 * what is sent), the default set is the server's to find.
 */
export function scopeProblem(scope: ContactsScope, matching: number | undefined): string | null {
  if (scope === 'filtered' && matching === 0) return NO_CONTACTS_MATCH;
  return null;
}
