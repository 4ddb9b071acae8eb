import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import type { PortfolioLinkResult } from '../settings.contract';
import { executeSettingsCommand } from './execute-settings-command';
import { SetPortfolioLink } from './set-portfolio-link.command';

@CommandHandler(SetPortfolioLink)
export class SetPortfolioLinkHandler implements ICommandHandler<SetPortfolioLink> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, body, meta }: SetPortfolioLink): Promise<PortfolioLinkResult> {
    const outcome = await executeSettingsCommand(
      this.store,
      { type: 'SetPortfolioLink', data: { userId, portfolioLink: body.portfolio_link } },
      meta,
    );
    return { portfolio_link: outcome.state.portfolioLink, checkpoint: outcome.checkpoint };
  }
}
