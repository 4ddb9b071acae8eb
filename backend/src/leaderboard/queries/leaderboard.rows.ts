/** The leaderboard read model as the queries see it (views over the projector's active generation). */

/** A user the board may show: the name from sign-up and whether they chose to stay off others' boards. */
export interface LeaderboardUserRow {
  user_id: string;
  first_name: string;
  last_name: string;
  hidden: boolean;
  position: string;
}

/** 'all' for every message a user sent, or a UTC month ('2026-11'). */
export type LeaderboardPeriodKey = 'all' | string;

/** Messages a user sent in one period, keyed `<period>|<user_id>`. */
export interface LeaderboardCountRow {
  period_user: string;
  period: LeaderboardPeriodKey;
  user_id: string;
  messages_sent: number;
  /** When the count reached its value: of two users with one count, the earlier is listed first. */
  last_sent_at: Date;
  position: string;
}

export interface LeaderboardReadModels {
  leaderboard_users: LeaderboardUserRow;
  leaderboard_counts: LeaderboardCountRow;
}

export const ALL_TIME_PERIOD_KEY = 'all';

export const periodUserKey = (period: LeaderboardPeriodKey, userId: string): string => `${period}|${userId}`;
