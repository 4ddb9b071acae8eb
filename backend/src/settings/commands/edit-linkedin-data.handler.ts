import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import type { LinkedInDataResult } from '../settings-rules.contract';
import { EditLinkedInData } from './edit-linkedin-data.command';
import { executeSettingsCommand } from './execute-settings-command';

@CommandHandler(EditLinkedInData)
export class EditLinkedInDataHandler implements ICommandHandler<EditLinkedInData> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, linkedinData, meta }: EditLinkedInData): Promise<LinkedInDataResult> {
    const outcome = await executeSettingsCommand(
      this.store,
      { type: 'EditLinkedInData', data: { userId, linkedinData, source: 'editor' } },
      meta,
    );
    return { linkedin_data: outcome.state.linkedinData, checkpoint: outcome.checkpoint };
  }
}
