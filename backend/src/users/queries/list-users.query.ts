import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import type {
  AdminUserStats,
  AdminUsersResponse,
  AdminUserView,
  ListUsersQuery as ListUsersParams,
} from '../users.schemas';
import type { UsersReadModels } from './users-list.row';

/** "Active" in the admin list means used the product within this many days, judged when the list is read. */
export const ACTIVE_WITHIN_DAYS = 30;

const activeSince = sql<Date>`now() - make_interval(days => ${ACTIVE_WITHIN_DAYS})`;

/** `%`, `_` and `\` match themselves: the search is a plain substring. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Reads the users_list read model (a view over the projector's active generation). */
@Injectable()
export class ListUsersQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<UsersReadModels>) {}

  async execute({ page, limit, search }: ListUsersParams): Promise<AdminUsersResponse> {
    const pattern = search ? containsPattern(search) : null;
    const matching = this.db
      .selectFrom('users_list')
      .$if(pattern !== null, (query) => query.where('search_text', 'ilike', pattern!));
    const [rows, stats, total] = await Promise.all([
      matching
        .select([
          'user_id',
          'email',
          'first_name',
          'last_name',
          'role_name',
          'club_code',
          'club_name',
          'utm_source',
          'created_at',
          'last_active',
        ])
        .select(sql<boolean>`last_active >= ${activeSince}`.as('is_active'))
        .orderBy('created_at', 'desc')
        .orderBy('user_id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      this.stats(),
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

  private async stats(): Promise<AdminUserStats> {
    const row = await this.db
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

function isoOrNull(value: Date | string | null): string | null {
  if (value === null) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
