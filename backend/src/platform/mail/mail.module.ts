import { Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { DATABASE } from '../database/database';
import { MAIL_TRANSPORT, type MailTransport } from './mail.port';
import type { MailOutboxTables } from './mail-outbox.row';
import { OutboxMailTransport } from './outbox-mail.transport';
import { SmtpMailTransport } from './smtp-mail.transport';

export const createMailTransport = (
  config: Pick<AppConfig, 'SMTP_URL' | 'SMTP_TIMEOUT_SECONDS'>,
  db: Kysely<MailOutboxTables>,
) =>
  config.SMTP_URL
    ? new SmtpMailTransport(config.SMTP_URL, config.SMTP_TIMEOUT_SECONDS)
    : new OutboxMailTransport(db);

/** Outgoing mail: SMTP when SMTP_URL is set, otherwise the embedded outbox. */
@Module({
  providers: [
    {
      provide: MAIL_TRANSPORT,
      useFactory: (config: AppConfig, db: Kysely<MailOutboxTables>) => createMailTransport(config, db),
      inject: [APP_CONFIG, DATABASE],
    },
  ],
  exports: [MAIL_TRANSPORT],
})
export class MailModule implements OnApplicationShutdown {
  constructor(@Inject(MAIL_TRANSPORT) private readonly transport: MailTransport) {}

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
