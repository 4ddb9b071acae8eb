import type { DraftSource, MessageType, Tone } from '../draft-rules.contract';

/** The drafts_list read model as the queries see it: one row per draft still a draft (not sent, not deleted). */
export interface DraftsListRow {
  draft_id: string;
  user_id: string;
  contact_id: string;
  contact_email: string;
  contact_name: string;
  company: string;
  subject: string;
  /** Sanitised HTML, line breaks as <br>. */
  body: string;
  message_type: MessageType;
  tone: Tone;
  source: DraftSource;
  created_at: Date;
  updated_at: Date;
  /** Position of the last event applied to the row; re-applied older events are skipped. */
  position: string;
}

export interface DraftsReadModels {
  drafts_list: DraftsListRow;
}
