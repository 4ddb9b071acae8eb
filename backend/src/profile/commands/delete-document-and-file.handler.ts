import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeCommand } from '../../platform/commands/execute-command';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { FILE_STORAGE, FileStorage } from '../../platform/storage/file-storage.port';
import { settingsStreamId } from '../../settings/settings.events';
import { removeDocumentFile } from '../document-file-storage';
import { profileDecider } from '../profile.decider';
import type { MessageResult } from '../profile-rules.contract';
import { DeleteDocumentAndFile } from './delete-document-and-file.command';
import { replacedState } from './replaced-state';

/** Record DocumentDeleted (only for the caller's own document), then remove the file it made unreferenced. */
@CommandHandler(DeleteDocumentAndFile)
export class DeleteDocumentAndFileHandler implements ICommandHandler<DeleteDocumentAndFile> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  async execute({ userId, documentId, meta }: DeleteDocumentAndFile): Promise<MessageResult> {
    const command = { type: 'DeleteDocument' as const, data: { userId, documentId } };
    const outcome = await executeCommand(this.store, settingsStreamId(userId), profileDecider, command, meta);
    const removed = replacedState(outcome)?.documents.find((document) => document.id === documentId);
    if (removed) await removeDocumentFile(this.files, removed.storageKey);
    return { message: 'Document deleted successfully', checkpoint: outcome.checkpoint };
  }
}
