import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { isoOrNull, isoTimestamp } from '../../platform/database/timestamps';
import type { CampaignView } from '../campaign.contract';
import { campaignView } from '../campaign-view';
import type { CampaignsReadModels } from './campaigns-list.row';

/** States a campaign may still be cancelled from. */
const CANCELLABLE = ['scheduled', 'partly_sent', 'paused'] as const;

/** Reads the campaigns_list read model (a view over the projector's active generation); always one owner's rows. */
@Injectable()
export class CampaignsQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<CampaignsReadModels>) {}

  /** The caller's campaigns but the cancelled ones, newest first. */
  async list(userId: string, now: Date): Promise<CampaignView[]> {
    const rows = await this.db
      .selectFrom('campaigns_list')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '!=', 'cancelled')
      .orderBy('created_at', 'desc')
      .orderBy('campaign_id')
      .execute();
    const at = now.toISOString();
    return rows.map((row) =>
      campaignView(
        {
          ...row,
          next_send_at: isoOrNull(row.next_send_at),
          created_at: isoTimestamp(row.created_at),
        },
        at,
      ),
    );
  }

  /** Ids of the caller's campaigns that may still be cancelled, and with `withCancelled` those already cancelled. */
  async cancellableIds(userId: string, withCancelled: boolean): Promise<string[]> {
    const rows = await this.db
      .selectFrom('campaigns_list')
      .select('campaign_id')
      .where('user_id', '=', userId)
      .where('status', 'in', withCancelled ? [...CANCELLABLE, 'cancelled' as const] : CANCELLABLE)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => row.campaign_id);
  }
}
