import { UnknownCommand, type Decider } from '../platform/commands/decider';
import type { ContactSubject } from './contact-message.contract';
import type {
  ContactMessageEvent,
  ContactMessageForwarded,
  ContactMessageReceived,
} from './contact-message.events';
import { ContactMessageNotFound } from './contact-message.errors';

export interface ReceiveContactMessage {
  type: 'ReceiveContactMessage';
  data: ContactMessageReceived['data'];
}

/** Records that the message reached the support address. */
export interface RecordContactMessageForwarded {
  type: 'RecordContactMessageForwarded';
  data: ContactMessageForwarded['data'];
}

export type ContactMessageCommand = ReceiveContactMessage | RecordContactMessageForwarded;

export interface ContactMessageState {
  exists: boolean;
  messageId: string;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  forwardedTo: string | null;
}

export const initialState = (): ContactMessageState => ({
  exists: false,
  messageId: '',
  name: '',
  email: '',
  subject: 'general',
  message: '',
  forwardedTo: null,
});

export function evolve(state: ContactMessageState, event: ContactMessageEvent): ContactMessageState {
  switch (event.type) {
    case 'ContactMessageReceived':
      return { ...event.data, exists: true, forwardedTo: null };
    case 'ContactMessageForwarded':
      return { ...state, forwardedTo: event.data.to };
    default:
      return state;
  }
}

export function decide(command: ContactMessageCommand, state: ContactMessageState): ContactMessageEvent[] {
  switch (command.type) {
    case 'ReceiveContactMessage':
      // The id derives from the client's idempotency key: the same form sent again is the same message.
      if (state.exists) return [];
      return [{ type: 'ContactMessageReceived', data: command.data }];
    case 'RecordContactMessageForwarded':
      if (!state.exists) throw new ContactMessageNotFound(command.data.messageId);
      // Forwarding runs at least once; support gets one message, and the log says so once.
      if (state.forwardedTo !== null) return [];
      return [{ type: 'ContactMessageForwarded', data: command.data }];
    default: {
      const _never: never = command;
      throw new UnknownCommand(_never);
    }
  }
}

export const contactMessageDecider: Decider<ContactMessageCommand, ContactMessageEvent, ContactMessageState> =
  {
    initialState,
    evolve,
    decide,
  };
