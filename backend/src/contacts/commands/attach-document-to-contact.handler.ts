import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeCommand } from '../../platform/commands/execute-command';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { contactDecider } from '../contact.decider';
import { contactStreamId } from '../contact.events';
import { OwnDocumentsQuery } from '../queries/own-documents.query';
import { AttachDocumentToContact, type AttachDocumentResult } from './attach-document-to-contact.command';

/** Whether the document is the caller's is read from their settings, so the decider can refuse one that is not. */
@CommandHandler(AttachDocumentToContact)
export class AttachDocumentToContactHandler implements ICommandHandler<AttachDocumentToContact> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly documents: OwnDocumentsQuery,
  ) {}

  async execute({
    userId,
    contactId,
    documentId,
    meta,
  }: AttachDocumentToContact): Promise<AttachDocumentResult> {
    const documentOwnedByCaller = (await this.documents.documentIds(userId)).includes(documentId);
    const outcome = await executeCommand(
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
