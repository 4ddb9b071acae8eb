import { sql, type Transaction } from 'kysely';
import {
  ALL_TIME_PERIOD_KEY,
  periodUserKey,
  type LeaderboardCountRow,
  type LeaderboardReadModels,
  type LeaderboardUserRow,
} from '@outreach/backend/leaderboard/queries/leaderboard.rows';
import { monthOf } from '@outreach/backend/leaderboard/leaderboard-rules.contract';
import type { MessageSent } from '@outreach/backend/messaging/conversation.events';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import type { SettingToggled } from '@outreach/backend/preferences/preferences.events';
import type { UserRegistered } from '@outreach/backend/users/user.events';
import {
  createTable,
  readStored,
  upsertGuarded,
  type KeyedTable,
  type TimestampsAsText,
} from '../runner/keyed-table';
import type { Projector } from '../runner/projector';

type CountRow = TimestampsAsText<LeaderboardCountRow>;

export const leaderboardUsersTable: KeyedTable<LeaderboardUserRow> = {
  name: 'leaderboard_users',
  key: 'user_id',
  columns: {
    user_id: 'text',
    first_name: 'text',
    last_name: 'text',
    hidden: 'boolean',
    position: 'text',
  },
};

export const leaderboardCountsTable: KeyedTable<CountRow> = {
  name: 'leaderboard_counts',
  key: 'period_user',
  columns: {
    period_user: 'text',
    period: 'text',
    user_id: 'text',
    messages_sent: 'integer',
    last_sent_at: 'timestamptz',
    position: 'text',
  },
  // The board's order within a period (the top places are the index's first entries), and the caller's rank: a
  // count of the entries above their count.
  indexes: [
    sql`CREATE INDEX leaderboard_counts_board ON leaderboard_counts (period, messages_sent DESC, last_sent_at, user_id)`,
  ],
};

type HandledEvent = RecordedEvent & (UserRegistered | MessageSent | SettingToggled);

const HANDLED = ['UserRegistered', 'MessageSent', 'SettingToggled'] as const;

const isLeaderboardToggle = (event: HandledEvent): event is RecordedEvent & SettingToggled =>
  event.type === 'SettingToggled' && event.data.setting === 'show_on_leaderboard';

const newUser = (userId: string): LeaderboardUserRow => ({
  user_id: userId,
  first_name: '',
  last_name: '',
  hidden: false,
  position: '',
});

const iso = (value: string) => new Date(value).toISOString();

/**
 * Users ranked by messages sent: each user's count of all time and of each UTC month, with the name the board shows
 * and whether the user hid themselves from others. Only MessageSent counts (a failed send records MessageFailed
 * instead, and a message is sent at most once). Every signed-in user's board may move with a batch, so a batch
 * that changed a count, or the name or visibility of a user with one, names no keys (everyone refetches).
 */
export const leaderboardProjector: Projector<LeaderboardReadModels> = {
  name: 'leaderboard',
  version: 1,
  description: 'Users ranked by messages sent, all time and per UTC month, with names and who hid themselves',
  handles: HANDLED,
  tables: ['leaderboard_users', 'leaderboard_counts'],

  async migrate(trx) {
    await createTable(trx, leaderboardUsersTable);
    await createTable(trx, leaderboardCountsTable);
  },

  async apply(trx: Transaction<LeaderboardReadModels>, recorded: RecordedEvent[]) {
    const events = (recorded as HandledEvent[]).filter(
      (event) => event.type !== 'SettingToggled' || isLeaderboardToggle(event),
    );
    if (events.length === 0) return [];
    const userIds = [...new Set(events.map((event) => event.data.userId))];
    const countKeys = [
      ...new Set(
        events.flatMap((event) =>
          event.type === 'MessageSent'
            ? [
                periodUserKey(ALL_TIME_PERIOD_KEY, event.data.userId),
                periodUserKey(monthOf(event.metadata.recordedAt), event.data.userId),
              ]
            : [],
        ),
      ),
    ];
    const [storedUsers, storedCounts, sending] = await Promise.all([
      readStored(trx, leaderboardUsersTable, userIds),
      readStored(trx, leaderboardCountsTable, countKeys),
      // Whether a user already on the board (with a message sent) is named by the batch: then their name or
      // visibility shows on other users' boards.
      readStored(
        trx,
        leaderboardCountsTable,
        userIds.map((userId) => periodUserKey(ALL_TIME_PERIOD_KEY, userId)),
      ),
    ]);
    const users = new Map(storedUsers.rows.map((row) => [row.user_id, row]));
    const counts = new Map(
      storedCounts.rows.map((row) => [row.period_user, { ...row, last_sent_at: iso(row.last_sent_at) }]),
    );
    const ranked = new Set(sending.rows.map((row) => row.user_id));
    const changedUsers = new Set<string>();
    const changedCounts = new Set<string>();
    let boardMoved = false;

    for (const event of events) {
      const { userId } = event.data;
      if (event.type === 'MessageSent') {
        for (const period of [ALL_TIME_PERIOD_KEY, monthOf(event.metadata.recordedAt)]) {
          const key = periodUserKey(period, userId);
          const before = counts.get(key);
          // Counters: an event at or before the row's position was counted already.
          if (before && before.position >= event.position) continue;
          counts.set(key, {
            period_user: key,
            period,
            user_id: userId,
            messages_sent: (before?.messages_sent ?? 0) + 1,
            last_sent_at: iso(event.metadata.recordedAt),
            position: event.position,
          });
          changedCounts.add(key);
          boardMoved = true;
        }
        ranked.add(userId);
        continue;
      }
      const before = users.get(userId) ?? newUser(userId);
      if (before.position >= event.position) continue;
      const after =
        event.type === 'UserRegistered'
          ? { ...before, first_name: event.data.firstName, last_name: event.data.lastName }
          : { ...before, hidden: !event.data.enabled };
      users.set(userId, { ...after, position: event.position });
      changedUsers.add(userId);
      if (ranked.has(userId)) boardMoved = true;
    }

    await upsertGuarded(
      trx,
      leaderboardUsersTable,
      [...changedUsers].map((id) => users.get(id)!),
    );
    await upsertGuarded(
      trx,
      leaderboardCountsTable,
      [...changedCounts].map((key) => counts.get(key)!),
    );
    return boardMoved ? null : [];
  },
};
