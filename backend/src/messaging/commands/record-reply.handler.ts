import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '../../platform/commands/handle-command';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { conversationDecider } from '../conversation.decider';
import { conversationStreamId } from '../conversation.events';
import { RecordReply, type RecordReplyResult } from './record-reply.command';

@CommandHandler(RecordReply)
export class RecordReplyHandler implements ICommandHandler<RecordReply> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, contactId, reply, meta }: RecordReply): Promise<RecordReplyResult> {
    const { checkpoint } = await handleCommand(
      this.store,
      conversationStreamId(contactId),
      conversationDecider,
      { type: 'RecordReplyReceived', data: { contactId, userId, ...reply } },
      { ...meta, idempotencyKey: `reply:${reply.replyId}` },
      { retryJitterMs: 20 },
    );
    return { reply_id: reply.replyId, checkpoint };
  }
}
