/** An attachment as the outbox lists it: what was attached, not its bytes (they are in raw). */
export interface OutboxAttachmentMeta {
  filename: string;
  content_type: string | null;
  size_bytes: number;
}

export interface MailOutboxRow {
  id: string;
  user_id: string;
  message_id: string;
  contact_id: string;
  message_id_header: string;
  from_address: string;
  /** `Name <address>` as the To header shows it. */
  to: string;
  to_name: string;
  to_email: string;
  subject: string;
  html: string;
  text: string;
  /** The whole MIME message as nodemailer built it. */
  raw: Buffer;
  attachments: OutboxAttachmentMeta[];
  created_at: Date;
}

export interface MailOutboxTables {
  mail_outbox: MailOutboxRow;
}
