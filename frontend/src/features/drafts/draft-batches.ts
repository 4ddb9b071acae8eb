import type { BatchFailure } from '../../api/drafts.api';
import { serverErrorMessage } from '../../lib/error-detail';
import { chunksOf } from '../../lib/in-chunks';

export interface BatchOutcome {
  done: number;
  failed: BatchFailure[];
  /** The error of every chunk the server refused as a whole; all chunks refused means nothing was tried. */
  errors: unknown[];
  chunks: number;
}

/**
 * The batch endpoints take at most MAX_BATCH_SEND / MAX_BATCH_DRAFTS ids per request, so a larger selection goes
 * in consecutive chunks whose counts add up. One at a time: sends share the daily quota and order matters.
 */
export async function inChunks(
  ids: readonly string[],
  size: number,
  call: (chunk: string[]) => Promise<{ done: number; failed: BatchFailure[] }>,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { done: 0, failed: [], errors: [], chunks: 0 };
  for (const chunk of chunksOf(ids, size)) {
    outcome.chunks += 1;
    try {
      const { done, failed } = await call(chunk);
      outcome.done += done;
      outcome.failed.push(...failed);
    } catch (error) {
      outcome.errors.push(error);
      const detail = serverErrorMessage(error, '') || 'The request failed.';
      outcome.failed.push(...chunk.map((draft_id) => ({ draft_id, detail })));
    }
  }
  return outcome;
}
