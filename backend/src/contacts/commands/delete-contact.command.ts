import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { ContactCommandResult } from './execute-contact-command';

export class DeleteContact extends Command<ContactCommandResult> {
  constructor(
    readonly userId: string,
    readonly contactId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
