import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Transaction } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { inOneSnapshot } from '../../platform/database/snapshot';
import { rankBoard, type BoardUser } from '../leaderboard-ranking';
import {
  LEADERBOARD_TOP_SIZE,
  monthOf,
  type LeaderboardEntry,
  type LeaderboardPeriod,
} from '../leaderboard-rules.contract';
import { ALL_TIME_PERIOD_KEY, type LeaderboardReadModels } from './leaderboard.rows';

type Snapshot = Transaction<LeaderboardReadModels>;

/**
 * The caller's leaderboard from the leaderboard read model: the top places among users who did not hide themselves,
 * and the caller's own rank wherever they are. "This month" is the current UTC calendar month.
 */
@Injectable()
export class LeaderboardQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<LeaderboardReadModels>) {}

  execute(callerId: string, period: LeaderboardPeriod, now: Date = new Date()): Promise<LeaderboardEntry[]> {
    const periodKey = period === 'month' ? monthOf(now) : ALL_TIME_PERIOD_KEY;
    // The top, the caller and the count above the caller from one snapshot, so a send between them moves all or none.
    return inOneSnapshot(this.db, async (snapshot) => {
      const [leaders, caller] = await Promise.all([
        this.boardOthers(snapshot, periodKey, callerId)
          .orderBy('c.messages_sent', 'desc')
          .orderBy('c.last_sent_at')
          .orderBy('c.user_id')
          .limit(LEADERBOARD_TOP_SIZE)
          .execute(),
        this.users(snapshot, periodKey).where('c.user_id', '=', callerId).executeTakeFirst(),
      ]);
      const above = caller
        ? await this.boardOthers(snapshot, periodKey, callerId)
            .clearSelect()
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('c.messages_sent', '>', caller.messages_sent)
            .executeTakeFirstOrThrow()
        : { count: '0' };
      return rankBoard({
        callerId,
        leaders: leaders.map(boardUser),
        caller: caller ? boardUser(caller) : null,
        aboveCaller: Number(above.count),
      });
    });
  }

  /** Every user with messages in the period, with the name the board shows. */
  private users(db: Snapshot, periodKey: string) {
    return db
      .selectFrom('leaderboard_counts as c')
      .leftJoin('leaderboard_users as u', 'u.user_id', 'c.user_id')
      .select(['c.user_id', 'c.messages_sent', 'c.last_sent_at', 'u.first_name', 'u.last_name'])
      .where('c.period', '=', periodKey)
      .where('c.messages_sent', '>', 0);
  }

  /** The users other than the caller that the caller's board may show: those who did not hide themselves. */
  private boardOthers(db: Snapshot, periodKey: string, callerId: string) {
    return this.users(db, periodKey)
      .where('c.user_id', '<>', callerId)
      .where((eb) => eb.or([eb('u.hidden', 'is', null), eb('u.hidden', '=', false)]));
  }
}

function boardUser(row: {
  user_id: string;
  messages_sent: number;
  last_sent_at: Date;
  first_name: string | null;
  last_name: string | null;
}): BoardUser {
  return {
    userId: row.user_id,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    messageCount: row.messages_sent,
    reachedAt: row.last_sent_at.toISOString(),
  };
}
