import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { DraftCommandResult } from './execute-draft-command';

/** An absent subject or body stays as it is; contactId, when given, must be the draft's contact. */
export interface EditDraftInput {
  subject?: string;
  body?: string;
  contactId?: string;
}

export class EditDraft extends Command<DraftCommandResult> {
  constructor(
    readonly userId: string,
    readonly draftId: string,
    readonly input: EditDraftInput,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
