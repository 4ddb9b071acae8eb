import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { CreateContactBody } from '../contact.contract';
import type { ContactCommandResult } from './execute-contact-command';

export class CreateContact extends Command<ContactCommandResult> {
  constructor(
    readonly userId: string,
    readonly body: CreateContactBody,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
