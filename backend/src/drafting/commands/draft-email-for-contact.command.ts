import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';

export interface DraftedEmail {
  draftId: string;
  /** True when a draft was already saved under the key: the model was not asked again. */
  existing: boolean;
}

/**
 * Writes one AI e-mail for one of the user's contacts with the default message type and tone, and saves it as a
 * draft (counted by write_limit, never sent), for callers drafting on the user's behalf (the autopilot). The
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
  ) {
    super();
  }
}
