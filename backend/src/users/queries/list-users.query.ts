import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { inOneSnapshot } from '../../platform/database/snapshot';
import { isoOrNull } from '../../platform/database/timestamps';
import type {
  AdminUserStats,
  AdminUsersResponse,
  AdminUserView,
  ListUsersQuery as ListUsersParams,
} from '../users.contract';
import type { UsersReadModels } from './users-list.row';

/** "Active" in the admin list means used the product within this many days, judged when the list is read. */
export const ACTIVE_WITHIN_DAYS = 30;

const activeSince = sql<Date>`now() - make_interval(days => ${ACTIVE_WITHIN_DAYS})`;

/** The columns of the clubs context's clubs_list read model this query joins for a club's current name. */
interface ClubNames {
  clubs_list: { club_code: string; club_name: string };
}

/** `%`, `_` and `\` match themselves: the search is a plain substring. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Reads the users_list read model (a view over the projector's active generation). Its club name is the one
 * granted; while the club exists, its current name in clubs_list is shown, and the search finds it too.
 */
interface PageArgs {
  page: number;
  limit: number;
  pattern: string | null;
  clubsNamedLikeSearch: string[];
}

@Injectable()
export class ListUsersQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<UsersReadModels & ClubNames>) {}

  async execute({ page, limit, search }: ListUsersParams): Promise<AdminUsersResponse> {
    const pattern = search ? containsPattern(search) : null;
    // Looked up first so the common search, one no club name matches, stays on the trigram index alone.
    const clubsNamedLikeSearch = pattern === null ? [] : await this.clubsNamed(pattern);
    // The page, the stats and the count from one snapshot, so a user registering meanwhile is in all or none.
    return inOneSnapshot(this.db, (snapshot) =>
      this.page(snapshot, { page, limit, pattern, clubsNamedLikeSearch }),
    );
  }

  private async page(
    db: Kysely<UsersReadModels & ClubNames>,
    { page, limit, pattern, clubsNamedLikeSearch }: PageArgs,
  ): Promise<AdminUsersResponse> {
    const matching = db
      .selectFrom('users_list')
      .$if(pattern !== null, (query) =>
        query.where((eb) =>
          eb.or([
            eb('users_list.search_text', 'ilike', pattern!),
            ...(clubsNamedLikeSearch.length > 0
              ? [eb('users_list.club_code', 'in', clubsNamedLikeSearch)]
              : []),
          ]),
        ),
      );
    const [rows, stats, total] = await Promise.all([
      matching
        .leftJoin('clubs_list', 'clubs_list.club_code', 'users_list.club_code')
        .select([
          'users_list.user_id',
          'users_list.email',
          'users_list.first_name',
          'users_list.last_name',
          'users_list.role_name',
          'users_list.club_code',
          'users_list.utm_source',
          'users_list.created_at',
          'users_list.last_active',
        ])
        .select((eb) => eb.fn.coalesce('clubs_list.club_name', 'users_list.club_name').as('club_name'))
        .select(sql<boolean>`users_list.last_active >= ${activeSince}`.as('is_active'))
        .orderBy('users_list.created_at', 'desc')
        .orderBy('users_list.user_id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      this.stats(db),
      pattern === null
        ? null
        : matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    const users: AdminUserView[] = rows.map(({ user_id, created_at, last_active, ...row }) => ({
      _id: user_id,
      ...row,
      created_at: isoOrNull(created_at),
      last_active: isoOrNull(last_active),
    }));
    return { users, stats, total: total === null ? stats.totalUsers : Number(total.count), page, limit };
  }

  private async clubsNamed(pattern: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('clubs_list')
      .select('club_code')
      .where('club_name', 'ilike', pattern)
      .execute();
    return rows.map((row) => row.club_code);
  }

  private async stats(db: Kysely<UsersReadModels & ClubNames>): Promise<AdminUserStats> {
    const row = await db
      .selectFrom('users_list')
      .select((eb) => [
        eb.fn.countAll<number>().as('totalUsers'),
        eb.fn.countAll<number>().filterWhere('role_name', '=', 'Pro').as('proUsers'),
        eb.fn.countAll<number>().filterWhere('last_active', '>=', activeSince).as('activeUsers'),
        eb.fn.countAll<number>().filterWhere('club_code', 'is not', null).as('clubUsers'),
      ])
      .executeTakeFirstOrThrow();
    return {
      totalUsers: Number(row.totalUsers),
      proUsers: Number(row.proUsers),
      activeUsers: Number(row.activeUsers),
      clubUsers: Number(row.clubUsers),
    };
  }
}
