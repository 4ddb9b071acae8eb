import { sql } from 'kysely';
import type { ClubEvent } from '@outreach/backend/clubs/club.events';
import { CLUB_EVENT_TYPES } from '@outreach/backend/clubs/club.events';
import type { ClubsListRow, ClubsReadModels } from '@outreach/backend/clubs/queries/clubs-list.row';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import type { KeyedTable, TimestampsAsText } from '../runner/keyed-table';
import { keyedTableProjector } from '../runner/keyed-table-projector';
import type { Projector } from '../runner/projector';

type Row = TimestampsAsText<ClubsListRow>;

export const clubsListTable: KeyedTable<Row> = {
  name: 'clubs_list',
  key: 'club_code',
  columns: {
    club_code: 'text',
    club_name: 'text',
    max_free_signups: 'integer',
    current_signups: 'integer',
    remaining_signups: 'integer',
    is_active: 'boolean',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
    position: 'text',
  },
  clauses: {
    current_signups: sql`DEFAULT 0`,
    remaining_signups: sql`CHECK (remaining_signups >= 0)`,
  },
  // Free space per page lets the frequent counter updates stay HOT (no index write per update).
  storage: sql`fillfactor = 80`,
};

type ClubRecordedEvent = RecordedEvent & ClubEvent;

const remaining = (max: number, current: number): number => Math.max(max - current, 0);

/** Applies one event to a club's row in memory; null means the club does not exist (never created or deleted). */
function evolveRow(row: Row | null, event: ClubRecordedEvent): Row | null {
  const at = event.metadata.recordedAt;
  switch (event.type) {
    case 'ClubCreated':
      return {
        club_code: event.data.clubCode,
        club_name: event.data.clubName,
        max_free_signups: event.data.maxFreeSignups,
        current_signups: 0,
        remaining_signups: remaining(event.data.maxFreeSignups, 0),
        is_active: event.data.isActive,
        created_at: at,
        updated_at: at,
        position: event.position,
      };
    case 'ClubUpdated': {
      if (!row) return row;
      const max = event.data.maxFreeSignups ?? row.max_free_signups;
      return {
        ...row,
        club_name: event.data.clubName ?? row.club_name,
        max_free_signups: max,
        remaining_signups: remaining(max, row.current_signups),
        is_active: event.data.isActive ?? row.is_active,
        updated_at: at,
        position: event.position,
      };
    }
    case 'ClubSignupRecorded': {
      if (!row) return row;
      const current = row.current_signups + 1;
      return {
        ...row,
        current_signups: current,
        remaining_signups: remaining(row.max_free_signups, current),
        updated_at: at,
        position: event.position,
      };
    }
    case 'ClubDeleted':
      return null;
    default: {
      const _never: never = event;
      return row;
    }
  }
}

/** Admin clubs list: one row per existing club with its sign-up counts; deleted clubs have no row. */
export const clubsListProjector: Projector<ClubsReadModels> = keyedTableProjector({
  name: 'clubs-list',
  version: 1,
  description: 'Admin clubs list: one row per existing club with free sign-up counts',
  handles: CLUB_EVENT_TYPES,
  table: clubsListTable,
  keyOfEvent: (event) => event.data.clubCode,
  evolve: evolveRow,
  // Deleted clubs leave a tombstone so a re-applied older ClubCreated cannot bring them back.
  removes: (event) => event.type === 'ClubDeleted',
});
