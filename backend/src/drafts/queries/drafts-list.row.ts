import type { DraftSource, DraftView } from '../draft-rules.contract';

/**
 * The drafts_list read model as the queries see it: one row per draft still a draft (not sent, not deleted), with a
 * draft's view fields under the same names (body: sanitised HTML, line breaks as <br>) and its times as the database
 * gives them.
 */
export interface DraftsListRow extends Omit<DraftView, 'id' | 'status' | 'created_at' | 'updated_at'> {
  user_id: string;
  source: DraftSource;
  created_at: Date;
  updated_at: Date;
  /** Position of the last event applied to the row; re-applied older events are skipped. */
  position: string;
}

export interface DraftsReadModels {
  drafts_list: DraftsListRow;
}
