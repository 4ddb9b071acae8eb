import { createTransport } from 'nodemailer';
import { nodemailerMessage } from './mail-message';
import {
  MailDeliveryRefused,
  MailDeliveryUncertain,
  type MailDelivery,
  type MailTransport,
  type OutgoingMail,
} from './mail.port';

interface SmtpError extends Error {
  /** Set when the server answered; its answer is definite whatever the code. */
  responseCode?: number;
  response?: string;
  /** nodemailer's classification, e.g. ETIMEDOUT, ECONNECTION, ESOCKET, EDNS. */
  code?: string;
  /** The system error behind nodemailer's code, e.g. ECONNREFUSED. */
  originalCode?: string;
}

/** The connection never opened, so nothing of the message can have reached a server. */
const NEVER_OPENED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EDNS',
]);

/**
 * Failures of the connection itself: once it was open, the server may have taken the message before it went
 * quiet or away. A pre-greeting close looks the same to nodemailer as a mid-session one, so it is counted here
 * too: an unknown outcome is retried with the same Message-ID, which is safe; a wrong "failed" is not.
 */
const CONNECTION_TROUBLE = new Set(['ETIMEDOUT', 'ESOCKET', 'ECONNECTION', 'ETLS', 'EPROTOCOL', 'ESTREAM']);

/** Whether the error proves the message was not delivered (MailDeliveryRefused) or leaves it open. */
export function classifySmtpError(error: unknown): MailDeliveryRefused | MailDeliveryUncertain {
  const smtp = error as SmtpError;
  const message = smtp.response?.trim() || smtp.message || String(error);
  if (typeof smtp.responseCode === 'number') return new MailDeliveryRefused(message);
  if (NEVER_OPENED.has(smtp.originalCode ?? '') || NEVER_OPENED.has(smtp.code ?? '')) {
    return new MailDeliveryRefused(message);
  }
  if (CONNECTION_TROUBLE.has(smtp.code ?? '')) return new MailDeliveryUncertain(message);
  // nodemailer's own refusals before anything is sent (no recipients, a bad address).
  return new MailDeliveryRefused(message);
}

/** Delivers through the SMTP server of SMTP_URL (smtp:// or smtps://user:pass@host:port). */
export class SmtpMailTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter;

  constructor(smtpUrl: string, timeoutSeconds: number) {
    const timeoutMs = timeoutSeconds * 1000;
    // nodemailer's defaults (2 min connect, 10 min idle) would hold a request, and its delivery lock, far too long.
    this.transporter = createTransport({
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async send(mail: OutgoingMail): Promise<MailDelivery> {
    try {
      await this.transporter.sendMail(nodemailerMessage(mail));
    } catch (error) {
      throw classifySmtpError(error);
    }
    return { transport: 'smtp', smtpMessageId: mail.messageIdHeader };
  }

  close(): void {
    this.transporter.close();
  }
}
