import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { randomUUID } from 'node:crypto';
import type { CustomUrlAdded } from '../settings.events';
import { CustomUrlNotFound } from '../settings.errors';
import type { CustomUrlResult } from '../settings-rules.contract';
import { customUrlView } from './custom-url-view';
import { AddCustomUrl } from './add-custom-url.command';
import { executeSettingsCommand } from './execute-settings-command';

/** The new URL gets a fresh id here; the decider judges and normalizes it. */
@CommandHandler(AddCustomUrl)
export class AddCustomUrlHandler implements ICommandHandler<AddCustomUrl> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, body, meta }: AddCustomUrl): Promise<CustomUrlResult> {
    const command = {
      type: 'AddCustomUrl' as const,
      data: {
        userId,
        urlId: randomUUID(),
        name: body.name,
        url: body.url,
        includeInEmails: body.include_in_emails,
      },
    };
    const outcome = await executeSettingsCommand(this.store, command, meta);
    // A replayed request answers with the URL its first attempt added, under that attempt's id.
    const added = outcome.events.find((event) => event.type === 'CustomUrlAdded')?.data as
      CustomUrlAdded['data'] | undefined;
    const url = outcome.state.customUrls.find((u) => u.id === (added?.urlId ?? command.data.urlId));
    if (!url) throw new CustomUrlNotFound();
    return { ...customUrlView(url), checkpoint: outcome.checkpoint };
  }
}
