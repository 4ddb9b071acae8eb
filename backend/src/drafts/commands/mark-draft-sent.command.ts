import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';

export interface MarkDraftSentResult {
  id: string;
  checkpoint: string;
}

/**
 * Records that the user's draft went out as `messageId` (messaging sends it); the draft leaves the drafts list.
 * Marking it again with the same message changes nothing; with another message it is refused (409).
 */
export class MarkDraftSent extends Command<MarkDraftSentResult> {
  constructor(
    readonly userId: string,
    readonly draftId: string,
    readonly messageId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
