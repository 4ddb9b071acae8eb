import { Logger } from '@nestjs/common';
import type { FileStorage } from '../platform/storage/file-storage.port';

const logger = new Logger('DocumentFiles');

/** Named by the document's id and the extension of the type its bytes showed, never the user's file name. */
export const documentStorageKey = (userId: string, documentId: string, extension: string): string =>
  `users/${userId}/documents/${documentId}.${extension}`;

/**
 * Runs once no event points at the file (a refused upload, or after DocumentDeleted is recorded), so a
 * failure here can only leave an orphan nobody reads; it is logged, not thrown.
 */
export async function removeDocumentFile(files: FileStorage, storageKey: string): Promise<void> {
  try {
    await files.delete(storageKey);
  } catch (error) {
    logger.warn(`could not delete ${storageKey}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
