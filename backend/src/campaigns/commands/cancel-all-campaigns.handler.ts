import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { cancelCampaign } from '../campaign.commands';
import { CampaignAlreadyCompleted } from '../campaign.errors';
import { CampaignsQuery } from '../queries/campaigns.query';
import { CancelAllCampaigns } from './cancel-all-campaigns.command';

/**
 * Cancels each of the caller's campaigns still sending or paused, one command per campaign stream. The list comes from
 * the read model; a campaign that completed meanwhile is left as it is, and one already cancelled counts no more.
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
    for (const campaignId of await this.campaigns.cancellableIds(userId)) {
      const itemMeta = {
        ...meta,
        idempotencyKey: meta.idempotencyKey ? `${meta.idempotencyKey}/${campaignId}` : undefined,
      };
      try {
        const outcome = await this.commands.execute(
          cancelCampaign({ type: 'CancelCampaign', data: { campaignId, userId, now: meta.now } }, itemMeta),
        );
        if (outcome.checkpoint > checkpoint) checkpoint = outcome.checkpoint;
        cancelled += 1;
      } catch (error) {
        if (!(error instanceof CampaignAlreadyCompleted)) throw error;
      }
    }
    return { cancelled, checkpoint };
  }
}
