import { Command } from '@nestjs/cqrs';
import type { MessageType } from '../../drafts/draft-rules.contract';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { SendResult } from './send-message.command';

/** What POST /emails/send/ sends in place of the draft's saved text (the compose view may hold unsaved edits). */
export interface DraftContent {
  contactId: string;
  subject: string;
  body: string;
  messageType: MessageType;
}

/**
 * Sends the caller's saved draft and marks it sent; sending one draft twice, by either route, sends it once.
 * `content` absent: the draft as saved, and a draft already sent answers its message again (the draft route).
 * `content` given (POST /emails/send/ with draft_id): that text, and a draft already sent is refused with 409.
 * `messageId` given (a campaign's slot): the draft goes out as that message, whatever its earlier attempts, so the
 * caller that chose the id finds that very message again after a crash, sent or failed, and never sends a second.
 */
export class SendDraft extends Command<SendResult> {
  constructor(
    readonly userId: string,
    readonly userEmail: string,
    readonly draftId: string,
    readonly meta: CommandMetadata,
    readonly content?: DraftContent,
    readonly messageId?: string,
  ) {
    super();
  }
}
