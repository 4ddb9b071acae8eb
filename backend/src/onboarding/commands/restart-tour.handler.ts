import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import type { OnboardingCommandResult } from '../tour-steps.contract';
import { executeOnboardingCommand } from './execute-onboarding-command';
import { RestartTour } from './restart-tour.command';

@CommandHandler(RestartTour)
export class RestartTourHandler implements ICommandHandler<RestartTour> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ userId, meta }: RestartTour): Promise<OnboardingCommandResult> {
    return executeOnboardingCommand(this.store, { type: 'RestartTour', data: { userId } }, meta);
  }
}
