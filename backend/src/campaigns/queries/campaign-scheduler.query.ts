import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import type { CampaignsReadModels } from './campaigns-list.row';

/** A campaign whose next send has come, as the read model lists it; its stream is the authority on the rest. */
export interface DueCampaign {
  campaign_id: string;
  user_id: string;
  next_send_at: Date;
}

/** The scheduler's reads: the due campaigns (campaigns_list's next_send_at index) and which contacts replied. */
@Injectable()
export class CampaignSchedulerQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<CampaignsReadModels>) {}

  /**
   * One page of the campaigns still sending whose next send is at or before `now`, the longest due first, after
   * the page that ended at `after` (keyset: next_send_at, then campaign_id).
   */
  async due(now: Date, limit: number, after?: DueCampaign): Promise<DueCampaign[]> {
    let query = this.db
      .selectFrom('campaigns_list')
      .select(['campaign_id', 'user_id', 'next_send_at'])
      .where('next_send_at', '<=', now)
      .where('status', 'in', ['scheduled', 'partly_sent']);
    if (after) {
      query = query.where((eb) =>
        eb.or([
          eb('next_send_at', '>', after.next_send_at),
          eb.and([eb('next_send_at', '=', after.next_send_at), eb('campaign_id', '>', after.campaign_id)]),
        ]),
      );
    }
    const rows = await query.orderBy('next_send_at').orderBy('campaign_id').limit(limit).execute();
    return rows as DueCampaign[];
  }

  /** Which of the user's contacts among these replied to them (a reply in their conversation). */
  async repliedAmong(userId: string, contactIds: readonly string[]): Promise<Set<string>> {
    if (contactIds.length === 0) return new Set();
    const { rows } = await sql<{ contact_id: string }>`
      SELECT DISTINCT contact_id FROM conversation_messages
      WHERE user_id = ${userId} AND direction = 'in' AND contact_id = ANY(${[...contactIds]}::text[])
    `.execute(this.db);
    return new Set(rows.map((row) => row.contact_id));
  }
}
