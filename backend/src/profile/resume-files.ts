import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { FileStorage } from '../platform/storage/file-storage.port';

/** A resume is two stored files under the user's prefix: the original PDF and the text read from it. */
export interface ResumeFileKeys {
  storageKey: string;
  textStorageKey: string;
}

const logger = new Logger('ResumeFiles');

export function newResumeFileKeys(userId: string): ResumeFileKeys {
  const id = randomUUID();
  return {
    storageKey: `users/${userId}/resume/${id}.pdf`,
    textStorageKey: `users/${userId}/resume/${id}.txt`,
  };
}

/** Stores both files or, when either write fails, neither. */
export async function storeResumeFiles(
  files: FileStorage,
  keys: ResumeFileKeys,
  pdf: Buffer,
  text: string,
): Promise<void> {
  try {
    await files.put(keys.storageKey, pdf);
    await files.put(keys.textStorageKey, Buffer.from(text, 'utf8'));
  } catch (error) {
    await removeResumeFiles(files, keys);
    throw error;
  }
}

/**
 * Runs after the event that made the files unreferenced is recorded, so a failure here can only leave
 * an orphan file nobody reads, never a resume that points at nothing; it is logged, not thrown.
 */
export async function removeResumeFiles(files: FileStorage, keys: ResumeFileKeys): Promise<void> {
  for (const key of [keys.storageKey, keys.textStorageKey]) {
    try {
      await files.delete(key);
    } catch (error) {
      logger.warn(`could not delete ${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
