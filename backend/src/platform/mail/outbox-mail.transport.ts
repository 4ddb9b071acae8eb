import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { createTransport } from 'nodemailer';
import { nodemailerMessage } from './mail-message';
import type { MailDelivery, MailTransport, OutgoingMail } from './mail.port';
import type { MailOutboxTables } from './mail-outbox.row';

/**
 * The embedded default: nodemailer builds the real MIME message, which is kept in mail_outbox instead of
 * being delivered. The outbox page shows it, clearly marked as not delivered.
 */
export class OutboxMailTransport implements MailTransport {
  readonly kind = 'outbox' as const;
  private readonly builder = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  constructor(private readonly db: Kysely<MailOutboxTables>) {}

  async send(mail: OutgoingMail): Promise<MailDelivery> {
    const info = await this.builder.sendMail(nodemailerMessage(mail));
    const raw = info.message as Buffer;
    await sql`
      INSERT INTO mail_outbox (id, user_id, message_id, contact_id, message_id_header, from_address, "to",
        to_name, to_email, subject, html, text, raw, attachments)
      VALUES (${randomUUID()}, ${mail.userId}, ${mail.messageId}, ${mail.contactId}, ${mail.messageIdHeader},
        ${formatAddress(mail.from)}, ${formatAddress(mail.to)}, ${mail.to.name},
        ${mail.to.address}, ${mail.subject}, ${mail.html}, ${mail.text}, ${raw},
        ${JSON.stringify(
          mail.attachments.map((attachment) => ({
            filename: attachment.filename,
            content_type: attachment.contentType ?? null,
            size_bytes: attachment.content.length,
          })),
        )}::jsonb)
      ON CONFLICT (message_id) DO NOTHING
    `.execute(this.db);
    return { transport: 'outbox', smtpMessageId: mail.messageIdHeader };
  }

  close(): void {
    this.builder.close();
  }
}

const formatAddress = ({ name, address }: { name: string; address: string }): string =>
  name ? `${name} <${address}>` : address;
