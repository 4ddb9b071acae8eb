import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { FILE_STORAGE, FileStorage } from '../../platform/storage/file-storage.port';
import { removeDocumentFile } from '../document-file-storage';
import type { MessageResult } from '../settings-rules.contract';
import { DeleteDocument } from './delete-document.command';
import { executeSettingsCommand } from './execute-settings-command';

/** Record DocumentDeleted (only for the caller's own document), then remove the file it made unreferenced. */
@CommandHandler(DeleteDocument)
export class DeleteDocumentHandler implements ICommandHandler<DeleteDocument> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  async execute({ userId, documentId, meta }: DeleteDocument): Promise<MessageResult> {
    const outcome = await executeSettingsCommand(
      this.store,
      { type: 'DeleteDocument', data: { userId, documentId } },
      meta,
    );
    const removed = outcome.before?.documents.find((document) => document.id === documentId);
    if (removed) await removeDocumentFile(this.files, removed.storageKey);
    return { message: 'Document deleted successfully', checkpoint: outcome.checkpoint };
  }
}
