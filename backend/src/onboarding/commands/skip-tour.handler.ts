import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import type { OnboardingCommandResult } from '../tour-steps.contract';
import { executeOnboardingCommand } from './execute-onboarding-command';
import { SkipTour } from './skip-tour.command';

@CommandHandler(SkipTour)
export class SkipTourHandler implements ICommandHandler<SkipTour> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ userId, meta }: SkipTour): Promise<OnboardingCommandResult> {
    return executeOnboardingCommand(this.store, { type: 'SkipTour', data: { userId } }, meta);
  }
}
