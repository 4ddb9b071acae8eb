import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';

export interface BatchSendResult {
  sent: number;
  failed: { draft_id: string; detail: string }[];
  /** Each draft's outcome, in the order asked. */
  results: {
    draft_id: string;
    message_id: string | null;
    status: 'sent' | 'failed' | 'queued';
    detail?: string;
    /** The refusal's code when the draft was refused before it was queued (e.g. SEND.DAILY_CAP_REACHED). */
    code?: string;
  }[];
  checkpoint: string;
}

/** Sends drafts one after the other; one draft failing does not stop the rest. */
export class SendDrafts extends Command<BatchSendResult> {
  constructor(
    readonly userId: string,
    readonly userEmail: string,
    readonly draftIds: string[],
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
