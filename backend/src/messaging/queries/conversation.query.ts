import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { COLUMN_OF } from '../../contacts/queries/contacts-list.row';
import { normalizeDraftBody } from '../../drafts/draft-rules.contract';
import { DATABASE } from '../../platform/database/database';
import { sanitizeHtml } from '../../platform/html/sanitize-html';
import { isoOrNull } from '../../platform/database/timestamps';
import { ConversationContactNotFound } from '../messaging.errors';
import { EmailPreviews } from './email-previews.query';
import { SendContextReader } from './send-context.reader';
import type { ConversationMessagesRow } from './conversation-messages.row';

type HistoryRow = ConversationMessagesRow & {
  opens: number;
  human_opens: number;
  clicks: number;
  human_clicks: number;
};

/** The API's contact fields and the contacts_list columns holding them: the filterable ones and the rest. */
const CONTACT_FIELDS = {
  ...COLUMN_OF,
  phone: 'phone',
  linkedin_url: 'linkedin_url',
  company_url: 'company_url',
  twitter: 'twitter',
  tags: 'tags',
  similarity_score: 'similarity_score',
  matches: 'matches',
  sources: 'sources',
  verification_status: 'verification_status',
  verification_date: 'verification_date',
  email_type: 'email_type',
  confidence: 'confidence',
} as const;

/** The conversation page of one of the caller's contacts, and message lookups for other contexts. */
@Injectable()
export class ConversationQuery {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    private readonly reader: SendContextReader,
    private readonly previews: EmailPreviews,
  ) {}

  async conversation(userId: string, contactId: string, now: Date) {
    const contact = await this.reader.contact(userId, contactId);
    if (!contact) throw new ConversationContactNotFound('id');
    const [tracking, drafts] = await Promise.all([
      this.exists('message_tracking_totals'),
      this.exists('drafts_list'),
    ]);
    // The tracking and drafts read models belong to other contexts and may not be built yet: then none.
    const totals = tracking
      ? sql`LEFT JOIN message_tracking_totals t ON t.message_id = m.message_id AND t.user_id = m.user_id`
      : sql``;
    const counts = tracking
      ? sql`coalesce(t.opens, 0)::int AS opens, coalesce(t.human_opens, 0)::int AS human_opens,
          coalesce(t.clicks, 0)::int AS clicks, coalesce(t.human_clicks, 0)::int AS human_clicks`
      : sql`0 AS opens, 0 AS human_opens, 0 AS clicks, 0 AS human_clicks`;
    const [history, draftRows] = await Promise.all([
      sql<HistoryRow>`
        SELECT m.*, ${counts} FROM conversation_messages m ${totals}
        WHERE m.user_id = ${userId} AND m.contact_id = ${contactId}
        ORDER BY m.at, m.position
      `.execute(this.db),
      drafts
        ? sql<{ draft_id: string; subject: string; body: string; created_at: Date; message_type: string }>`
            SELECT draft_id, subject, body, created_at, message_type FROM drafts_list
            WHERE user_id = ${userId} AND contact_id = ${contactId} ORDER BY created_at DESC
          `.execute(this.db)
        : Promise.resolve({ rows: [] }),
    ]);
    const previews = await this.previews.forContacts(userId, [contact.id], now);
    const row = contact.row;
    return {
      contact: {
        id: contact.id,
        ...Object.fromEntries(
          Object.entries(CONTACT_FIELDS).map(([field, column]) => [field, row[column] ?? null]),
        ),
        tags: Array.isArray(row.tags) ? row.tags : [],
        sources: Array.isArray(row.sources) ? row.sources : [],
        email_type: typeof row.email_type === 'string' ? row.email_type : 'unknown',
        created_at: isoOrNull(row.created_at as string | null),
        updated_at: isoOrNull(row.updated_at as string | null),
        attached_documents: contact.attachedDocumentIds,
      },
      conversation_history: history.rows.map((message) => ({
        id: message.message_id,
        direction: message.direction,
        status: message.status,
        sent_at: isoOrNull(message.at),
        from_name: message.from_name,
        from_email: message.from_email,
        to_name: message.to_name,
        to_email: message.to_email,
        subject: message.subject,
        // Replies are recorded as they came (the events keep the original); what is served is the one sanitised
        // form every body has, plain text escaped with its lines as <br>, so no client gets raw HTML to render.
        content: normalizeDraftBody(message.content, sanitizeHtml),
        // What the contact got: the body with the footer, links and files it went out with.
        preview:
          message.direction === 'out'
            ? previews.message(contactId, {
                body: message.content,
                footer: message.footer,
                links: message.links,
                attachments: message.attachments ?? [],
              })
            : null,
        failure_reason: message.failure_reason,
        message_type: message.message_type,
        opens: message.opens,
        human_opens: message.human_opens,
        clicks: message.clicks,
        human_clicks: message.human_clicks,
      })),
      email_drafts: draftRows.rows.map((draft) => ({
        id: draft.draft_id,
        subject: draft.subject,
        body: sanitizeHtml(draft.body),
        created_at: isoOrNull(draft.created_at),
        message_type: draft.message_type,
      })),
      attached_documents: contact.attachedDocumentIds,
    };
  }

  /** Who a message (by our message id) was sent for: how inbound replies find their conversation. */
  async messageOwner(messageId: string): Promise<{ userId: string; contactId: string } | null> {
    const { rows } = await sql<{ userId: string; contactId: string }>`
      SELECT user_id AS "userId", contact_id AS "contactId" FROM conversation_messages
      WHERE message_id = ${messageId} AND direction = 'out'
    `.execute(this.db);
    return rows[0] ?? null;
  }

  private async exists(relation: string): Promise<boolean> {
    const { rows } = await sql<{
      found: boolean;
    }>`SELECT to_regclass(${relation}) IS NOT NULL AS found`.execute(this.db);
    return rows[0].found;
  }
}
