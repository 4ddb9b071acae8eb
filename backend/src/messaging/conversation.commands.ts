import type { CommandMetadata } from '../platform/commands/command-metadata';
import { Decide, type DecisionTarget } from '../platform/commands/decide.command';
import {
  conversationDecider,
  type ConversationState,
  type RecordReplyReceived,
} from './conversation.decider';
import { conversationStreamId, type ConversationEvent } from './conversation.events';

export interface RecordReplyResult {
  reply_id: string;
  checkpoint: string;
}

/**
 * Sends and replies of one contact append to the one conversation stream; the jitter spreads a loser's retries so
 * racers stop colliding in lockstep.
 */
export const CONVERSATION_RACE = { retryJitterMs: 20 };

const replies: DecisionTarget<RecordReplyReceived, ConversationEvent, ConversationState, RecordReplyResult> =
  {
    decider: conversationDecider,
    streamId: (command) => conversationStreamId(command.data.contactId),
    answer: ({ checkpoint }, command) => ({ reply_id: command.data.replyId, checkpoint }),
    options: CONVERSATION_RACE,
  };

/**
 * A contact's answer arrived (IMAP polling or the outbox's simulation). Its events are keyed by the reply id, so
 * recording one reply twice, whatever the request's own key, is a no-op.
 */
export const recordReply = (command: RecordReplyReceived, meta: CommandMetadata) =>
  new Decide(replies, command, { ...meta, idempotencyKey: `reply:${command.data.replyId}` });
