import { Module } from '@nestjs/common';
import { MessagingModule } from '../messaging/messaging.module';
import { DecisionsModule } from '../platform/commands/decisions.module';
import { ImapReplyPoller } from './imap-reply-poller';

/** Inbound replies over IMAP; idle unless IMAP_URL is set. */
@Module({
  imports: [DecisionsModule, MessagingModule],
  providers: [ImapReplyPoller],
  exports: [ImapReplyPoller],
})
export class RepliesModule {}
