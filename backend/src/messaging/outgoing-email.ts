import type { CustomUrl } from '../profile/profile-rules.contract';
import { isSignOffLine } from '../drafts/draft-rules.contract';
import { DEFAULT_FOOTER_TEMPLATE } from '../prompt-templates/prompt-template-rules.contract';
import { renderPromptTemplate } from '../prompt-templates/prompt-variable-values.contract';
import { sanitizeHtml } from '../platform/html/sanitize-html';
import type { MailAttachment, OutgoingMail } from '../platform/mail/mail.port';
import type { EmailLink, MessageAttachment, MessageQueued } from './conversation.events';
import type { EmailPreview } from './messaging.contract';

/** What every e-mail carries under the user's body: the rendered footer's lines and the custom links meant for e-mails. */
export interface EmailAddenda {
  footer: readonly string[];
  links: readonly EmailLink[];
}

/** Everything an e-mail is built from besides the queued message itself. */
export interface EmailExtras {
  messageIdHeader: string;
  addenda: EmailAddenda;
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

/** The custom links an e-mail carries: those the user marked for e-mails, in their order. */
export const emailLinks = (customUrls: readonly CustomUrl[]): EmailLink[] =>
  customUrls.filter((link) => link.include_in_emails).map(({ name, url }) => ({ name, url }));

/** The longest signature under a sign-off: a name and a line or two (a title, a link). */
const MAX_SIGNATURE_LINES = 3;

const firstWord = (line: string): string => line.trim().split(/\s+/)[0]?.toLowerCase() ?? '';

/**
 * The footer's lines as they go under this body: when the body already signs off ("Best regards,\nAda"), the
 * footer's own sign-off is not said twice, nor the name under it when the body's signature already gives it.
 */
export function footerUnder(bodyText: string, footer: readonly string[]): string[] {
  if (footer.length === 0 || !isSignOffLine(footer[0])) return [...footer];
  const lines = bodyText
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const signOffAt = lines.findLastIndex(isSignOffLine);
  if (signOffAt === -1 || lines.length - 1 - signOffAt > MAX_SIGNATURE_LINES) return [...footer];
  const signature = lines.slice(signOffAt + 1);
  const footerName = footer[1];
  const sameName =
    footerName !== undefined && signature.length > 0 && firstWord(footerName) === firstWord(signature[0]);
  return footer.slice(sameName ? 2 : 1);
}

/** One message as its contact reads it: the HTML part (inside <body>) and the plain-text part. */
export interface RenderedEmail {
  html: string;
  text: string;
}

/**
 * The one rendering of a message, for the MIME parts and for every preview: the user's body, then the footer (without
 * a sign-off the body already has), then the custom links.
 */
export function renderOutgoingEmail(body: string, addenda: EmailAddenda): RenderedEmail {
  // The queued body was sanitised when it was queued; again here, where HTML leaves us, so a message queued under
  // an older rule goes out under today's.
  const safeBody = sanitizeHtml(body);
  const bodyText = htmlToText(safeBody);
  const footer = footerUnder(bodyText, addenda.footer);
  const { links } = addenda;
  const htmlParts = [`<div>${safeBody}</div>`];
  if (footer.length > 0) htmlParts.push(`<p>${footer.map(escapeHtml).join('<br>')}</p>`);
  if (links.length > 0) {
    htmlParts.push(
      `<p>${links.map((link) => `<a href="${escapeHtml(link.url)}">${escapeHtml(link.name)}</a>`).join('<br>')}</p>`,
    );
  }
  const textParts = [bodyText];
  if (footer.length > 0) textParts.push(footer.join('\n'));
  if (links.length > 0) textParts.push(links.map((link) => `${link.name}: ${link.url}`).join('\n'));
  return { html: htmlParts.join(''), text: textParts.join('\n\n') };
}

/** The preview of a message: its rendering and the names of the files it carries. */
export function emailPreview(
  body: string,
  addenda: EmailAddenda,
  attachments: readonly MessageAttachment[],
): EmailPreview {
  return { ...renderOutgoingEmail(body, addenda), attachments: attachments.map(({ filename }) => filename) };
}

/** The MIME parts of one message: the rendered message, attachments and tracking. */
export function composeOutgoingEmail(message: MessageQueued['data'], extras: EmailExtras): OutgoingMail {
  const rendered = renderOutgoingEmail(message.body, extras.addenda);
  const html = `<!DOCTYPE html><html><body>${rendered.html}</body></html>`;
  return {
    userId: message.userId,
    contactId: message.contactId,
    messageId: message.messageId,
    messageIdHeader: extras.messageIdHeader,
    from: { name: message.fromName, address: message.fromEmail },
    to: { name: message.toName, address: message.toEmail },
    subject: message.subject,
    html: extras.instrument ? extras.instrument(html) : html,
    text: rendered.text,
    attachments: extras.attachments,
  };
}
