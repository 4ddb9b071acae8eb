import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { CompleteTourStepBody, OnboardingCommandResult } from '../tour-steps.contract';

export class CompleteTourStep extends Command<OnboardingCommandResult> {
  constructor(
    readonly userId: string,
    readonly body: CompleteTourStepBody,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
