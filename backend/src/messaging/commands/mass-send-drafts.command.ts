import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { BatchSendResult } from './send-drafts.command';

/** A mass send's answer: the batch's outcome, and how many of the drafts asked for wait for the next day's slots. */
export interface MassSendResult extends BatchSendResult {
  /** Drafts asked for that the daily cap held back; they stay drafts. */
  waiting: number;
  /** Why drafts wait (the daily cap's refusal), when some do. */
  detail?: string;
}

/**
 * Sends the caller's waiting drafts, one per contact (of `contactIds` when given), at most `limit`, through the
 * batch send (plan limit, quota, idempotency, tracking, MessageFailed) and never past the day's cap.
 */
export class MassSendDrafts extends Command<MassSendResult> {
  constructor(
    readonly userId: string,
    readonly userEmail: string,
    readonly limit: number,
    readonly contactIds: string[] | undefined,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
