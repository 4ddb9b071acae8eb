import { Inject, Injectable } from '@nestjs/common';
import { commandMetadata } from '../platform/commands/command-metadata';
import { recordFacts } from '../platform/commands/record-facts';
import { EVENT_STORE, EventStore } from '../platform/event-store/event-store.port';
import type { ButtonName } from './site-analytics.contract';
import { dayOf, siteAnalyticsStreamId, type ButtonClicked } from './site-analytics.events';

/** Records one click as a ButtonClicked fact in the day's stream: no actor, no address, no user agent. */
@Injectable()
export class ButtonClickRecorder {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async record(buttonName: ButtonName, now: Date = new Date()): Promise<{ checkpoint: string }> {
    // Anonymous on purpose, even when the visitor is signed in: the count is all anyone reads.
    const meta = commandMetadata(null, { now });
    const day = dayOf(meta.now);
    const fact: ButtonClicked = { type: 'ButtonClicked', data: { buttonName, day } };
    const { checkpoint } = await recordFacts(this.store, siteAnalyticsStreamId(day), [fact], meta);
    return { checkpoint };
  }
}
