import { createHash } from 'node:crypto';
import type { EventSummaries } from '../platform/audit/event-summaries';

/**
 * The bulk-drafting-<id> stream (id derived from the caller and the Idempotency-Key): the contacts a keyed bulk
 * generation chose, so the same request again writes to (and answers for) the same contacts, although those now
 * have drafts.
 */
export interface BulkDraftingPlanned {
  type: 'BulkDraftingPlanned';
  data: { userId: string; contactIds: string[] };
}

export type BulkDraftingEvent = BulkDraftingPlanned;

export const bulkDraftingStreamId = (userId: string, idempotencyKey: string): string =>
  `bulk-drafting-${createHash('sha256').update(`${userId}\u0000${idempotencyKey}`).digest('hex').slice(0, 32)}`;

export const bulkDraftingEventSummaries: EventSummaries<BulkDraftingEvent> = {
  BulkDraftingPlanned: ({ data }) =>
    `Bulk generation for ${data.contactIds.length} contact${data.contactIds.length === 1 ? '' : 's'} planned`,
};
