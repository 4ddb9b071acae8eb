import { Injectable } from '@nestjs/common';
import { normalizeDraftBody } from '../../drafts/draft-rules.contract';
import { sanitizeHtml } from '../../platform/html/sanitize-html';
import { UserSettingsReader } from '../../settings/queries/user-settings.reader';
import { attachmentsFor, emailAddendaFor } from '../mail-composer';
import type { EmailLink, MessageAttachment } from '../conversation.events';
import type { EmailPreview } from '../messaging.contract';
import { emailPreview, type EmailAddenda } from '../outgoing-email';
import { SenderProfiles } from './sender-profile.query';
import { SendContextReader, type ContactRecord } from './send-context.reader';

/** What a queued or sent message recorded; footer and links are null on messages queued before they were. */
export interface RecordedMessage {
  body: string;
  footer: readonly string[] | null;
  links: readonly EmailLink[] | null;
  attachments: readonly MessageAttachment[];
}

/** The previews of one user's messages to some of their contacts. */
export interface MessagePreviews {
  /** A draft as a send now would carry it; null for a contact the caller no longer has. */
  draft(contactId: string, body: string): EmailPreview | null;
  /** A queued or sent message as it went (or goes) out. */
  message(contactId: string, message: RecordedMessage): EmailPreview;
}

/**
 * Previews by the rendering the sending uses: a draft's body as a send normalises it, the footer and links, and the
 * documents a send would attach; a message from what it recorded.
 */
@Injectable()
export class EmailPreviews {
  constructor(
    private readonly settingsReader: UserSettingsReader,
    private readonly reader: SendContextReader,
    private readonly profiles: SenderProfiles,
  ) {}

  async forContacts(userId: string, contactIds: readonly string[], now: Date): Promise<MessagePreviews> {
    return this.previewsOf(userId, await this.reader.listedContacts(userId, contactIds), now);
  }

  /** One contact read from its stream, as Send reads it: a contact created a moment ago previews as it sends. */
  async forWrittenContact(userId: string, contactId: string, now: Date): Promise<MessagePreviews> {
    const contact = await this.reader.writtenContact(userId, contactId);
    return this.previewsOf(userId, contact ? [contact] : [], now);
  }

  private async previewsOf(
    userId: string,
    contacts: readonly ContactRecord[],
    now: Date,
  ): Promise<MessagePreviews> {
    const [settings, sender] = await Promise.all([
      this.settingsReader.settings(userId),
      this.reader.sender(userId, ''),
    ]);
    const profile = await this.profiles.of(settings, sender);
    const byId = new Map<string, ContactRecord>(contacts.map((contact) => [contact.id, contact]));
    const currentAddenda = (contact: ContactRecord | undefined): EmailAddenda =>
      contact ? emailAddendaFor(settings, profile, contact, now) : { footer: [], links: [] };
    return {
      draft: (contactId, body) => {
        const contact = byId.get(contactId);
        if (!contact) return null;
        return emailPreview(
          normalizeDraftBody(body, sanitizeHtml),
          currentAddenda(contact),
          attachmentsFor(settings, contact),
        );
      },
      message: (contactId, { body, footer, links, attachments }) =>
        emailPreview(
          body,
          // Delivery takes today's footer for a message that recorded none, so its preview does too.
          footer ? { footer, links: links ?? [] } : currentAddenda(byId.get(contactId)),
          attachments,
        ),
    };
  }
}
