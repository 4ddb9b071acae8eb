import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import type { SettingsReadModels } from '../../settings/queries/user-settings.row';
import type { ResumeStatusView } from '../profile.contract';

/** Whether the caller has a resume, from the user_settings read model. */
@Injectable()
export class ResumeStatusQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<SettingsReadModels>) {}

  async execute(userId: string): Promise<ResumeStatusView> {
    const row = await this.db
      .selectFrom('user_settings')
      .select('resume_file_name')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const fileName = row?.resume_file_name ?? null;
    return { resume_exists: fileName !== null, file_name: fileName };
  }
}
