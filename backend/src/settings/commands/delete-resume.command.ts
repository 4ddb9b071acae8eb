import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { ResumeDeleteResult } from '../settings.contract';

export class DeleteResume extends Command<ResumeDeleteResult> {
  constructor(
    readonly userId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
