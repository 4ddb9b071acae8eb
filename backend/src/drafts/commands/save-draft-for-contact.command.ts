import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { DraftSource, MessageType, Tone } from '../draft-rules.contract';
import type { DraftCommandResult } from '../draft.commands';

/** What a draft is saved with; the body may be plain text (line breaks kept as <br>) or HTML (sanitised). */
export interface SaveDraftInput {
  contactId: string;
  subject: string;
  body: string;
  /** Default 'Connection Request'. */
  messageType?: MessageType;
  /** Default 'Professional'. */
  tone?: Tone;
  /** Default 'manual'. */
  source?: DraftSource;
}

/**
 * Saves a new draft for one of the user's contacts; other contexts (AI drafting) send it too. Under an
 * idempotency key the draft id is derived from it, so a retried save answers the first draft.
 */
export class SaveDraftForContact extends Command<DraftCommandResult> {
  constructor(
    readonly userId: string,
    readonly input: SaveDraftInput,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
