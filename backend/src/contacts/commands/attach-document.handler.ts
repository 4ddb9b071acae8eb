import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '../../platform/commands/handle-command';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { contactDecider } from '../contact.decider';
import { contactStreamId } from '../contact.events';
import { OwnDocumentsQuery } from '../queries/own-documents.query';
import { AttachDocument, type AttachDocumentResult } from './attach-document.command';

@CommandHandler(AttachDocument)
export class AttachDocumentHandler implements ICommandHandler<AttachDocument> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly documents: OwnDocumentsQuery,
  ) {}

  async execute({ userId, contactId, documentId, meta }: AttachDocument): Promise<AttachDocumentResult> {
    const documentOwnedByCaller = (await this.documents.documentIds(userId)).includes(documentId);
    const outcome = await handleCommand(
      this.store,
      contactStreamId(contactId),
      contactDecider,
      { type: 'AttachDocument', data: { contactId, userId, documentId, documentOwnedByCaller } },
      meta,
    );
    return {
      contact_id: contactId,
      attached_documents: outcome.state.attachedDocumentIds,
      checkpoint: outcome.checkpoint,
    };
  }
}
