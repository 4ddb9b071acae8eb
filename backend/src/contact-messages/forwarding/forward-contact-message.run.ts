import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { loadAggregate } from '../../platform/commands/execute-command';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { JOBS, type Jobs } from '../../platform/jobs/jobs.port';
import { MAIL_TRANSPORT, type MailTransport } from '../../platform/mail/mail.port';
import { decideContactMessage } from '../contact-message.commands';
import { contactMessageDecider } from '../contact-message.decider';
import { contactMessageStreamId } from '../contact-message.events';
import { ContactMessageNotFound } from '../contact-message.errors';
import { contactMessageMail } from './contact-message-mail';
import { FORWARD_CONTACT_MESSAGE_SETTINGS, type ForwardContactMessagePayload } from './contact-message-queue';

/**
 * Sends one received contact message to SUPPORT_EMAIL and records that it did. A run for a message already
 * forwarded sends nothing; a run cut short between the send and the record sends the same mail again (same ids),
 * which the outbox keeps once and an SMTP server receives under the same Message-ID.
 */
@Injectable()
export class ForwardContactMessageRun {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
  ) {}

  async run({ messageId }: ForwardContactMessagePayload): Promise<void> {
    const { state } = await loadAggregate(
      this.store,
      contactMessageStreamId(messageId),
      contactMessageDecider,
    );
    if (!state.exists) throw new ContactMessageNotFound(messageId);
    if (state.forwardedTo !== null) return;
    const mail = contactMessageMail(state, {
      supportEmail: this.config.SUPPORT_EMAIL,
      publicUrl: this.config.PUBLIC_URL,
    });
    const delivery = await this.transport.send(mail);
    const meta = commandMetadata(null, { idempotencyKey: `forward-contact-message:${messageId}` });
    await this.commands.execute(
      decideContactMessage(
        {
          type: 'RecordContactMessageForwarded',
          data: {
            messageId,
            to: this.config.SUPPORT_EMAIL,
            transport: delivery.transport,
            smtpMessageId: delivery.smtpMessageId,
          },
        },
        meta,
      ),
    );
  }
}

/** Registers the forwarding queue with JOBS; it is worked where the jobs run (JOBS_ENABLED). */
@Injectable()
export class ContactMessageQueues implements OnModuleInit {
  constructor(
    @Inject(JOBS) private readonly jobs: Jobs,
    private readonly forward: ForwardContactMessageRun,
  ) {}

  onModuleInit(): void {
    this.jobs.registerQueue<ForwardContactMessagePayload>({
      ...FORWARD_CONTACT_MESSAGE_SETTINGS,
      concurrency: 2,
      run: (payload) => this.forward.run(payload),
    });
  }
}
