import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { MessageResult } from '../settings-rules.contract';

export class DeleteDocument extends Command<MessageResult> {
  constructor(
    readonly userId: string,
    readonly documentId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
