import { UnknownCommand, type Decider } from '../platform/commands/decider';
import type { MessageType } from '../drafts/draft-rules.contract';
import type {
  ConversationEvent,
  MessageFailed,
  MessageQueued,
  MessageSent,
  ReplyReceived,
} from './conversation.events';
import { ConnectionRequestAlreadySent, MessageAlreadyFinished, MessageNotQueued } from './messaging.errors';

export interface QueueMessage {
  type: 'QueueMessage';
  data: MessageQueued['data'];
}

export interface RecordMessageSent {
  type: 'RecordMessageSent';
  data: MessageSent['data'];
}

export interface RecordMessageFailed {
  type: 'RecordMessageFailed';
  data: MessageFailed['data'];
}

export interface RecordReplyReceived {
  type: 'RecordReplyReceived';
  data: ReplyReceived['data'];
}

export type ConversationCommand =
  QueueMessage | RecordMessageSent | RecordMessageFailed | RecordReplyReceived;

export type MessageStatus = 'queued' | 'sent' | 'failed';

export interface ConversationMessage {
  status: MessageStatus;
  messageType: MessageType;
  failureReason: string | null;
  smtpMessageId: string | null;
  /** The MessageQueued data: what a retry re-delivers. */
  queued: MessageQueued['data'];
}

export interface ConversationState {
  messages: Record<string, ConversationMessage>;
  replyIds: string[];
}

export const initialState = (): ConversationState => ({ messages: {}, replyIds: [] });

/** The state with one queued message's outcome recorded; an outcome for no known message changes nothing. */
function withMessage(
  state: ConversationState,
  messageId: string,
  outcome: Partial<ConversationMessage>,
): ConversationState {
  const message = state.messages[messageId];
  if (!message) return state;
  return { ...state, messages: { ...state.messages, [messageId]: { ...message, ...outcome } } };
}

export function evolve(state: ConversationState, event: ConversationEvent): ConversationState {
  switch (event.type) {
    case 'MessageQueued':
      return {
        ...state,
        messages: {
          ...state.messages,
          [event.data.messageId]: {
            status: 'queued',
            messageType: event.data.messageType,
            failureReason: null,
            smtpMessageId: null,
            queued: event.data,
          },
        },
      };
    case 'MessageSent':
      return withMessage(state, event.data.messageId, {
        status: 'sent',
        smtpMessageId: event.data.smtpMessageId,
      });
    case 'MessageFailed':
      return withMessage(state, event.data.messageId, { status: 'failed', failureReason: event.data.reason });
    case 'ReplyReceived':
      return { ...state, replyIds: [...state.replyIds, event.data.replyId] };
    default:
      return state;
  }
}

/** Queued and sent connection requests block another; a failed one never reached the contact. */
const connectionRequestPending = (state: ConversationState): boolean =>
  Object.values(state.messages).some(
    (message) => message.messageType === 'Connection Request' && message.status !== 'failed',
  );

function finishing(state: ConversationState, messageId: string, outcome: 'sent' | 'failed'): boolean {
  const message = state.messages[messageId];
  if (!message) throw new MessageNotQueued(messageId);
  if (message.status === outcome) return false;
  if (message.status !== 'queued') throw new MessageAlreadyFinished(messageId, message.status);
  return true;
}

export function decide(command: ConversationCommand, state: ConversationState): ConversationEvent[] {
  switch (command.type) {
    case 'QueueMessage': {
      // The same message queued again is a retry of one send, not a second message.
      if (state.messages[command.data.messageId]) return [];
      if (command.data.messageType === 'Connection Request' && connectionRequestPending(state)) {
        throw new ConnectionRequestAlreadySent(command.data.toEmail);
      }
      return [{ type: 'MessageQueued', data: command.data }];
    }
    case 'RecordMessageSent':
      return finishing(state, command.data.messageId, 'sent')
        ? [{ type: 'MessageSent', data: command.data }]
        : [];
    case 'RecordMessageFailed':
      return finishing(state, command.data.messageId, 'failed')
        ? [{ type: 'MessageFailed', data: command.data }]
        : [];
    case 'RecordReplyReceived':
      return state.replyIds.includes(command.data.replyId)
        ? []
        : [{ type: 'ReplyReceived', data: command.data }];
    default: {
      const _never: never = command;
      throw new UnknownCommand(_never);
    }
  }
}

export const conversationDecider: Decider<ConversationCommand, ConversationEvent, ConversationState> = {
  initialState,
  evolve,
  decide,
};
