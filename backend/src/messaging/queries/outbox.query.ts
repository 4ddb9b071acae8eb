import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { inOneSnapshot } from '../../platform/database/snapshot';
import { isoOrNull } from '../../platform/database/timestamps';
import { MAIL_TRANSPORT, type MailTransport } from '../../platform/mail/mail.port';
import type { MailOutboxRow, OutboxAttachmentMeta } from '../../platform/mail/mail-outbox.row';
import { OutboxMessageNotFound } from '../messaging.errors';
import type { OutboxPageQuery } from '../messaging.contract';

export interface OutboxListItem {
  id: string;
  message_id: string;
  contact_id: string;
  to: string;
  subject: string;
  created_at: string | null;
  has_reply: boolean;
}

export interface OutboxMessageView extends OutboxListItem {
  from: string;
  message_id_header: string;
  html: string;
  text: string;
  raw_size: number;
  attachments: OutboxAttachmentMeta[];
}

type ListedRow = Pick<MailOutboxRow, 'id' | 'message_id' | 'contact_id' | 'to' | 'subject' | 'created_at'> & {
  has_reply: boolean;
};

const HAS_REPLY = sql`EXISTS (
  SELECT 1 FROM conversation_messages r WHERE r.user_id = o.user_id AND r.in_reply_to_message_id = o.message_id
)`;

const listItem = (row: ListedRow): OutboxListItem => ({
  id: row.id,
  message_id: row.message_id,
  contact_id: row.contact_id,
  to: row.to,
  subject: row.subject,
  created_at: isoOrNull(row.created_at),
  has_reply: row.has_reply,
});

/** The caller's captured mails; with SMTP configured nothing is captured and the outbox does not exist. */
@Injectable()
export class OutboxQuery {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
  ) {}

  async page(userId: string, { page, limit }: OutboxPageQuery) {
    this.assertOutbox();
    // One snapshot: a mail captured between the page and the count would make them disagree.
    const [rows, count] = await inOneSnapshot(
      this.db,
      async (snapshot) =>
        [
          await sql<ListedRow>`
        SELECT o.id, o.message_id, o.contact_id, o."to", o.subject, o.created_at, ${HAS_REPLY} AS has_reply
        FROM mail_outbox o WHERE o.user_id = ${userId}
        ORDER BY o.created_at DESC, o.id LIMIT ${limit} OFFSET ${(page - 1) * limit}
      `.execute(snapshot),
          await sql<{
            total: number;
          }>`SELECT count(*)::int AS total FROM mail_outbox WHERE user_id = ${userId}`.execute(snapshot),
        ] as const,
    );
    return { messages: rows.rows.map(listItem), total: count.rows[0].total, page, limit };
  }

  async message(userId: string, id: string): Promise<OutboxMessageView> {
    this.assertOutbox();
    const { rows } = await sql<
      ListedRow &
        Pick<MailOutboxRow, 'from_address' | 'message_id_header' | 'html' | 'text' | 'attachments'> & {
          raw_size: number;
        }
    >`
      SELECT o.id, o.message_id, o.contact_id, o."to", o.subject, o.created_at, ${HAS_REPLY} AS has_reply,
        o.from_address, o.message_id_header, o.html, o.text, octet_length(o.raw) AS raw_size, o.attachments
      FROM mail_outbox o WHERE o.user_id = ${userId} AND o.id = ${id}
    `.execute(this.db);
    const row = rows[0];
    if (!row) throw new OutboxMessageNotFound();
    return {
      ...listItem(row),
      from: row.from_address,
      message_id_header: row.message_id_header,
      html: row.html,
      text: row.text,
      raw_size: row.raw_size,
      attachments: row.attachments,
    };
  }

  /** What a simulated reply answers: the captured message's ids, recipient and subject. */
  async replyTarget(userId: string, id: string) {
    this.assertOutbox();
    const { rows } = await sql<{
      messageId: string;
      contactId: string;
      toName: string;
      toEmail: string;
      subject: string;
    }>`
      SELECT message_id AS "messageId", contact_id AS "contactId", to_name AS "toName", to_email AS "toEmail", subject
      FROM mail_outbox WHERE user_id = ${userId} AND id = ${id}
    `.execute(this.db);
    return rows[0] ?? null;
  }

  private assertOutbox(): void {
    if (this.transport.kind !== 'outbox') throw new OutboxMessageNotFound();
  }
}
