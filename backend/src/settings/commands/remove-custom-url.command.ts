import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { MessageResult } from '../settings-rules.contract';

export class RemoveCustomUrl extends Command<MessageResult> {
  constructor(
    readonly userId: string,
    readonly urlId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
