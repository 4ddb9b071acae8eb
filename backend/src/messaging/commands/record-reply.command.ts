import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { ReplyReceived } from '../conversation.events';

export type ReplyDetails = Omit<ReplyReceived['data'], 'contactId' | 'userId'>;

export interface RecordReplyResult {
  reply_id: string;
  checkpoint: string;
}

/** A contact's answer arrived (IMAP polling or the outbox's simulation); recording one reply id twice is a no-op. */
export class RecordReply extends Command<RecordReplyResult> {
  constructor(
    readonly userId: string,
    readonly contactId: string,
    readonly reply: ReplyDetails,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
