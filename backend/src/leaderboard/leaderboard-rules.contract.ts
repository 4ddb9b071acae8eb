/**
 * The leaderboard's shapes and rules in plain code without zod, so the browser can import them;
 * leaderboard.contract.ts builds the request schema on them.
 */

/** all_time counts every message sent; month those sent in the current calendar month (UTC). */
export const LEADERBOARD_PERIODS = ['all_time', 'month'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** How many places the board lists; the caller's own entry follows when they are below them. */
export const LEADERBOARD_TOP_SIZE = 10;

/** One line of GET /api/leaderboard/ (access spec §3, Leaderboard entry). */
export interface LeaderboardEntry {
  /** Competition ranking: users with the same count share a rank and the next rank skips (1, 2, 2, 4). */
  rank: number;
  /** First name and last initial, e.g. 'Noor A.'. */
  user_name: string;
  message_count: number;
  is_current_user: boolean;
}

/** Shown for a user whose sign-in gave neither a first nor a last name. */
export const NAMELESS_USER = 'Anonymous';

/**
 * A user as the board shows them: the first name and the last name's initial ('Noor A.'), so the board never
 * shows a full name to other users. Whitespace is trimmed; an initial is one character even outside the BMP.
 */
export function leaderboardName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const [initial] = Array.from(lastName.trim());
  const last = initial ? `${initial.toLocaleUpperCase()}.` : '';
  return [first, last].filter(Boolean).join(' ') || NAMELESS_USER;
}

/** The UTC calendar month of an instant, as the read model keys a month's counts: '2026-11'. */
export const monthOf = (at: Date | string): string => new Date(at).toISOString().slice(0, 7);
