import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { RecordReplyResult } from '../conversation.commands';

export const DEFAULT_SIMULATED_REPLY = 'Thanks for reaching out! Happy to chat next week.';

/** The outbox stands in for the contact: a reply to one of the caller's captured messages. */
export class SimulateReply extends Command<RecordReplyResult> {
  constructor(
    readonly userId: string,
    readonly outboxMessageId: string,
    readonly content: string,
    readonly replyId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
