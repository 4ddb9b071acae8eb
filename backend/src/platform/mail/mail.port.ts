/** Sends one composed e-mail; adapters: SMTP via nodemailer (SMTP_URL) and the embedded outbox (captured, not sent). */

export interface MailAddress {
  name: string;
  address: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

export interface OutgoingMail {
  userId: string;
  contactId: string;
  /** Our message id (a UUID); the outbox keeps one row per id, so a re-delivery does not capture twice. */
  messageId: string;
  /** The Message-ID header, `<messageId@host>`; the same on every delivery attempt of one message. */
  messageIdHeader: string;
  from: MailAddress;
  to: MailAddress;
  /** Where a reply goes when it is not the sender (the contact form: the visitor who wrote). */
  replyTo?: MailAddress;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

export type MailDeliveryKind = 'smtp' | 'outbox';

export interface MailDelivery {
  transport: MailDeliveryKind;
  /** The Message-ID header the mail went out with. */
  smtpMessageId: string;
}

export interface MailTransport {
  readonly kind: MailDeliveryKind;
  /**
   * Throws MailDeliveryRefused when the message certainly did not go out (the server refused it, or no connection
   * was ever opened), and MailDeliveryUncertain when it may have (a timeout or a dropped connection mid-session).
   */
  send(mail: OutgoingMail): Promise<MailDelivery>;
  close(): void;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** The server (or the outbox) answered that it will not take this message; the reason is shown to the user. */
export class MailDeliveryRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'MailDeliveryRefused';
  }
}

export const messageIdHeader = (messageId: string, publicUrl: string): string =>
  `<${messageId}@${new URL(publicUrl).hostname}>`;

/**
 * The server was reached but never confirmed the message (a timeout, a connection dropped mid-session): it may
 * have been delivered or not. Re-sending with the same Message-ID is the only safe way to finish.
 */
export class MailDeliveryUncertain extends Error {
  constructor(readonly cause: string) {
    super(cause);
    this.name = 'MailDeliveryUncertain';
  }
}
