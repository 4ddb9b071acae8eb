import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { cancelOneOfAll } from '../campaign.commands';
import { CampaignAlreadyCompleted } from '../campaign.errors';
import { CampaignsQuery } from '../queries/campaigns.query';
import { CancelAllCampaigns } from './cancel-all-campaigns.command';

/**
 * Cancels each of the caller's campaigns still sending or paused, one command per campaign stream, and counts those
 * it cancelled. The list comes from the read model; a campaign that completed meanwhile is left as it is. Under an
 * Idempotency-Key each campaign's command is keyed too, and the cancelled campaigns are read as well: a retry finds
 * the campaigns its first try cancelled under their keys and answers the same count and checkpoint.
 */
@CommandHandler(CancelAllCampaigns)
export class CancelAllCampaignsHandler implements ICommandHandler<CancelAllCampaigns> {
  constructor(
    private readonly commands: CommandBus,
    private readonly campaigns: CampaignsQuery,
  ) {}

  async execute({ userId, meta }: CancelAllCampaigns) {
    let cancelled = 0;
    let checkpoint = '';
    for (const campaignId of await this.campaigns.cancellableIds(userId, meta.idempotencyKey !== undefined)) {
      const itemMeta = {
        ...meta,
        idempotencyKey: meta.idempotencyKey ? `${meta.idempotencyKey}/${campaignId}` : undefined,
      };
      try {
        const outcome = await this.commands.execute(
          cancelOneOfAll({ type: 'CancelCampaign', data: { campaignId, userId, now: meta.now } }, itemMeta),
        );
        if (!outcome.cancelled) continue;
        if (outcome.checkpoint > checkpoint) checkpoint = outcome.checkpoint;
        cancelled += 1;
      } catch (error) {
        if (!(error instanceof CampaignAlreadyCompleted)) throw error;
      }
    }
    return { cancelled, checkpoint };
  }
}
