import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../platform/errors/domain-error';
import { deleteDraft } from '../draft.commands';
import { draftIdParam } from '../draft.contract';
import { BatchDeleteDrafts, type BatchDeleteDraftsResult } from './batch-delete-drafts.command';

/**
 * Deletes each draft as its own command (one stream per draft), so one missing or already-sent draft never
 * stops the others; each failure is reported with its id and reason.
 */
@CommandHandler(BatchDeleteDrafts)
export class BatchDeleteDraftsHandler implements ICommandHandler<BatchDeleteDrafts> {
  constructor(private readonly commands: CommandBus) {}

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
        const outcome = await this.commands.execute(
          deleteDraft({ type: 'DeleteDraft', data: { draftId, userId } }, itemMeta),
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
