import { MAX_BATCH_DRAFTS } from '@outreach/backend/drafts/draft.contract';
import { MAX_BATCH_SEND } from '@outreach/backend/messaging/messaging.contract';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import {
  passedIds,
  useBatchDeleteDraftsMutation,
  useBatchSendDraftsMutation,
  useDeleteDraftMutation,
  useSendDraftMutation,
  type Draft,
} from '../../api/drafts.api';
import { serverErrorMessage } from '../../lib/error-detail';
import { inChunks, type BatchOutcome } from './draft-batches';

/** The toasts of one screen's single-draft actions (the drafts modal and a task's drafts word them differently). */
export interface DraftActionWords {
  sent: string;
  sendFailed: string;
  deleted: string;
  deleteFailed: string;
}

/**
 * A drafts list's actions, the same on every screen that lists drafts: send or delete one, send or delete a
 * selection in chunks the batch calls accept. Each action drops what it dealt with from the selection (`forget`).
 */
export function useDraftActions(forget: (ids: readonly string[]) => void, words: DraftActionWords) {
  const [sendingId, setSendingId] = useState<string | null>(null);
  const [sendDraft] = useSendDraftMutation();
  const [deleteDraft, deleting] = useDeleteDraftMutation();
  const [batchSend, batchSending] = useBatchSendDraftsMutation();
  const [batchDelete, batchDeleting] = useBatchDeleteDraftsMutation();

  const sendOne = async (draft: Draft) => {
    setSendingId(draft.id);
    try {
      const result = await sendDraft(draft.id).unwrap();
      if (result.status === 'sent') {
        forget([draft.id]);
        toast.success(words.sent);
      } else {
        toast.error(words.sendFailed, { description: result.detail });
      }
    } catch (error) {
      toast.error(words.sendFailed, { description: serverErrorMessage(error, '') || undefined });
    } finally {
      setSendingId(null);
    }
  };

  const deleteOne = async (draft: Draft) => {
    try {
      await deleteDraft(draft.id).unwrap();
      forget([draft.id]);
      toast.success(words.deleted);
    } catch (error) {
      toast.error(words.deleteFailed, { description: serverErrorMessage(error, '') || undefined });
    }
  };

  /** Sends or deletes the selection; the drafts that went leave it, and the caller words the outcome. */
  const runBatch = async (sending: boolean, ids: readonly string[]): Promise<BatchOutcome> => {
    const outcome = sending
      ? await inChunks(ids, MAX_BATCH_SEND, async (chunk) => {
          const { sent, failed } = await batchSend(chunk).unwrap();
          return { done: sent, failed };
        })
      : await inChunks(ids, MAX_BATCH_DRAFTS, async (chunk) => {
          const { deleted, failed } = await batchDelete(chunk).unwrap();
          return { done: deleted, failed };
        });
    forget(passedIds(ids, outcome.failed));
    return outcome;
  };

  const busy = deleting.isLoading || batchSending.isLoading || batchDeleting.isLoading;
  return { sendOne, deleteOne, runBatch, sendingId, busy };
}
