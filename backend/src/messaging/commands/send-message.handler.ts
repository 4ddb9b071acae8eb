import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { contactStreamId } from '../../contacts/contact.events';
import { normalizeDraftBody } from '../../drafts/draft-rules.contract';
import { sanitizeHtml } from '../../platform/html/sanitize-html';
import { PlanLimitsQuery } from '../../plan-limits/queries/plan-limits.query';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import { executeCommand, loadAggregate } from '../../platform/commands/execute-command';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import {
  MAIL_TRANSPORT,
  MailDeliveryRefused,
  MailDeliveryUncertain,
  type MailDelivery,
  type MailTransport,
} from '../../platform/mail/mail.port';
import { UserSettingsReader } from '../../settings/queries/user-settings.reader';
import {
  conversationDecider,
  type ConversationCommand,
  type ConversationMessage,
} from '../conversation.decider';
import { CONVERSATION_RACE } from '../conversation.commands';
import { conversationStreamId, type MessageQueued } from '../conversation.events';
import { attachmentsFor, emailAddendaFor, MailComposer } from '../mail-composer';
import { SenderProfiles } from '../queries/sender-profile.query';
import { DeliveryLock } from '../delivery-lock';
import { ConversationContactNotFound, SendOutcomeUnknown } from '../messaging.errors';
import { sendQuotaDecider, type SendQuotaCommand } from '../send-quota.decider';
import { sendQuotaStreamId, utcDay } from '../send-quota.events';
import { SendContextReader } from '../queries/send-context.reader';
import { MESSAGE_BEING_SENT, SendMessage, type FinishedSend, type SendResult } from './send-message.command';

/** Each step appends under its own key, so a retried send repeats no step that already happened. */
const stepMeta = (meta: CommandMetadata, messageId: string, step: string): CommandMetadata => ({
  ...meta,
  idempotencyKey: `${messageId}:${step}`,
});

const finished = (messageId: string, message: ConversationMessage, checkpoint: string): FinishedSend =>
  message.status === 'failed'
    ? { message_id: messageId, status: 'failed', detail: message.failureReason ?? undefined, checkpoint }
    : { message_id: messageId, status: 'sent', checkpoint };

/** What a message queued for a contact deleted before it went out is recorded as. */
export const CONTACT_DELETED = 'The contact was deleted.';

/** The events that add a contact or take it away; the last one says whether the contact exists. */
const CONTACT_LIFECYCLE = [
  'ContactCreated',
  'ContactImported',
  'ContactSaved',
  'ContactDeleted',
  'ContactUnsaved',
];

