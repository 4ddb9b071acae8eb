import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';

/** The part of the contacts context's read model a contact search reads: the caller's contacts. */
interface SearchReadModels {
  contacts_list: { contact_id: string; user_id: string };
}

/** Which people of a search the caller already saved; every statement names the caller. */
@Injectable()
export class SearchCallerQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<SearchReadModels>) {}

  /** The ids among `contactIds` that are the caller's contacts (ids derive from owner and e-mail). */
  async savedContactIds(userId: string, contactIds: string[]): Promise<Set<string>> {
    if (contactIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('contacts_list')
      .select('contact_id')
      .where('user_id', '=', userId)
      .where('contact_id', 'in', contactIds)
      .execute();
    return new Set(rows.map((row) => row.contact_id));
  }
}
