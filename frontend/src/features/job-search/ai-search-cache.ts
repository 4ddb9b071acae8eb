import { localStorageKeys } from '../../config/storage-keys';
import { readStoredIdentity } from '../../api/session-storage';
import type { AiCompany } from './job-search.api';

/** localStorage key of the industry tab's AI search cache (a choice of this client; the spec names none). */
export const AI_SEARCH_CACHE_KEY = localStorageKeys.aiSearchCache;

/** Spec section 9: at most 20 terms, valid 24 h, keyed by the lowercased term. */
export const AI_SEARCH_CACHE_TERMS = 20;
export const AI_SEARCH_CACHE_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface CachedSearch {
  storedAt: number;
  companies: AiCompany[];
}

interface AiSearchCache {
  /** The signed-in e-mail: localStorage outlives the session, and one browser may serve several accounts. */
  owner: string;
  entries: Record<string, CachedSearch>;
}

/** 'stored'; 'trimmed': storage was full, older cached searches were dropped to make room; 'skipped': still no room. */
export type CacheWrite = 'stored' | 'trimmed' | 'skipped';

function cacheOwner(): string {
  return readStoredIdentity()?.email.toLowerCase() ?? '';
}

function termKey(term: string): string {
  return term.trim().toLowerCase();
}

function isFresh(entry: CachedSearch | undefined, now: number): entry is CachedSearch {
  // A clock set back would otherwise keep an entry alive forever.
  return (
    entry !== undefined &&
    typeof entry.storedAt === 'number' &&
    Array.isArray(entry.companies) &&
    entry.storedAt <= now &&
    now - entry.storedAt < AI_SEARCH_CACHE_LIFETIME_MS
  );
}

/** The fresh entries of the current account's cache; anything unreadable or another account's counts as empty. */
function readEntries(now: number): Record<string, CachedSearch> {
  const text = localStorage.getItem(AI_SEARCH_CACHE_KEY);
  if (text === null) return {};
  try {
    const cache = JSON.parse(text) as Partial<AiSearchCache>;
    if (cache.owner !== cacheOwner() || typeof cache.entries !== 'object' || cache.entries === null)
      return {};
    return Object.fromEntries(Object.entries(cache.entries).filter(([, entry]) => isFresh(entry, now)));
  } catch {
    return {};
  }
}

function write(entries: Record<string, CachedSearch>): boolean {
  try {
    const cache: AiSearchCache = { owner: cacheOwner(), entries };
    localStorage.setItem(AI_SEARCH_CACHE_KEY, JSON.stringify(cache));
    return true;
  } catch {
    return false;
  }
}

/** The companies an AI search for this term found less than 24 hours ago, or null. */
export function readCachedSearch(term: string, now: number = Date.now()): AiCompany[] | null {
  return readEntries(now)[termKey(term)]?.companies ?? null;
}

/** Keeps the newest 20 terms. When storage is full, older cached searches go first. */
export function storeCachedSearch(
  term: string,
  companies: AiCompany[],
  now: number = Date.now(),
): CacheWrite {
  const key = termKey(term);
  const others = Object.entries(readEntries(now))
    .filter(([cachedKey]) => cachedKey !== key)
    .sort(([, a], [, b]) => b.storedAt - a.storedAt)
    .slice(0, AI_SEARCH_CACHE_TERMS - 1);
  const entry: CachedSearch = { storedAt: now, companies };
  if (write(Object.fromEntries([[key, entry], ...others]))) return 'stored';
  localStorage.removeItem(AI_SEARCH_CACHE_KEY);
  return write({ [key]: entry }) ? 'trimmed' : 'skipped';
}
