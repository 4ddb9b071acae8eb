import type { CustomUrl } from '../profile/profile-rules.contract';
import { DEFAULT_FOOTER_TEMPLATE } from '../prompt-templates/prompt-template-rules.contract';
import { renderPromptTemplate } from '../prompt-templates/prompt-variable-values.contract';
import { sanitizeHtml } from '../platform/html/sanitize-html';
import type { MailAttachment, OutgoingMail } from '../platform/mail/mail.port';
import type { MessageQueued } from './conversation.events';

/** Everything an e-mail is built from besides the queued message itself. */
export interface EmailExtras {
  messageIdHeader: string;
  /** The user's footer; null means the default footer. */
  footerTemplate: string | null;
  /** Values of the prompt variables for this e-mail (the footer uses the prompt's variables). */
  footerValues: Record<string, string>;
  customUrls: readonly CustomUrl[];
  attachments: MailAttachment[];
  /** Adds the open pixel and click links; absent when the message is not tracked. */
  instrument?: (html: string) => string;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The plain-text alternative of a sanitised body: line breaks and paragraphs kept, tags dropped. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|blockquote|ul|ol)>/gi, '\n\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/li>/gi, '\n')
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_whole, href: string, label: string) =>
      label.trim() === href ? href : `${label} (${href})`,
    )
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
      const lower = entity.toLowerCase();
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
      return ENTITIES[lower] ?? whole;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The footer's lines once rendered; lines left blank (e.g. no portfolio link) are dropped. */
export function footerLines(template: string | null, values: Record<string, string>): string[] {
  return renderPromptTemplate(template ?? DEFAULT_FOOTER_TEMPLATE, values)
    .split(/\r\n|\r|\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
}

/** The MIME parts of one message: the user's body, the footer, the custom links, attachments and tracking. */
export function composeOutgoingEmail(message: MessageQueued['data'], extras: EmailExtras): OutgoingMail {
  const footer = footerLines(extras.footerTemplate, extras.footerValues);
  const links = extras.customUrls.filter((link) => link.include_in_emails);
  // The queued body was sanitised when it was queued; again here, where HTML leaves us, so a message queued under
  // an older rule goes out under today's.
  const body = sanitizeHtml(message.body);
  const htmlParts = [`<div>${body}</div>`];
  if (footer.length > 0) htmlParts.push(`<p>${footer.map(escapeHtml).join('<br>')}</p>`);
  if (links.length > 0) {
    htmlParts.push(
      `<p>${links.map((link) => `<a href="${escapeHtml(link.url)}">${escapeHtml(link.name)}</a>`).join('<br>')}</p>`,
    );
  }
  const html = `<!DOCTYPE html><html><body>${htmlParts.join('')}</body></html>`;
  const textParts = [htmlToText(body)];
  if (footer.length > 0) textParts.push(footer.join('\n'));
  if (links.length > 0) textParts.push(links.map((link) => `${link.name}: ${link.url}`).join('\n'));
  return {
    userId: message.userId,
    contactId: message.contactId,
    messageId: message.messageId,
    messageIdHeader: extras.messageIdHeader,
    from: { name: message.fromName, address: message.fromEmail },
    to: { name: message.toName, address: message.toEmail },
    subject: message.subject,
    html: extras.instrument ? extras.instrument(html) : html,
    text: textParts.join('\n\n'),
    attachments: extras.attachments,
  };
}
