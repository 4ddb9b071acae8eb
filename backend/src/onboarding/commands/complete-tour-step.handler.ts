import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import type { OnboardingCommandResult } from '../tour-steps.contract';
import { CompleteTourStep } from './complete-tour-step.command';
import { executeOnboardingCommand } from './execute-onboarding-command';

@CommandHandler(CompleteTourStep)
export class CompleteTourStepHandler implements ICommandHandler<CompleteTourStep> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ userId, body, meta }: CompleteTourStep): Promise<OnboardingCommandResult> {
    return executeOnboardingCommand(
      this.store,
      {
        type: 'CompleteTourStep',
        data: { userId, step: body.step, ...(body.choice ? { choice: body.choice } : {}) },
      },
      meta,
    );
  }
}
