import type { CommandMetadata } from '../platform/commands/command-metadata';
import { Decide, decisionTargets } from '../platform/commands/decide.command';
import {
  contactMessageDecider,
  type ReceiveContactMessage,
  type RecordContactMessageForwarded,
} from './contact-message.decider';
import { contactMessageStreamId } from './contact-message.events';

export interface ContactMessageCommandResult {
  messageId: string;
  /** When the message was first received: a repeated send answers the original time. */
  receivedAt: string;
  /** Whether the command appended an event (false for a repeat). */
  recorded: boolean;
  checkpoint: string;
}

const targets = decisionTargets(contactMessageDecider, (command) =>
  contactMessageStreamId(command.data.messageId),
);

const contactMessages = targets<
  ReceiveContactMessage | RecordContactMessageForwarded,
  ContactMessageCommandResult
>(({ history, events, checkpoint }, command) => ({
  messageId: command.data.messageId,
  receivedAt: history.find((event) => event.type === 'ContactMessageReceived')?.metadata.recordedAt ?? '',
  recorded: events.length > 0,
  checkpoint,
}));

export const decideContactMessage = (
  command: ReceiveContactMessage | RecordContactMessageForwarded,
  meta: CommandMetadata,
) => new Decide(contactMessages, command, meta);
