import { sql, Transaction } from 'kysely';
import type { ClubEvent } from '@outreach/backend/clubs/club.events';
import { CLUB_EVENT_TYPES } from '@outreach/backend/clubs/club.events';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import type { Projector } from '../runner/projector';

export interface ClubsListRow {
  club_code: string;
  club_name: string;
  max_free_signups: number;
  current_signups: number;
  remaining_signups: number;
  is_active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  /** Position of the last event applied to the row; re-applied older events are skipped. */
  position: string;
}

export interface ClubsListTables {
  clubs_list: ClubsListRow;
}

type ClubRecordedEvent = RecordedEvent & ClubEvent;

const remaining = (max: number, current: number): number => Math.max(max - current, 0);

/** Applies one event to a club's row in memory; null means the club does not exist (never created or deleted). */
function evolveRow(row: ClubsListRow | null, event: ClubRecordedEvent): ClubsListRow | null {
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

interface Outcome {
  row: ClubsListRow | null;
  /** Position of the ClubDeleted that removed the club, when the batch ends with it deleted. */
  deletedAt: string | null;
}

/** Admin clubs list: one row per existing club with its sign-up counts; deleted clubs have no row. */
export const clubsListProjector: Projector<ClubsListTables> = {
  name: 'clubs-list',
  version: 1,
  description: 'Admin clubs list: one row per existing club with free sign-up counts',
  handles: CLUB_EVENT_TYPES,
  tables: ['clubs_list'],

  async migrate(trx) {
    // Free space per page lets the frequent counter updates stay HOT (no index write per update).
    await sql`
      CREATE TABLE clubs_list (
        club_code text PRIMARY KEY,
        club_name text NOT NULL,
        max_free_signups integer NOT NULL,
        current_signups integer NOT NULL DEFAULT 0,
        remaining_signups integer NOT NULL CHECK (remaining_signups >= 0),
        is_active boolean NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        position text NOT NULL
      ) WITH (fillfactor = 80)
    `.execute(trx);
    // Deleted clubs leave a tombstone so a re-applied older ClubCreated cannot bring them back.
    await sql`
      CREATE TABLE clubs_list_tombstones (
        club_code text PRIMARY KEY,
        position text NOT NULL
      )
    `.execute(trx);
  },

  async apply(trx: Transaction<ClubsListTables>, events: RecordedEvent[]) {
    const clubEvents = events as ClubRecordedEvent[];
    const codes = [...new Set(clubEvents.map((event) => event.data.clubCode))];
    // One round trip for rows and tombstones; timestamps stay text because they are only carried forward.
    const stored = await sql<ClubsListRow & { tombstone: string | null }>`
      SELECT k.code AS club_code, c.club_name, c.max_free_signups, c.current_signups, c.remaining_signups,
        c.is_active, c.created_at::text AS created_at, c.updated_at::text AS updated_at, c.position,
        t.position AS tombstone
      FROM unnest(${codes}::text[]) AS k(code)
      LEFT JOIN clubs_list c ON c.club_code = k.code
      LEFT JOIN clubs_list_tombstones t ON t.club_code = k.code
      WHERE c.club_code IS NOT NULL OR t.club_code IS NOT NULL
    `.execute(trx);

    const outcomes = new Map<string, Outcome>();
    const storedPosition = new Map<string, string>();
    const guards = new Map<string, string>();
    for (const { tombstone, ...row } of stored.rows) {
      const hasRow = row.position !== null;
      if (hasRow) {
        outcomes.set(row.club_code, { row, deletedAt: null });
        storedPosition.set(row.club_code, row.position);
      }
      const guard = !hasRow
        ? tombstone
        : tombstone !== null && tombstone > row.position
          ? tombstone
          : row.position;
      if (guard !== null) guards.set(row.club_code, guard);
    }

    // Each club is folded in memory so a batch costs one read and a few set-based writes, whatever its size.
    for (const event of clubEvents) {
      const code = event.data.clubCode;
      const guard = guards.get(code);
      if (guard !== undefined && event.position <= guard) continue;
      const previous = outcomes.get(code);
      const next = evolveRow(previous?.row ?? null, event);
      const deletedAt =
        next !== null ? null : event.type === 'ClubDeleted' ? event.position : (previous?.deletedAt ?? null);
      outcomes.set(code, { row: next, deletedAt });
    }

    const updates: ClubsListRow[] = [];
    const inserts: ClubsListRow[] = [];
    const deletes: { code: string; position: string }[] = [];
    for (const [code, outcome] of outcomes) {
      const before = storedPosition.get(code);
      if (outcome.row && outcome.row.position !== before)
        (before === undefined ? inserts : updates).push(outcome.row);
      else if (!outcome.row && outcome.deletedAt !== null)
        deletes.push({ code, position: outcome.deletedAt });
    }

    if (updates.length > 0) {
      await sql`
        UPDATE clubs_list AS c SET
          club_name = u.club_name,
          max_free_signups = u.max_free_signups,
          current_signups = u.current_signups,
          remaining_signups = u.remaining_signups,
          is_active = u.is_active,
          created_at = u.created_at,
          updated_at = u.updated_at,
          position = u.position
        FROM ${rowsOf(updates)}
        WHERE c.club_code = u.club_code AND c.position < u.position
      `.execute(trx);
    }
    if (inserts.length > 0) {
      await sql`
        INSERT INTO clubs_list (club_code, club_name, max_free_signups, current_signups, remaining_signups,
          is_active, created_at, updated_at, position)
        SELECT * FROM ${rowsOf(inserts)}
        ON CONFLICT (club_code) DO UPDATE SET
          club_name = excluded.club_name,
          max_free_signups = excluded.max_free_signups,
          current_signups = excluded.current_signups,
          remaining_signups = excluded.remaining_signups,
          is_active = excluded.is_active,
          created_at = excluded.created_at,
          updated_at = excluded.updated_at,
          position = excluded.position
        WHERE clubs_list.position < excluded.position
      `.execute(trx);
    }
    if (deletes.length > 0) {
      await sql`
        DELETE FROM clubs_list AS c
        USING unnest(${deletes.map((d) => d.code)}::text[], ${deletes.map((d) => d.position)}::text[]) AS d(code, position)
        WHERE c.club_code = d.code AND c.position < d.position
      `.execute(trx);
      await sql`
        INSERT INTO clubs_list_tombstones (club_code, position)
        SELECT * FROM unnest(${deletes.map((d) => d.code)}::text[], ${deletes.map((d) => d.position)}::text[])
        ON CONFLICT (club_code) DO UPDATE SET position = excluded.position
        WHERE clubs_list_tombstones.position < excluded.position
      `.execute(trx);
    }
    return [...updates, ...inserts].map((row) => row.club_code).concat(deletes.map((d) => d.code));
  },
};

/** Rows as one set of parallel arrays: a single statement whatever the batch size. */
function rowsOf(rows: ClubsListRow[]) {
  return sql`unnest(
    ${rows.map((r) => r.club_code)}::text[],
    ${rows.map((r) => r.club_name)}::text[],
    ${rows.map((r) => r.max_free_signups)}::integer[],
    ${rows.map((r) => r.current_signups)}::integer[],
    ${rows.map((r) => r.remaining_signups)}::integer[],
    ${rows.map((r) => r.is_active)}::boolean[],
    ${rows.map((r) => toIso(r.created_at))}::timestamptz[],
    ${rows.map((r) => toIso(r.updated_at))}::timestamptz[],
    ${rows.map((r) => r.position)}::text[]
  ) AS u(club_code, club_name, max_free_signups, current_signups, remaining_signups, is_active, created_at,
    updated_at, position)`;
}

function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}
