import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { PromptResult } from '../settings-rules.contract';

export class ChangePromptTemplate extends Command<PromptResult> {
  constructor(
    readonly userId: string,
    readonly promptTemplate: string | null,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
