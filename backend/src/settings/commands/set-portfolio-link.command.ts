import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { PortfolioLinkResult, SetPortfolioLinkBody } from '../settings.contract';

export class SetPortfolioLink extends Command<PortfolioLinkResult> {
  constructor(
    readonly userId: string,
    readonly body: SetPortfolioLinkBody,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
