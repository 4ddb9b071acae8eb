import { sql } from 'kysely';
import type { DraftEvent } from '@outreach/backend/drafts/draft.events';
import { DRAFT_EVENT_TYPES } from '@outreach/backend/drafts/draft.events';
import type { DraftsListRow, DraftsReadModels } from '@outreach/backend/drafts/queries/drafts-list.row';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import type { KeyedTable, TimestampsAsText } from '../runner/keyed-table';
import { keyedTableProjector } from '../runner/keyed-table-projector';
import type { Projector } from '../runner/projector';

type Row = TimestampsAsText<DraftsListRow>;

export const draftsListTable: KeyedTable<Row> = {
  name: 'drafts_list',
  key: 'draft_id',
  columns: {
    draft_id: 'text',
    user_id: 'text',
    contact_id: 'text',
    contact_email: 'text',
    contact_name: 'text',
    company: 'text',
    subject: 'text',
    body: 'text',
    message_type: 'text',
    tone: 'text',
    source: 'text',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    position: 'text',
  },
  indexes: [
    // Every query names one owner and reads newest first; the conversation page reads one contact's.
    sql`CREATE INDEX drafts_list_newest ON drafts_list (user_id, created_at DESC, draft_id)`,
    sql`CREATE INDEX drafts_list_by_contact ON drafts_list (user_id, contact_id, created_at DESC)`,
  ],
};

type DraftRecordedEvent = RecordedEvent & DraftEvent;

/** Applies one event to a draft's row in memory; null means it is not a draft (never saved, sent or deleted). */
function evolveRow(row: Row | null, event: DraftRecordedEvent): Row | null {
  const at = event.metadata.recordedAt;
  switch (event.type) {
    case 'DraftSaved': {
      const { data } = event;
      return {
        draft_id: data.draftId,
        user_id: data.userId,
        contact_id: data.contactId,
        contact_email: data.contactEmail,
        contact_name: data.contactName,
        company: data.company,
        subject: data.subject,
        body: data.body,
        message_type: data.messageType,
        tone: data.tone,
        source: data.source,
        created_at: at,
        updated_at: at,
        position: event.position,
      };
    }
    case 'DraftEdited':
      if (!row) return row;
      return {
        ...row,
        subject: event.data.subject,
        body: event.data.body,
        updated_at: at,
        position: event.position,
      };
    case 'DraftDeleted':
    case 'DraftSent':
      return null;
    default: {
      const _never: never = event;
      return row;
    }
  }
}

/** Each user's unsent drafts for the drafts modal, the dashboard card and the conversation page. */
export const draftsListProjector: Projector<DraftsReadModels> = keyedTableProjector({
  name: 'drafts-list',
  version: 1,
  description: "Each user's drafts still to send: newest first, grouped new and earlier by the query",
  handles: DRAFT_EVENT_TYPES,
  table: draftsListTable,
  keyOfEvent: (event) => event.data.draftId,
  evolve: evolveRow,
  // Sent and deleted drafts leave a tombstone so a re-applied older DraftSaved cannot bring them back.
  removes: (event) => event.type === 'DraftDeleted' || event.type === 'DraftSent',
  // Pushes go to owners' rooms.
  pushKeyOf: (event) => event.data.userId,
});
