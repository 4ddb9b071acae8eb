import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { CancelAllCampaignsAnswer } from '../campaign.contract';

export class CancelAllCampaigns extends Command<CancelAllCampaignsAnswer> {
  constructor(
    readonly userId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
