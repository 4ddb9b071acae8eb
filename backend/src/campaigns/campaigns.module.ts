import { Module } from '@nestjs/common';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { AuthModule } from '../platform/auth/auth.module';
import { DecisionsModule } from '../platform/commands/decisions.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { campaignEventSummaries, campaignSlotEventSummaries } from './campaign-event-summaries';
import { campaignErrorStatus } from './campaign.errors';
import type { CampaignEvent } from './campaign.events';
import type { CampaignSlotEvent } from './campaign-slot.events';
import { CancelAllCampaignsHandler } from './commands/cancel-all-campaigns.handler';
import { CampaignsController } from './http/campaigns.controller';
import { CampaignsQuery } from './queries/campaigns.query';

registerErrorStatus(campaignErrorStatus);
registerEventSummaries<CampaignEvent>(campaignEventSummaries);
registerEventSummaries<CampaignSlotEvent>(campaignSlotEventSummaries);

/** Scheduled campaigns: the plan, its cancellation, and the decisions a scheduler drives. */
@Module({
  imports: [DecisionsModule, AuthModule],
  controllers: [CampaignsController],
  providers: [CampaignsQuery, CancelAllCampaignsHandler],
})
export class CampaignsModule {}
