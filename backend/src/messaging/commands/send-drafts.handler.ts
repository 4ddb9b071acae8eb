import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PlanLimitsQuery } from '../../plan-limits/queries/plan-limits.query';
import { DomainError } from '../../platform/errors/domain-error';
import { draftIdParam } from '../messaging.contract';
import { NoDraftsSelectedForSending, SendDraftNotFound } from '../messaging.errors';
import { SendDraft } from './send-draft.command';
import type { SendResult } from './send-message.command';
import { SendDrafts, type BatchSendResult } from './send-drafts.command';

@CommandHandler(SendDrafts)
export class SendDraftsHandler implements ICommandHandler<SendDrafts> {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: PlanLimitsQuery,
  ) {}

  async execute({ userId, userEmail, draftIds, meta }: SendDrafts): Promise<BatchSendResult> {
    const ids = [...new Set(draftIds)];
    if (ids.length === 0) throw new NoDraftsSelectedForSending();
    // A batch bigger than what the plan has left this period is refused whole, naming what is left: the user
    // chooses which drafts go rather than the order of the list.
    await this.limits.ensureAllowed(userId, 'emails_limit', ids.length, new Date(meta.now));
    const outcome: BatchSendResult = { sent: 0, failed: [], results: [], checkpoint: '' };
    // One at a time: the daily cap and the one-connection-request rule then judge each in order.
    for (const draftId of ids) {
      try {
        if (!draftIdParam.safeParse(draftId).success) throw new SendDraftNotFound();
        const result: SendResult = await this.commands.execute(
          new SendDraft(userId, userEmail, draftId, meta),
        );
        if (result.status !== 'queued' && result.checkpoint > outcome.checkpoint) {
          outcome.checkpoint = result.checkpoint;
        }
        outcome.results.push({ draft_id: draftId, ...pick(result) });
        if (result.status === 'sent') outcome.sent += 1;
        // Not sent by this batch, also when another request is sending it right now: the detail says which.
        else outcome.failed.push({ draft_id: draftId, detail: result.detail ?? 'Sending failed' });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcome.results.push({
          draft_id: draftId,
          message_id: null,
          status: 'failed',
          detail: error.message,
          code: error.code,
        });
        outcome.failed.push({ draft_id: draftId, detail: error.message });
      }
    }
    return outcome;
  }
}

const pick = ({ message_id, status, detail }: SendResult) => ({
  message_id,
  status,
  ...(detail !== undefined ? { detail } : {}),
});
