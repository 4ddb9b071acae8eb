import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { ToggleSetting, ToggleSettingResult } from './toggle-setting.command';
import { executeSettingsCommand } from './execute-settings-command';

@CommandHandler(ToggleSetting)
export class ToggleSettingHandler implements ICommandHandler<ToggleSetting> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, setting, enabled, meta }: ToggleSetting): Promise<ToggleSettingResult> {
    const outcome = await executeSettingsCommand(
      this.store,
      { type: 'ToggleSetting', data: { userId, setting, enabled } },
      meta,
    );
    const result: ToggleSettingResult = { checkpoint: outcome.checkpoint };
    result[setting] = outcome.state.toggles[setting];
    return result;
  }
}
