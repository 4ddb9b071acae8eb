import { Command } from '@nestjs/cqrs';
import type { MessageType, Tone } from '../../drafts/draft-rules.contract';
import type { CommandMetadata } from '../../platform/commands/command-metadata';

export interface DraftedEmail {
  draftId: string;
  /** True when a draft was already saved under the key: the model was not asked again. */
  existing: boolean;
  /** The draft as saved (stored form). */
  subject: string;
  body: string;
  /** Read-your-writes checkpoint of the save; absent when the draft was saved before. */
  checkpoint?: string;
}

/** What a caller other than the autopilot may choose (the bulk stream): the defaults otherwise. */
export interface DraftEmailOptions {
  messageType?: MessageType;
  tone?: Tone;
  /** Stops the model call when the caller goes away; nothing is saved then. */
  signal?: AbortSignal;
}

/**
 * Writes one AI e-mail for one of the user's contacts (the default message type and tone unless given), and saves it
 * as a draft (counted by write_limit, never sent), for callers drafting many (the autopilot, the bulk stream). The
 * idempotency key names the draft: once it is saved, the same command answers it without asking the model.
 * Throws as POST /emails/stream would: NoResumeStored, DraftingContactNotFound, LanguageModelFailed,
 * EmptyDraftWritten, PlanLimitReached.
 */
export class DraftEmailForContact extends Command<DraftedEmail> {
  constructor(
    readonly userId: string,
    readonly contactId: string,
    readonly meta: CommandMetadata & { idempotencyKey: string },
    /** What to stress, as the stream's `instructions` (e.g. the jobs the user is after there). */
    readonly instructions?: string,
    readonly options: DraftEmailOptions = {},
  ) {
    super();
  }
}
