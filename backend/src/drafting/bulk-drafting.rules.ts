/** The rules of one bulk generation request (POST /emails/write/stream/bulk/), free of I/O. */

/** At most this many e-mails are written at once: the model provider rate-limits, the pool has few connections. */
export const BULK_DRAFTING_CONCURRENCY = 3;

export const NO_CONTACTS_TO_PROCESS = 'No contacts found to process.';
export const ALL_EMAILS_GENERATED = 'All emails generated successfully!';

/** What becomes of one chosen contact: answered from an earlier try, written now, or left for the plan's limit. */
export type BulkStep = 'saved-before' | 'write' | 'over-limit';

/**
 * Given the chosen contacts (in order, each with whether this request key already saved its draft) and how many
 * more drafts the plan allows, when the request runs, then each contact's step: drafts saved under the key are
 * answered again without counting, the others are written while the allowance lasts and the rest are left.
 */
export function planBulkDrafts(savedBefore: readonly boolean[], allowance: number): BulkStep[] {
  let left = allowance;
  return savedBefore.map((saved) => {
    if (saved) return 'saved-before';
    if (left <= 0) return 'over-limit';
    left -= 1;
    return 'write';
  });
}

/** The stream's last message: every e-mail done, or how many of them. */
export function bulkSummary(done: number, total: number): string {
  return done === total ? ALL_EMAILS_GENERATED : `Generated ${done} of ${total} emails.`;
}

/** The key one contact's draft is saved under: one per request key and contact, so a retry never writes twice. */
export function bulkDraftKey(requestKey: string, contactId: string): string {
  return `bulk:${requestKey}:${contactId}`;
}
