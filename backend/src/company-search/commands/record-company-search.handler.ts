import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { derivedEventId } from '../../platform/commands/command-metadata';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { searchHistoryStreamId, type CompanySearchPerformed } from '../company-search.events';
import { RecordCompanySearch } from './record-company-search.command';

/**
 * History entries only accumulate and no rule reads earlier ones, so there is nothing to decide: the event is
 * appended with expected version 'any' and concurrent searches never conflict.
 */
@CommandHandler(RecordCompanySearch)
export class RecordCompanySearchHandler implements ICommandHandler<RecordCompanySearch> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({
    userId,
    search,
    meta,
  }: RecordCompanySearch): Promise<{ searchId: string; checkpoint: string }> {
    const streamId = searchHistoryStreamId(userId);
    const eventId = meta.idempotencyKey ? derivedEventId(meta.idempotencyKey, streamId, 0) : randomUUID();
    const event: CompanySearchPerformed = {
      type: 'CompanySearchPerformed',
      data: { userId, searchId: eventId, ...search, at: meta.now },
    };
    const result = await this.store.append(
      streamId,
      [
        {
          ...event,
          metadata: {
            eventId,
            actorUserId: meta.actorUserId,
            correlationId: meta.correlationId,
            causationId: meta.causationId,
            recordedAt: meta.now,
          },
        },
      ],
      { expected: 'any' },
    );
    return { searchId: eventId, checkpoint: result.lastPosition };
  }
}
