import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { AutopilotSettingsResult } from '../settings-rules.contract';

export class ChangeAutopilotSettings extends Command<AutopilotSettingsResult> {
  constructor(
    readonly userId: string,
    readonly jobScoreThreshold: number,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
