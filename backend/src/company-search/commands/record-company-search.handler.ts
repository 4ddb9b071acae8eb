import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { derivedEventId } from '../../platform/commands/command-metadata';
import { recordFacts } from '../../platform/commands/record-facts';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { searchHistoryStreamId, type CompanySearchPerformed } from '../company-search.events';
import { RecordCompanySearch } from './record-company-search.command';

/**
 * History entries only accumulate and no rule reads earlier ones, so there is nothing to decide: the search is
 * a fact, and concurrent searches never conflict. Its searchId is the event's id, derived from the request's
 * key, so a search retried under one Idempotency-Key is recorded once.
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
    const key = meta.idempotencyKey ?? randomUUID();
    const searchId = derivedEventId(key, streamId, 0);
    const performed: CompanySearchPerformed = {
      type: 'CompanySearchPerformed',
      data: { userId, searchId, ...search, at: meta.now },
    };
    const { checkpoint } = await recordFacts(this.store, streamId, [performed], meta, key);
    return { searchId, checkpoint };
  }
}
