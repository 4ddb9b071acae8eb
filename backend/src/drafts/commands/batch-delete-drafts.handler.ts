import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../platform/errors/domain-error';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { draftIdParam } from '../draft.contract';
import { BatchDeleteDrafts, type BatchDeleteDraftsResult } from './batch-delete-drafts.command';
import { executeDraftCommand } from './execute-draft-command';

/**
 * Deletes each draft as its own command (one stream per draft), so one missing or already-sent draft never
 * stops the others; each failure is reported with its id and reason.
 */
@CommandHandler(BatchDeleteDrafts)
export class BatchDeleteDraftsHandler implements ICommandHandler<BatchDeleteDrafts> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ userId, draftIds, meta }: BatchDeleteDrafts): Promise<BatchDeleteDraftsResult> {
    let deleted = 0;
    let checkpoint = '';
    const failed: BatchDeleteDraftsResult['failed'] = [];
    for (const draftId of new Set(draftIds)) {
      const id = draftIdParam.safeParse(draftId);
      if (!id.success) {
        failed.push({ draft_id: draftId, detail: id.error.issues[0].message });
        continue;
      }
      const itemMeta = {
        ...meta,
        idempotencyKey: meta.idempotencyKey ? `${meta.idempotencyKey}/${draftId}` : undefined,
      };
      try {
        const outcome = await executeDraftCommand(
          this.store,
          { type: 'DeleteDraft', data: { draftId, userId } },
          itemMeta,
        );
        if (outcome.checkpoint > checkpoint) checkpoint = outcome.checkpoint;
        deleted += 1;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        failed.push({ draft_id: draftId, detail: error.message });
      }
    }
    return { deleted, failed, checkpoint };
  }
}
