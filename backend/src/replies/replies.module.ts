import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MessagingModule } from '../messaging/messaging.module';
import { ImapReplyPoller } from './imap-reply-poller';

/** Inbound replies over IMAP; idle unless IMAP_URL is set. */
@Module({
  imports: [CqrsModule, MessagingModule],
  providers: [ImapReplyPoller],
  exports: [ImapReplyPoller],
})
export class RepliesModule {}
