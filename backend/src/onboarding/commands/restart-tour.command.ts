import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { OnboardingCommandResult } from '../tour-steps.contract';

export class RestartTour extends Command<OnboardingCommandResult> {
  constructor(
    readonly userId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
