import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { MessageResult } from '../settings-rules.schemas';

export class RemoveCustomUrl extends Command<MessageResult> {
  constructor(
    readonly userId: string,
    readonly urlId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