@CommandHandler(SendMessage)
export class SendMessageHandler implements ICommandHandler<SendMessage> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reader: SendContextReader,
    private readonly settingsReader: UserSettingsReader,
    private readonly composer: MailComposer,
    private readonly profiles: SenderProfiles,
    private readonly lock: DeliveryLock,
    private readonly limits: PlanLimitsQuery,
  ) {}

  async execute(command: SendMessage): Promise<SendResult> {
    const { messageId } = command.request;
    const outcome = await this.lock.whileHeld(messageId, () => this.send(command));
    return outcome.held
      ? outcome.value
      : { message_id: messageId, status: 'queued', detail: MESSAGE_BEING_SENT };
  }

  private async send({ userId, userEmail, request, meta }: SendMessage): Promise<FinishedSend> {
    const { messageId } = request;
    // The conversation first: a message queued for a contact deleted since is finished, not refused with 404.
    const streamId = conversationStreamId(request.contactId);
    const { state, history } = await loadAggregate(this.store, streamId, conversationDecider);
    const found = state.messages[messageId];
    // Message ids are derived per user, so this only guards a stream named by another user's contact id.
    const known = found && found.queued.userId === userId ? found : undefined;
    if (known && known.status !== 'queued') {
      return finished(messageId, known, history[history.length - 1].position);
    }
    const queuedDay = (): string => {
      const queuedEvent = history.find(
        (event) => event.type === 'MessageQueued' && event.data.messageId === messageId,
      );
      return utcDay(queuedEvent?.metadata.recordedAt ?? meta.now);
    };

    const contact = await this.reader.writtenContact(userId, request.contactId);
    if (!contact) {
      if (known && (await this.contactDeleted(request.contactId))) {
        return this.fail(known.queued, queuedDay(), CONTACT_DELETED, meta);
      }
      throw new ConversationContactNotFound();
    }

    const [settings, sender] = await Promise.all([
      this.settingsReader.ownSettings(userId, new Date(meta.now)),
      this.reader.sender(userId, userEmail),
    ]);
    let queued: MessageQueued['data'];
    let day: string;
    if (known) {
      // Queued but never finished (a crash, a lost answer, an unconfirmed delivery): deliver it again as queued.
      queued = known.queued;
      day = queuedDay();
    } else {
      // A new message must fit the plan's emails_limit this period; a queued one re-delivered already counted.
      await this.limits.ensureAllowed(userId, 'emails_limit', 1, new Date(meta.now));
      day = utcDay(meta.now);
      // The footer and links are fixed now, as the user pressed Send: a retry and the conversation show the same.
      const profile = await this.profiles.of(settings, sender);
      const { footer, links } = emailAddendaFor(settings, profile, contact, new Date(meta.now));
      queued = {
        contactId: contact.id,
        userId,
        messageId,
        draftId: request.draftId,
        messageType: request.messageType,
        subject: request.subject,
        body: normalizeDraftBody(request.body, sanitizeHtml),
        toEmail: contact.email,
        toName: `${contact.firstName} ${contact.lastName}`.trim(),
        fromEmail: sender.email,
        fromName: `${sender.firstName} ${sender.lastName}`.trim(),
        attachments: attachmentsFor(settings, contact),
        footer: [...footer],
        links: [...links],
        tracked: settings.tracking_enabled,
      };
      await this.quota(
        { type: 'UseSendQuota', data: { userId, day, messageId, cap: this.config.DAILY_SEND_CAP } },
        stepMeta(meta, messageId, 'quota-used'),
      );
      try {
        await this.conversation(
          streamId,
          { type: 'QueueMessage', data: queued },
          stepMeta(meta, messageId, 'queued'),
        );
      } catch (error) {
        await this.quota(
          { type: 'ReleaseSendQuota', data: { userId, day, messageId } },
          stepMeta(meta, messageId, 'quota-released'),
        );
        throw error;
      }
    }

    let delivery: MailDelivery;
    try {
      const mail = await this.composer.compose(queued, settings, sender, contact, new Date(meta.now));
      delivery = await this.transport.send(mail);
    } catch (error) {
      // The message stays queued with its slot: a retry delivers it with the same Message-ID.
      if (error instanceof MailDeliveryUncertain) throw new SendOutcomeUnknown();
      // Anything else (the database, storage) leaves it queued too.
      if (!(error instanceof MailDeliveryRefused)) throw error;
      return this.fail(queued, day, error.reason, meta);
    }
    const { transport, smtpMessageId } = delivery;

    const { checkpoint } = await this.conversation(
      streamId,
      {
        type: 'RecordMessageSent',
        data: { contactId: queued.contactId, userId, messageId, smtpMessageId, transport },
      },
      stepMeta(meta, messageId, 'sent'),
    );
    return { message_id: messageId, status: 'sent', checkpoint };
  }

  /** Records the message as failed and gives its slot of the day back. */
  private async fail(
    queued: MessageQueued['data'],
    day: string,
    reason: string,
    meta: CommandMetadata,
  ): Promise<FinishedSend> {
    const { contactId, userId, messageId } = queued;
    const { checkpoint } = await this.conversation(
      conversationStreamId(contactId),
      { type: 'RecordMessageFailed', data: { contactId, userId, messageId, reason } },
      stepMeta(meta, messageId, 'failed'),
    );
    await this.quota(
      { type: 'ReleaseSendQuota', data: { userId, day, messageId } },
      stepMeta(meta, messageId, 'quota-released'),
    );
    return { message_id: messageId, status: 'failed', detail: reason, checkpoint };
  }

  /**
   * Read from the contact's own stream, not the read model: a contacts list being rebuilt (or lagging) must not
   * fail a message. Contact ids are derived from the e-mail, so a contact added again after deletion lives on.
   */
  private async contactDeleted(contactId: string): Promise<boolean> {
    const lifecycle = (await this.store.readStream(contactStreamId(contactId))).filter((event) =>
      CONTACT_LIFECYCLE.includes(event.type),
    );
    const last = lifecycle.at(-1)?.type;
    return last === 'ContactDeleted' || last === 'ContactUnsaved';
  }

  private conversation(streamId: string, command: ConversationCommand, meta: CommandMetadata) {
    return executeCommand(this.store, streamId, conversationDecider, command, meta, CONVERSATION_RACE);
  }

  private quota(command: SendQuotaCommand, meta: CommandMetadata) {
    return executeCommand(
      this.store,
      sendQuotaStreamId(command.data.userId, command.data.day),
      sendQuotaDecider,
      command,
      meta,
      // Every send of the user's day appends here: racing sends retry more before giving up.
      { maxAttempts: 10, retryJitterMs: 20 },
    );
  }
}
