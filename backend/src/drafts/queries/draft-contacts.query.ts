import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import type { DraftContact } from '../draft.decider';

/** The caller's contact a draft is written for, from the contacts_list read model; another user's is none. */
@Injectable()
export class DraftContactsQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<unknown>) {}

  async contactOf(userId: string, contactId: string): Promise<DraftContact | null> {
    const { rows } = await sql<{
      contact_id: string;
      first_name: string;
      last_name: string;
      email: string;
      company: string;
    }>`
      SELECT contact_id, first_name, last_name, email, company FROM contacts_list
      WHERE user_id = ${userId} AND contact_id = ${contactId}
    `.execute(this.db);
    const row = rows[0];
    if (!row) return null;
    return {
      contactId: row.contact_id,
      email: row.email,
      name: `${row.first_name} ${row.last_name}`.trim(),
      company: row.company,
    };
  }
}
