import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { DeleteDraft, type DeleteDraftResult } from './delete-draft.command';
import { executeDraftCommand } from './execute-draft-command';

@CommandHandler(DeleteDraft)
export class DeleteDraftHandler implements ICommandHandler<DeleteDraft> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, draftId, meta }: DeleteDraft): Promise<DeleteDraftResult> {
    const { checkpoint } = await executeDraftCommand(
      this.store,
      { type: 'DeleteDraft', data: { draftId, userId } },
      meta,
    );
    return { id: draftId, deleted: true, checkpoint };
  }
}
