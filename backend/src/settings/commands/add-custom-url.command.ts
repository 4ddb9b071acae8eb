import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { CustomUrlResult } from '../settings-rules.contract';
import type { AddCustomUrlBody } from '../settings.contract';

export class AddCustomUrl extends Command<CustomUrlResult> {
  constructor(
    readonly userId: string,
    readonly body: AddCustomUrlBody,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
