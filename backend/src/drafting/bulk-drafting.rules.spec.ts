import { ALL_EMAILS_GENERATED, bulkDraftKey, bulkSummary, planBulkDrafts } from './bulk-drafting.rules';
import { bulkDraftingEventSummaries, bulkDraftingStreamId } from './bulk-drafting.events';
import { registerEventSummaries, summarize } from '../platform/audit/event-summaries';
import { recordedEvent } from '../platform/testing/recorded-event.factory';

registerEventSummaries(bulkDraftingEventSummaries);

describe('bulk drafting rules', () => {
  describe('planBulkDrafts', () => {
    it('given room for every contact, when planned, then writes each', () => {
      expect(planBulkDrafts([false, false, false], 10)).toEqual(['write', 'write', 'write']);
    });

    it('given room for two of four, when planned, then writes the first two and leaves the rest to the limit', () => {
      expect(planBulkDrafts([false, false, false, false], 2)).toEqual([
        'write',
        'write',
        'over-limit',
        'over-limit',
      ]);
    });

    it('given drafts a first try saved, when retried at the limit, then answers those without counting them', () => {
      expect(planBulkDrafts([true, false, true, false], 1)).toEqual([
        'saved-before',
        'write',
        'saved-before',
        'over-limit',
      ]);
    });

    it('given no room at all, when planned, then writes nothing', () => {
      expect(planBulkDrafts([false], 0)).toEqual(['over-limit']);
    });

    it('given an unlimited plan, when planned, then writes every contact', () => {
      expect(planBulkDrafts([false, false], Number.POSITIVE_INFINITY)).toEqual(['write', 'write']);
    });
  });

  describe('bulkSummary', () => {
    it('given every e-mail done, then says all were generated', () => {
      expect(bulkSummary(3, 3)).toBe(ALL_EMAILS_GENERATED);
    });

    it('given some failed, then says how many of how many', () => {
      expect(bulkSummary(2, 5)).toBe('Generated 2 of 5 emails.');
    });
  });

  describe('bulkDraftKey', () => {
    it('names one draft per request key and contact', () => {
      expect(bulkDraftKey('k1', 'c1')).toBe('bulk:k1:c1');
      expect(bulkDraftKey('k1', 'c2')).not.toBe(bulkDraftKey('k1', 'c1'));
      expect(bulkDraftKey('k2', 'c1')).not.toBe(bulkDraftKey('k1', 'c1'));
    });
  });

  describe('the recorded choice', () => {
    it('is one stream per caller and key', () => {
      expect(bulkDraftingStreamId('u1', 'k1')).toMatch(/^bulk-drafting-[0-9a-f]{32}$/);
      expect(bulkDraftingStreamId('u1', 'k1')).toBe(bulkDraftingStreamId('u1', 'k1'));
      expect(bulkDraftingStreamId('u2', 'k1')).not.toBe(bulkDraftingStreamId('u1', 'k1'));
    });

    it('reads as how many contacts were chosen', () => {
      const event = (contactIds: string[]) =>
        recordedEvent({ type: 'BulkDraftingPlanned', data: { userId: 'u1', contactIds } });
      expect(summarize(event(['c1', 'c2']))).toBe('Bulk generation for 2 contacts planned');
      expect(summarize(event(['c1']))).toBe('Bulk generation for 1 contact planned');
    });
  });
});
