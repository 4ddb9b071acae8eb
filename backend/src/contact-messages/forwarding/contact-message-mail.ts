import { derivedUuid } from '../../platform/commands/command-metadata';
import { messageIdHeader, type OutgoingMail } from '../../platform/mail/mail.port';
import { CONTACT_SUBJECT_LABELS } from '../contact-message.contract';
import type { ContactMessageState } from '../contact-message.decider';

/** The outbox files mail under a user; messages to support belong to no user, so they share this owner. */
export const CONTACT_FORM_MAIL_OWNER = 'contact-form';

export interface SupportMailSettings {
  supportEmail: string;
  publicUrl: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The e-mail support receives for one contact message. Its ids derive from the message id, so every attempt to
 * forward it builds the same mail: the outbox keeps it once, and an SMTP server sees the same Message-ID. A reply
 * goes to the visitor (Reply-To), never to support itself.
 */
export function contactMessageMail(
  message: ContactMessageState,
  settings: SupportMailSettings,
): OutgoingMail {
  const mailId = derivedUuid('contact-message-mail', message.messageId);
  const topic = CONTACT_SUBJECT_LABELS[message.subject];
  const support = { name: 'Contact form', address: settings.supportEmail };
  const text = [
    `From: ${message.name} <${message.email}>`,
    `Subject: ${topic}`,
    `Message id: ${message.messageId}`,
    '',
    message.message,
    '',
    'Reply to this e-mail to answer the sender. We promise a reply within 24 hours on business days.',
  ].join('\n');
  const html = [
    `<p><strong>From:</strong> ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;<br>`,
    `<strong>Subject:</strong> ${escapeHtml(topic)}<br>`,
    `<strong>Message id:</strong> ${escapeHtml(message.messageId)}</p>`,
    `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>`,
    '<p>Reply to this e-mail to answer the sender. We promise a reply within 24 hours on business days.</p>',
  ].join('\n');
  return {
    userId: CONTACT_FORM_MAIL_OWNER,
    contactId: message.messageId,
    messageId: mailId,
    messageIdHeader: messageIdHeader(mailId, settings.publicUrl),
    from: support,
    to: support,
    replyTo: { name: message.name, address: message.email },
    subject: `[Contact form] ${topic} from ${message.name}`,
    html,
    text,
    attachments: [],
  };
}
