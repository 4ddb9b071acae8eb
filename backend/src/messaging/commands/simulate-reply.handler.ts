import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { recordReply, type RecordReplyResult } from '../conversation.commands';
import { OutboxMessageNotFound } from '../messaging.errors';
import { OutboxQuery } from '../queries/outbox.query';
import { SimulateReply } from './simulate-reply.command';

@CommandHandler(SimulateReply)
export class SimulateReplyHandler implements ICommandHandler<SimulateReply> {
  constructor(
    private readonly outbox: OutboxQuery,
    private readonly commands: CommandBus,
  ) {}

  async execute({
    userId,
    outboxMessageId,
    content,
    replyId,
    meta,
  }: SimulateReply): Promise<RecordReplyResult> {
    const message = await this.outbox.replyTarget(userId, outboxMessageId);
    if (!message) throw new OutboxMessageNotFound();
    return this.commands.execute(
      recordReply(
        {
          type: 'RecordReplyReceived',
          data: {
            contactId: message.contactId,
            userId,
            replyId,
            inReplyToMessageId: message.messageId,
            fromEmail: message.toEmail,
            fromName: message.toName,
            subject: /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`,
            content,
            receivedAt: meta.now,
            source: 'simulated',
          },
        },
        meta,
      ),
    );
  }
}
