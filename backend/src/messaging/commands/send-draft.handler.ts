import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { markDraftSent } from '../../drafts/draft.commands';
import { DraftsQuery } from '../../drafts/queries/drafts.query';
import { loadAggregate } from '../../platform/commands/execute-command';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { conversationDecider } from '../conversation.decider';
import { conversationStreamId } from '../conversation.events';
import { messageIdForDraft } from '../message-id';
import { DraftAlreadySentBefore, DraftContactDiffers, SendDraftNotFound } from '../messaging.errors';
import { SendDraft } from './send-draft.command';
import { SendMessage, type SendResult } from './send-message.command';

@CommandHandler(SendDraft)
export class SendDraftHandler implements ICommandHandler<SendDraft> {
  constructor(
    private readonly drafts: DraftsQuery,
    private readonly commands: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({
    userId,
    userEmail,
    draftId,
    meta,
    content,
    messageId: chosenId,
  }: SendDraft): Promise<SendResult> {
    const field = content ? 'draft_id' : 'id';
    const found = await this.drafts.draftForUser(userId, draftId);
    if (!found || found.state === 'deleted') throw new SendDraftNotFound(field);
    if (content && found.state === 'sent') throw new DraftAlreadySentBefore();
    const { draft } = found;
    if (content && content.contactId !== draft.contact_id) throw new DraftContactDiffers();
    const messageId =
      found.messageId ?? chosenId ?? (await this.nextMessageId(userId, draftId, draft.contact_id));
    const result = await this.commands.execute(
      new SendMessage(
        userId,
        userEmail,
        {
          contactId: draft.contact_id,
          subject: content?.subject ?? draft.subject,
          body: content?.body ?? draft.body,
          messageType: content?.messageType ?? draft.message_type,
          draftId,
          messageId,
        },
        meta,
      ),
    );
    if (result.status !== 'sent') return result;
    // Also when the draft is marked already: a repeated send answers the checkpoint it answered the first time.
    const marked = await this.commands.execute(
      markDraftSent(
        { type: 'MarkDraftSent', data: { draftId, userId, messageId } },
        { ...meta, idempotencyKey: `draft-sent:${messageId}` },
      ),
    );
    return {
      ...result,
      checkpoint: marked.checkpoint > result.checkpoint ? marked.checkpoint : result.checkpoint,
    };
  }

  /**
   * The draft's message id: derived from the draft, so a repeated send is the same message, and from the
   * number of its failed attempts, so a draft whose send failed can be sent again as a new message.
   */
  private async nextMessageId(userId: string, draftId: string, contactId: string): Promise<string> {
    const { state } = await loadAggregate(this.store, conversationStreamId(contactId), conversationDecider);
    const failures = Object.values(state.messages).filter(
      (message) => message.queued.draftId === draftId && message.status === 'failed',
    ).length;
    return messageIdForDraft(userId, failures === 0 ? draftId : `${draftId}#${failures}`);
  }
}
