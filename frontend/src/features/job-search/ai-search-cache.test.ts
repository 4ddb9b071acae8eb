import { beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/render-with-providers';
import {
  AI_SEARCH_CACHE_KEY,
  AI_SEARCH_CACHE_LIFETIME_MS,
  AI_SEARCH_CACHE_TERMS,
  readCachedSearch,
  storeCachedSearch,
} from './ai-search-cache';
import { aCompany } from './testing/job-search-factories';

const ACME = [aCompany('Acme Pay', 'https://acmepay.example')];

beforeEach(() => signIn({ email: 'ada@example.com' }));

describe('AI search cache', () => {
  it('keys entries by the lowercased, trimmed term', () => {
    expect(storeCachedSearch('  FinTech ', ACME, 1_000)).toBe('stored');

    expect(readCachedSearch('fintech', 1_000)).toEqual(ACME);
    expect(readCachedSearch('FINTECH', 1_000)).toEqual(ACME);
  });

  it('keeps an entry for 24 hours, then forgets it; one from the future does not count', () => {
    storeCachedSearch('fintech', ACME, 1_000);

    expect(readCachedSearch('fintech', 1_000 + AI_SEARCH_CACHE_LIFETIME_MS - 1)).toEqual(ACME);
    expect(readCachedSearch('fintech', 1_000 + AI_SEARCH_CACHE_LIFETIME_MS)).toBeNull();
    expect(readCachedSearch('fintech', 999)).toBeNull();
  });

  it('keeps the newest 20 terms', () => {
    for (let index = 0; index <= AI_SEARCH_CACHE_TERMS; index += 1) {
      storeCachedSearch(`term ${index}`, ACME, 1_000 + index);
    }

    expect(readCachedSearch('term 0', 2_000)).toBeNull();
    expect(readCachedSearch('term 1', 2_000)).toEqual(ACME);
    expect(readCachedSearch(`term ${AI_SEARCH_CACHE_TERMS}`, 2_000)).toEqual(ACME);
    const stored = JSON.parse(localStorage.getItem(AI_SEARCH_CACHE_KEY) ?? '{}') as { entries: object };
    expect(Object.keys(stored.entries)).toHaveLength(AI_SEARCH_CACHE_TERMS);
  });

  it("does not show one account's searches to another signed in on the same browser", () => {
    storeCachedSearch('fintech', ACME, 1_000);
    signIn({ email: 'grace@example.com' });

    expect(readCachedSearch('fintech', 1_000)).toBeNull();
  });

  it('treats unreadable storage as empty', () => {
    localStorage.setItem(AI_SEARCH_CACHE_KEY, '{not json');

    expect(readCachedSearch('fintech')).toBeNull();
    expect(storeCachedSearch('fintech', ACME)).toBe('stored');
    expect(readCachedSearch('fintech')).toEqual(ACME);
  });
});
