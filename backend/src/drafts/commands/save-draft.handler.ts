import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { draftIdFor } from '../draft-id';
import { DEFAULT_MESSAGE_TYPE, DEFAULT_TONE, normalizeDraftBody } from '../draft-rules.schemas';
import { DraftContactsQuery } from '../queries/draft-contacts.query';
import { draftResult, executeDraftCommand, type DraftCommandResult } from './execute-draft-command';
import { SaveDraft } from './save-draft.command';

@CommandHandler(SaveDraft)
export class SaveDraftHandler implements ICommandHandler<SaveDraft> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly contacts: DraftContactsQuery,
  ) {}

  async execute({ userId, input, meta }: SaveDraft): Promise<DraftCommandResult> {
    const draftId = meta.idempotencyKey ? draftIdFor(userId, meta.idempotencyKey) : randomUUID();
    const contact = await this.contacts.contactOf(userId, input.contactId);
    const { state, checkpoint } = await executeDraftCommand(
      this.store,
      {
        type: 'SaveDraft',
        data: {
          draftId,
          userId,
          contact,
          subject: input.subject.trim(),
          body: normalizeDraftBody(input.body),
          messageType: input.messageType ?? DEFAULT_MESSAGE_TYPE,
          tone: input.tone ?? DEFAULT_TONE,
          source: input.source ?? 'manual',
        },
      },
      meta,
    );
    return draftResult(this.store, state, checkpoint);
  }
}
