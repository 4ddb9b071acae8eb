import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { inOneSnapshot } from '../../platform/database/snapshot';
import { isoOrNull } from '../../platform/database/timestamps';
import type {
  ContactMessagesPage,
  ContactMessageView,
  ListContactMessagesQuery as ListParams,
} from '../contact-message.contract';
import type { ContactMessagesReadModels } from './contact-messages-list.row';

/** Admins' page of contact form messages, newest first, from the contact_messages_list read model. */
@Injectable()
export class ListContactMessagesQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<ContactMessagesReadModels>) {}

  execute({ page, limit }: ListParams): Promise<ContactMessagesPage> {
    // The page and the count from one snapshot, so a message arriving meanwhile is in both or neither.
    return inOneSnapshot(this.db, async (db) => {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('contact_messages_list')
          .selectAll()
          .orderBy('received_at', 'desc')
          .orderBy('message_id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db
          .selectFrom('contact_messages_list')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      const messages: ContactMessageView[] = rows.map((row) => ({
        id: row.message_id,
        name: row.name,
        email: row.email,
        subject: row.subject,
        message: row.message,
        received_at: isoOrNull(row.received_at),
        forwarded_at: isoOrNull(row.forwarded_at),
        forwarded_to: row.forwarded_to,
      }));
      return { messages, total: Number(count.total), page, limit };
    });
  }
}
