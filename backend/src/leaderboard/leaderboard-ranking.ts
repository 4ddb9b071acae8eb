import { leaderboardName, LEADERBOARD_TOP_SIZE, type LeaderboardEntry } from './leaderboard-rules.contract';

/** A user with messages in the period, as the read model gives them. */
export interface BoardUser {
  userId: string;
  firstName: string;
  lastName: string;
  messageCount: number;
  /** When the count reached its value (ISO): of two users with one count, the earlier is listed first. */
  reachedAt: string;
}

export interface BoardInput {
  callerId: string;
  /** The top places among the users others may see, the caller left out: at least LEADERBOARD_TOP_SIZE of them. */
  leaders: readonly BoardUser[];
  /** The caller when they have messages in the period, whether or not they hid themselves. */
  caller: BoardUser | null;
  /** How many users others may see, the caller left out, sent more messages than the caller. */
  aboveCaller: number;
}

const listedBefore = (a: BoardUser, b: BoardUser): number =>
  b.messageCount - a.messageCount ||
  a.reachedAt.localeCompare(b.reachedAt) ||
  a.userId.localeCompare(b.userId);

/**
 * The caller's board: the top LEADERBOARD_TOP_SIZE places among the users others may see and the caller, then the
 * caller's own entry when they are below them. A hidden user is left out of other users' boards but is on their own.
 * Ranks are competition ranks (1, 2, 2, 4): one more than the number of users on the board with more messages.
 */
export function rankBoard({ callerId, leaders, caller, aboveCaller }: BoardInput): LeaderboardEntry[] {
  const board = [...leaders.filter((user) => user.userId !== callerId), ...(caller ? [caller] : [])].sort(
    listedBefore,
  );
  const top = board.slice(0, LEADERBOARD_TOP_SIZE);
  // Sorted by count first, so the users with more messages are exactly those before the first of this count.
  const entries = top.map((user) =>
    entry(user, top.findIndex((other) => other.messageCount === user.messageCount) + 1, callerId),
  );
  if (caller && !top.includes(caller)) entries.push(entry(caller, aboveCaller + 1, callerId));
  return entries;
}

function entry(user: BoardUser, rank: number, callerId: string): LeaderboardEntry {
  return {
    rank,
    user_name: leaderboardName(user.firstName, user.lastName),
    message_count: user.messageCount,
    is_current_user: user.userId === callerId,
  };
}
