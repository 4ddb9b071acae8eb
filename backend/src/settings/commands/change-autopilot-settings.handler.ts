import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import type { AutopilotSettingsResult } from '../settings-rules.contract';
import { ChangeAutopilotSettings } from './change-autopilot-settings.command';
import { executeSettingsCommand } from './execute-settings-command';

@CommandHandler(ChangeAutopilotSettings)
export class ChangeAutopilotSettingsHandler implements ICommandHandler<ChangeAutopilotSettings> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({
    userId,
    jobScoreThreshold,
    meta,
  }: ChangeAutopilotSettings): Promise<AutopilotSettingsResult> {
    const outcome = await executeSettingsCommand(
      this.store,
      { type: 'ChangeAutopilotSettings', data: { userId, jobScoreThreshold } },
      meta,
    );
    return { job_score_threshold: outcome.state.jobScoreThreshold, checkpoint: outcome.checkpoint };
  }
}
