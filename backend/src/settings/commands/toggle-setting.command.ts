import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { Checkpointed, ToggleSetting as ToggleSettingName } from '../settings-rules.contract';

/** The setting's new value under its own name, e.g. { h1b_only: true }. */
export type ToggleSettingResult = Partial<Record<ToggleSettingName, boolean>> & Checkpointed;

export class ToggleSetting extends Command<ToggleSettingResult> {
  constructor(
    readonly userId: string,
    readonly setting: ToggleSettingName,
    readonly enabled: boolean,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
