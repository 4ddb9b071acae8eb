import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { FILE_STORAGE, FileStorage, StoredFileNotFound } from '../../platform/storage/file-storage.port';
import type { SettingsReadModels } from '../../settings/queries/user-settings.row';
import { ResumeNotFound } from '../profile.errors';
import type { ResumeContentView } from '../profile.contract';

/** The text read from the caller's resume: the read model names the file, the storage holds it. */
@Injectable()
export class ResumeContentQuery {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<SettingsReadModels>,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  async execute(userId: string): Promise<ResumeContentView> {
    const row = await this.db
      .selectFrom('user_settings')
      .select('resume_text_storage_key')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row?.resume_text_storage_key) throw new ResumeNotFound();
    try {
      return { content: (await this.files.get(row.resume_text_storage_key)).toString('utf8') };
    } catch (error) {
      // The resume was replaced or deleted a moment ago and the read model has not caught up yet.
      if (error instanceof StoredFileNotFound) throw new ResumeNotFound();
      throw error;
    }
  }
}
