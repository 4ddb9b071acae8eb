import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { ValidBody, ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { campaignIdFor } from '../campaign-id';
import { cancelCampaign, scheduleCampaign } from '../campaign.commands';
import { campaignIdParam, scheduleCampaignBody, type ScheduleCampaignBody } from '../campaign.contract';
import { CancelAllCampaigns } from '../commands/cancel-all-campaigns.command';
import { CampaignsQuery } from '../queries/campaigns.query';

/** A user's own scheduled campaigns (§7): every call reads and writes only the caller's. */
@ApiTags('campaigns')
@SignedIn()
@Controller('emails/schedule')
export class CampaignsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly campaigns: CampaignsQuery,
  ) {}

  @Get('info')
  async info(@CurrentUser() user: AuthenticatedUser) {
    return { campaigns: await this.campaigns.list(user.userId, new Date()) };
  }

  @Post()
  schedule(
    @ValidBody(scheduleCampaignBody) body: ScheduleCampaignBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const data = {
      campaignId: campaignIdFor(meta.actorUserId, meta.idempotencyKey),
      userId: meta.actorUserId,
      now: meta.now,
      campaignName: body.campaign_name,
      totalMessages: body.total_messages,
      messagesPerDay: body.messages_per_day,
      startDate: body.start_date,
      daysOfWeek: body.days_of_week,
      sendTimes: body.send_times,
      timeZone: body.time_zone,
    };
    return this.commands.execute(scheduleCampaign({ type: 'ScheduleCampaign', data }, meta));
  }

  @Delete('cancel')
  @HttpCode(200)
  cancelAll(@CommandMeta() meta: CallerCommandMetadata) {
    return this.commands.execute(new CancelAllCampaigns(meta.actorUserId, meta));
  }

  @Delete('cancel/:campaign_id')
  @HttpCode(200)
  cancel(
    @Param('campaign_id', new ZodValidationPipe(campaignIdParam)) campaignId: string,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const data = { campaignId, userId: meta.actorUserId, now: meta.now };
    return this.commands.execute(cancelCampaign({ type: 'CancelCampaign', data }, meta));
  }
}
