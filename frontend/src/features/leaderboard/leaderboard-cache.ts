import type {
  LeaderboardEntry,
  LeaderboardPeriod,
} from '@outreach/backend/leaderboard/leaderboard-rules.contract';
import { localStorageKeys } from '../../config/storage-keys';

/** Spec section 9: the leaderboard cache lives 5 minutes (300000 ms). */
export const LEADERBOARD_CACHE_LIFETIME_MS = 300_000;

interface CachedBoard {
  storedAt: number;
  entries: LeaderboardEntry[];
}

type CachedBoards = Partial<Record<LeaderboardPeriod, CachedBoard>>;

function readAll(): CachedBoards {
  const text = localStorage.getItem(localStorageKeys.leaderboardCache);
  if (text === null) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as CachedBoards)
      : {};
  } catch {
    // Not ours or cut short: treated as no cache.
    return {};
  }
}

/** The whole cache goes: whatever made one period's board stale (a push, a refresh) may have moved the other. */
export function forgetCachedLeaderboard(): void {
  localStorage.removeItem(localStorageKeys.leaderboardCache);
}

/** The period's board stored less than 5 minutes ago, or null; anything older or unreadable is not used. */
export function readCachedLeaderboard(
  period: LeaderboardPeriod,
  now: number = Date.now(),
): LeaderboardEntry[] | null {
  const cached = readAll()[period];
  // A clock set back would otherwise keep an entry alive forever.
  const fresh =
    typeof cached?.storedAt === 'number' &&
    cached.storedAt <= now &&
    now - cached.storedAt < LEADERBOARD_CACHE_LIFETIME_MS;
  return fresh && Array.isArray(cached.entries) ? cached.entries : null;
}

export function storeCachedLeaderboard(
  period: LeaderboardPeriod,
  entries: LeaderboardEntry[],
  now: number = Date.now(),
): void {
  const boards: CachedBoards = { ...readAll(), [period]: { storedAt: now, entries } };
  try {
    localStorage.setItem(localStorageKeys.leaderboardCache, JSON.stringify(boards));
  } catch {
    // A full or disabled storage only costs the next visit a fetch.
  }
}
