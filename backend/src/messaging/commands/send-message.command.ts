import { Command } from '@nestjs/cqrs';
import type { MessageType } from '../../drafts/draft-rules.contract';
import type { CommandMetadata } from '../../platform/commands/command-metadata';

export interface SendRequest {
  contactId: string;
  subject: string;
  body: string;
  messageType: MessageType;
  draftId: string | null;
  /** Derived from the Idempotency-Key or the draft, so a repeated request is the same message. */
  messageId: string;
}

export interface FinishedSend {
  message_id: string;
  status: 'sent' | 'failed';
  /** Why a failed message was not delivered. */
  detail?: string;
  checkpoint: string;
}

/** Another request is delivering this very message right now (a retry, a double click): HTTP 202. */
export interface SendInProgress {
  message_id: string;
  status: 'queued';
  detail: string;
}

export type SendResult = FinishedSend | SendInProgress;

export const MESSAGE_BEING_SENT = 'This message is already being sent.';

/**
 * Reserve a slot of the day → queue on the conversation → deliver → record sent or failed; one delivery of a
 * message at a time.
 */
export class SendMessage extends Command<SendResult> {
  constructor(
    readonly userId: string,
    /** The signed-in e-mail: the From address when neither the users list nor the user's stream has the user. */
    readonly userEmail: string,
    readonly request: SendRequest,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
