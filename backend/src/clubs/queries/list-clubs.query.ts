import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { isoOrNull } from '../../platform/database/timestamps';
import type { ClubView } from '../club.contract';
import type { ClubsReadModels } from './clubs-list.row';

/** Reads the clubs_list read model (a view over the projector's active generation). */
@Injectable()
export class ListClubsQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<ClubsReadModels>) {}

  async execute(): Promise<ClubView[]> {
    const rows = await this.db
      .selectFrom('clubs_list')
      .select([
        'club_code',
        'club_name',
        'max_free_signups',
        'current_signups',
        'remaining_signups',
        'is_active',
        'created_at',
        'updated_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('club_code')
      .execute();
    return rows.map((row) => ({
      ...row,
      created_at: isoOrNull(row.created_at),
      updated_at: isoOrNull(row.updated_at),
    }));
  }
}
