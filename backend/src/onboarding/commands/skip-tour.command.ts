import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { OnboardingCommandResult } from '../tour-steps.contract';

export class SkipTour extends Command<OnboardingCommandResult> {
  constructor(
    readonly userId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
