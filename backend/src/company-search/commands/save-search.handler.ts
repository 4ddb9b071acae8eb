import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '../../platform/commands/handle-command';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { savedSearchesStreamId, type SearchSaved } from '../company-search.events';
import { savedSearchIdFor } from '../saved-search-id';
import { savedSearchDecider } from '../saved-search.decider';
import { SaveSearch, type SaveSearchResult } from './save-search.command';

@CommandHandler(SaveSearch)
export class SaveSearchHandler implements ICommandHandler<SaveSearch> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, body, meta }: SaveSearch): Promise<SaveSearchResult> {
    const streamId = savedSearchesStreamId(userId);
    const searchId = savedSearchIdFor(userId, body.search_term, body.location, body.company_size);
    const outcome = await handleCommand(
      this.store,
      streamId,
      savedSearchDecider,
      {
        type: 'SaveSearch',
        data: {
          userId,
          searchId,
          search_term: body.search_term,
          location: body.location,
          company_size: body.company_size,
        },
      },
      meta,
    );
    // Saved before: the entry as first saved (its term's spelling and time), read from the stream.
    const saved =
      outcome.events.find((event) => event.type === 'SearchSaved') ??
      (await this.store.readStream(streamId)).find(
        (event) => event.type === 'SearchSaved' && (event.data as SearchSaved['data']).searchId === searchId,
      );
    const data = saved!.data as SearchSaved['data'];
    return {
      saved_search: {
        id: searchId,
        _id: searchId,
        search_term: data.search_term,
        location: data.location,
        company_size: data.company_size,
        created_at: saved!.metadata.recordedAt,
      },
      checkpoint: outcome.checkpoint,
    };
  }
}
