import { Inject, Injectable } from '@nestjs/common';
import { loadAggregate } from '../../platform/commands/execute-command';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { conversationDecider, type MessageStatus } from '../conversation.decider';
import { conversationStreamId } from '../conversation.events';
import { sendQuotaDecider } from '../send-quota.decider';
import { sendQuotaStreamId } from '../send-quota.events';

/** One message of a conversation as its stream has it. */
export interface MessageProgress {
  userId: string;
  status: MessageStatus;
  /** When it was queued: the instant its send was decided and its day of the cap. */
  queuedAt: string;
}

/**
 * Where sending stands, from the streams the send pipeline writes (not read models), for a process that drives
 * sends itself (the campaign scheduler): a message's status, and the messages holding slots of a day's cap.
 */
@Injectable()
export class SendProgressQuery {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The message in the contact's conversation, or null when it was never queued. */
  async message(contactId: string, messageId: string): Promise<MessageProgress | null> {
    const { state, history } = await loadAggregate(
      this.store,
      conversationStreamId(contactId),
      conversationDecider,
    );
    const message = state.messages[messageId];
    if (!message) return null;
    const queued = history.find(
      (event) => event.type === 'MessageQueued' && event.data.messageId === messageId,
    );
    return {
      userId: message.queued.userId,
      status: message.status,
      queuedAt: queued?.metadata.recordedAt ?? '',
    };
  }

  /** The user's messages holding a slot of the UTC day's cap, as the send itself counts them. */
  async holding(userId: string, day: string): Promise<string[]> {
    const { state } = await loadAggregate(this.store, sendQuotaStreamId(userId, day), sendQuotaDecider);
    return state.holding;
  }
}
