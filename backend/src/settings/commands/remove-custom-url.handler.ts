import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import type { MessageResult } from '../settings-rules.contract';
import { RemoveCustomUrl } from './remove-custom-url.command';
import { executeSettingsCommand } from './execute-settings-command';

@CommandHandler(RemoveCustomUrl)
export class RemoveCustomUrlHandler implements ICommandHandler<RemoveCustomUrl> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, urlId, meta }: RemoveCustomUrl): Promise<MessageResult> {
    const outcome = await executeSettingsCommand(
      this.store,
      { type: 'RemoveCustomUrl', data: { userId, urlId } },
      meta,
    );
    return { message: 'Custom URL deleted successfully', checkpoint: outcome.checkpoint };
  }
}
