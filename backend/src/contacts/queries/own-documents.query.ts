import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';

/** The part of the settings context's user_settings read model this context reads: its documents' ids. */
interface UserSettingsDocuments {
  user_settings: { user_id: string; documents: { id: string }[] };
}

/** Which settings documents the caller has uploaded; only those may be attached to the caller's contacts. */
@Injectable()
export class OwnDocumentsQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<UserSettingsDocuments>) {}

  async documentIds(userId: string): Promise<string[]> {
    const row = await this.db
      .selectFrom('user_settings')
      .select('documents')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return (row?.documents ?? []).map((document) => document.id);
  }
}
