import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { CustomUrlNotFound } from '../settings.errors';
import type { CustomUrlResult } from '../settings-rules.contract';
import { customUrlView } from './custom-url-view';
import { ToggleCustomUrl } from './toggle-custom-url.command';
import { executeSettingsCommand } from './execute-settings-command';

@CommandHandler(ToggleCustomUrl)
export class ToggleCustomUrlHandler implements ICommandHandler<ToggleCustomUrl> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, urlId, includeInEmails, meta }: ToggleCustomUrl): Promise<CustomUrlResult> {
    const outcome = await executeSettingsCommand(
      this.store,
      { type: 'ToggleCustomUrl', data: { userId, urlId, includeInEmails } },
      meta,
    );
    const url = outcome.state.customUrls.find((u) => u.id === urlId);
    if (!url) throw new CustomUrlNotFound();
    return { ...customUrlView(url), checkpoint: outcome.checkpoint };
  }
}
