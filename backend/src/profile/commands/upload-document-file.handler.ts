import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { FILE_STORAGE, FileStorage } from '../../platform/storage/file-storage.port';
import { documentStorageKey, removeDocumentFile } from '../document-file-storage';
import { checkDocumentFile } from '../document-files';
import type { DocumentUploaded } from '../profile.events';
import { DocumentNotFound } from '../profile.errors';
import type { DocumentUploadResult } from '../profile-rules.contract';
import { recordStoredFiles } from './stored-files';
import { UploadDocumentFile } from './upload-document-file.command';

/** Check the bytes → store the file → record DocumentUploaded; a file no event points at is removed again. */
@CommandHandler(UploadDocumentFile)
export class UploadDocumentFileHandler implements ICommandHandler<UploadDocumentFile> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  async execute({ userId, upload, meta }: UploadDocumentFile): Promise<DocumentUploadResult> {
    const checked = await checkDocumentFile(upload.bytes, upload.fileName);
    const documentId = randomUUID();
    const storageKey = documentStorageKey(userId, documentId, checked.extension);
    await this.files.put(storageKey, upload.bytes);

    const data: DocumentUploaded['data'] = {
      userId,
      documentId,
      name: upload.name,
      fileName: upload.fileName,
      storageKey,
      contentType: checked.contentType,
      sizeBytes: checked.sizeBytes,
      sha256: checked.sha256,
    };
    const outcome = await recordStoredFiles(this.store, { type: 'UploadDocument', data }, meta, () =>
      removeDocumentFile(this.files, storageKey),
    );

    const event = outcome.events.find((recorded) => recorded.type === 'DocumentUploaded');
    const recorded = event?.type === 'DocumentUploaded' ? event.data : undefined;
    // A retried request (same idempotency key) whose first attempt already recorded its own file.
    if (recorded?.storageKey !== storageKey) await removeDocumentFile(this.files, storageKey);
    if (!event || !recorded) throw new DocumentNotFound();
    return {
      document: {
        id: recorded.documentId,
        name: recorded.name,
        filename: recorded.fileName,
        content_type: recorded.contentType,
        size_bytes: recorded.sizeBytes,
        uploaded_at: event.metadata.recordedAt,
      },
      checkpoint: outcome.checkpoint,
    };
  }
}
