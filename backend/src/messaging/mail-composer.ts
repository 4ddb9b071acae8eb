import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../platform/config/config';
import { MailDeliveryRefused, messageIdHeader, type OutgoingMail } from '../platform/mail/mail.port';
import { FILE_STORAGE, StoredFileNotFound, type FileStorage } from '../platform/storage/file-storage.port';
import type { UserProfile } from '../profile/user-profile.contract';
import { resolvePromptVariables } from '../prompt-templates/prompt-variable-values.contract';
import type { UserSettings } from '../settings/queries/user-settings.row';
import { instrumentEmailHtml, trackingSecretFrom } from '../tracking/tracking.module';
import type { MessageAttachment, MessageQueued } from './conversation.events';
import { composeOutgoingEmail, emailLinks, footerLines, type EmailAddenda } from './outgoing-email';
import { SenderProfiles } from './queries/sender-profile.query';
import type { ContactRecord, SenderRecord } from './queries/send-context.reader';

/** The documents a message carries: the user's selected ones and the contact's own, when attaching is on. */
export function attachmentsFor(settings: UserSettings, contact: ContactRecord): MessageAttachment[] {
  if (!settings.attach_documents) return [];
  const wanted = new Set([...settings.selected_documents, ...contact.attachedDocumentIds]);
  return settings.documents
    .filter((document) => wanted.has(document.id))
    .map((document) => ({ documentId: document.id, filename: document.filename }));
}

/**
 * What goes under a message to this contact now: the user's footer, with the prompt's variables read from the one
 * profile (as the prompt editor shows them, the sign-in name included), and their links.
 */
export function emailAddendaFor(
  settings: UserSettings,
  profile: UserProfile,
  contact: Pick<ContactRecord, 'firstName' | 'lastName' | 'jobTitle' | 'company'>,
  now: Date,
): EmailAddenda {
  const values = resolvePromptVariables({
    profile,
    contact: {
      name: `${contact.firstName} ${contact.lastName}`.trim(),
      title: contact.jobTitle,
      company: contact.company,
    },
    now,
  });
  return { footer: footerLines(settings.footer_template, values), links: emailLinks(settings.custom_urls) };
}

/** Builds the MIME parts of a queued message from the user's current settings and stored documents. */
@Injectable()
export class MailComposer {
  private readonly trackingSecret: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    private readonly profiles: SenderProfiles,
  ) {
    this.trackingSecret = trackingSecretFrom(config);
  }

  headerOf(messageId: string): string {
    return messageIdHeader(messageId, this.config.PUBLIC_URL);
  }

  async compose(
    message: MessageQueued['data'],
    settings: UserSettings,
    sender: SenderRecord,
    contact: ContactRecord,
    now: Date,
  ): Promise<OutgoingMail> {
    const publicUrl = this.config.PUBLIC_URL.replace(/\/$/, '');
    return composeOutgoingEmail(message, {
      messageIdHeader: this.headerOf(message.messageId),
      addenda: message.footer
        ? { footer: message.footer, links: message.links ?? [] }
        : emailAddendaFor(settings, await this.profiles.of(settings, sender), contact, now),
      attachments: await this.attachmentBytes(message.attachments, settings),
      instrument: message.tracked
        ? (html) =>
            instrumentEmailHtml(
              html,
              { contactId: message.contactId, messageId: message.messageId },
              { secret: this.trackingSecret, publicUrl },
            )
        : undefined,
    });
  }

  private async attachmentBytes(attachments: MessageAttachment[], settings: UserSettings) {
    return Promise.all(
      attachments.map(async ({ documentId, filename }) => {
        const document = settings.documents.find((candidate) => candidate.id === documentId);
        // A document deleted between queueing and a retry cannot go out; the message fails saying which.
        if (!document) throw new MailDeliveryRefused(`The attached document ${filename} no longer exists.`);
        try {
          const content = await this.files.get(document.storage_key);
          return { filename, content, contentType: document.content_type ?? undefined };
        } catch (error) {
          if (error instanceof StoredFileNotFound) {
            throw new MailDeliveryRefused(`The attached document ${filename} could not be read.`);
          }
          throw error;
        }
      }),
    );
  }
}
