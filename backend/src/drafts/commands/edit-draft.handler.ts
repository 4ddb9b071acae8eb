import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { normalizeDraftBody } from '../draft-rules.contract';
import { EditDraft } from './edit-draft.command';
import { draftResult, executeDraftCommand, type DraftCommandResult } from './execute-draft-command';

@CommandHandler(EditDraft)
export class EditDraftHandler implements ICommandHandler<EditDraft> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, draftId, input, meta }: EditDraft): Promise<DraftCommandResult> {
    const { state, checkpoint } = await executeDraftCommand(
      this.store,
      {
        type: 'EditDraft',
        data: {
          draftId,
          userId,
          subject: input.subject?.trim(),
          body: input.body === undefined ? undefined : normalizeDraftBody(input.body),
          contactId: input.contactId,
        },
      },
      meta,
    );
    return draftResult(this.store, state, checkpoint);
  }
}
