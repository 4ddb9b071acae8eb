import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { executeDraftCommand } from './execute-draft-command';
import { MarkDraftSent, type MarkDraftSentResult } from './mark-draft-sent.command';

@CommandHandler(MarkDraftSent)
export class MarkDraftSentHandler implements ICommandHandler<MarkDraftSent> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, draftId, messageId, meta }: MarkDraftSent): Promise<MarkDraftSentResult> {
    const { checkpoint } = await executeDraftCommand(
      this.store,
      { type: 'MarkDraftSent', data: { draftId, userId, messageId } },
      meta,
    );
    return { id: draftId, checkpoint };
  }
}
