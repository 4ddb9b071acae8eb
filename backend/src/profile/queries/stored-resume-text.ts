import { Inject, Injectable } from '@nestjs/common';
import { FILE_STORAGE, FileStorage, StoredFileNotFound } from '../../platform/storage/file-storage.port';

/** The text read from a user's resume, by the storage key their user_settings row names; drafting and scoring read it. */
@Injectable()
export class StoredResumeText {
  constructor(@Inject(FILE_STORAGE) private readonly files: FileStorage) {}

  /** null: no resume stored, a blank one, or it was replaced a moment ago and the read model has not caught up. */
  async read(key: string | null): Promise<string | null> {
    if (key === null) return null;
    try {
      const text = (await this.files.get(key)).toString('utf8');
      return text.trim() === '' ? null : text;
    } catch (error) {
      if (error instanceof StoredFileNotFound) return null;
      throw error;
    }
  }
}
