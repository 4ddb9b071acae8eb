import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { CustomUrlResult } from '../settings-rules.contract';

export class ToggleCustomUrl extends Command<CustomUrlResult> {
  constructor(
    readonly userId: string,
    readonly urlId: string,
    readonly includeInEmails: boolean,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
