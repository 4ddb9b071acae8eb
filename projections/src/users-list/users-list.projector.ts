import { sql, Transaction } from 'kysely';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import type { UserEvent } from '@outreach/backend/users/user.events';
import { USER_EVENT_TYPES } from '@outreach/backend/users/user.events';
import type { Projector } from '../runner/projector';

export interface UsersListRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  /** Plan key; null until an event sets a plan (the list shows it as Free). */
  role_name: string | null;
  club_code: string | null;
  club_name: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  provider: string;
  created_at: Date | string;
  last_active: Date | string;
  /** Position of the last event applied to the row; re-applied older events are skipped. */
  position: string;
}

export interface UsersListTables {
  users_list: UsersListRow;
}

type UserRecordedEvent = RecordedEvent & UserEvent;

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

function later(stored: Date | string, at: string): string {
  const storedIso = stored instanceof Date ? stored.toISOString() : stored;
  return Date.parse(at) > Date.parse(storedIso) ? at : storedIso;
}

/** Applies one event to a user's row in memory; null means the user has not registered (yet). */
function evolveRow(row: UsersListRow | null, event: UserRecordedEvent): UsersListRow | null {
  const at = event.metadata.recordedAt;
  if (event.type === 'UserRegistered') {
    const { data } = event;
    return {
      user_id: data.userId,
      email: data.email,
      first_name: data.firstName,
      last_name: data.lastName,
      role_name: null,
      club_code: null,
      club_name: null,
      utm_source: data.utm.source ?? null,
      utm_medium: data.utm.medium ?? null,
      utm_campaign: data.utm.campaign ?? null,
      provider: data.provider,
      created_at: at,
      last_active: at,
      position: event.position,
    };
  }
  if (!row) return row;
  switch (event.type) {
    case 'UserSignedIn':
    case 'UserSignedOut':
    case 'UserActivityRecorded':
      return { ...row, last_active: later(row.last_active, at), position: event.position };
    case 'ClubSponsorshipGranted':
      return {
        ...row,
        role_name: event.data.plan,
        club_code: event.data.clubCode,
        club_name: event.data.clubName,
        position: event.position,
      };
    // A refused sponsorship leaves the user on their own plan and outside the club; utm_source still names it.
    case 'ClubSponsorshipRefused':
      return { ...row, position: event.position };
    default: {
      const _never: never = event;
      return row;
    }
  }
}

/** Admin users list: one row per registered user with plan, club, campaign source and last activity. */
export const usersListProjector: Projector<UsersListTables> = {
  name: 'users-list',
  version: 1,
  description: 'Admin users list: one row per registered user with plan, club, UTM source and last activity',
  handles: USER_EVENT_TYPES,
  tables: ['users_list'],

  async migrate(trx) {
    // Database-wide and kept in public, so dropping an old generation's schema never takes it along.
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(trx);
    // Free space per page keeps the frequent last_active updates HOT (no index write per sign-in).
    await sql`
      CREATE TABLE users_list (
        user_id text PRIMARY KEY,
        email text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        role_name text,
        club_code text,
        club_name text,
        utm_source text,
        utm_medium text,
        utm_campaign text,
        provider text NOT NULL,
        created_at timestamptz NOT NULL,
        last_active timestamptz NOT NULL,
        position text NOT NULL,
        search_text text GENERATED ALWAYS AS (
          lower(email || ' ' || first_name || ' ' || last_name || ' ' || coalesce(club_name, '') || ' ' ||
            coalesce(club_code, '') || ' ' || coalesce(utm_source, ''))
        ) STORED
      ) WITH (fillfactor = 80)
    `.execute(trx);
    // The admin list pages newest first; a trigram index serves its substring search (ILIKE '%term%').
    await sql`CREATE INDEX users_list_newest ON users_list (created_at DESC, user_id)`.execute(trx);
    await sql`CREATE INDEX users_list_search ON users_list USING gin (search_text gin_trgm_ops)`.execute(trx);
  },

  async apply(trx: Transaction<UsersListTables>, events: RecordedEvent[]) {
    const userEvents = events as UserRecordedEvent[];
    const ids = [...new Set(userEvents.map((event) => event.data.userId))];
    const stored = await sql<UsersListRow>`
      SELECT user_id, email, first_name, last_name, role_name, club_code, club_name, utm_source, utm_medium,
        utm_campaign, provider, to_char(created_at AT TIME ZONE 'UTC', ${sql.raw(ISO_UTC)}) AS created_at,
        to_char(last_active AT TIME ZONE 'UTC', ${sql.raw(ISO_UTC)}) AS last_active, position
      FROM users_list WHERE user_id = ANY (${ids}::text[])
    `.execute(trx);

    const rows = new Map<string, UsersListRow | null>(stored.rows.map((row) => [row.user_id, row]));
    const storedPosition = new Map(stored.rows.map((row) => [row.user_id, row.position]));
    // Each user is folded in memory so a batch costs one read and two set-based writes, whatever its size.
    for (const event of userEvents) {
      const id = event.data.userId;
      const guard = storedPosition.get(id);
      if (guard !== undefined && event.position <= guard) continue;
      rows.set(id, evolveRow(rows.get(id) ?? null, event));
    }

    const updates: UsersListRow[] = [];
    const inserts: UsersListRow[] = [];
    for (const [id, row] of rows) {
      const before = storedPosition.get(id);
      if (row && row.position !== before) (before === undefined ? inserts : updates).push(row);
    }

    if (updates.length > 0) {
      await sql`
        UPDATE users_list AS t SET
          email = u.email, first_name = u.first_name, last_name = u.last_name, role_name = u.role_name,
          club_code = u.club_code, club_name = u.club_name, utm_source = u.utm_source, utm_medium = u.utm_medium,
          utm_campaign = u.utm_campaign, provider = u.provider, created_at = u.created_at,
          last_active = u.last_active, position = u.position
        FROM ${rowsOf(updates)}
        WHERE t.user_id = u.user_id AND t.position < u.position
      `.execute(trx);
    }
    if (inserts.length > 0) {
      await sql`
        INSERT INTO users_list (user_id, email, first_name, last_name, role_name, club_code, club_name,
          utm_source, utm_medium, utm_campaign, provider, created_at, last_active, position)
        SELECT * FROM ${rowsOf(inserts)}
        ON CONFLICT (user_id) DO UPDATE SET
          email = excluded.email, first_name = excluded.first_name, last_name = excluded.last_name,
          role_name = excluded.role_name, club_code = excluded.club_code, club_name = excluded.club_name,
          utm_source = excluded.utm_source, utm_medium = excluded.utm_medium,
          utm_campaign = excluded.utm_campaign, provider = excluded.provider, created_at = excluded.created_at,
          last_active = excluded.last_active, position = excluded.position
        WHERE users_list.position < excluded.position
      `.execute(trx);
    }
    return [...updates, ...inserts].map((row) => row.user_id);
  },
};

/** Rows as one set of parallel arrays: a single statement whatever the batch size. */
function rowsOf(rows: UsersListRow[]) {
  return sql`unnest(
    ${rows.map((r) => r.user_id)}::text[],
    ${rows.map((r) => r.email)}::text[],
    ${rows.map((r) => r.first_name)}::text[],
    ${rows.map((r) => r.last_name)}::text[],
    ${rows.map((r) => r.role_name)}::text[],
    ${rows.map((r) => r.club_code)}::text[],
    ${rows.map((r) => r.club_name)}::text[],
    ${rows.map((r) => r.utm_source)}::text[],
    ${rows.map((r) => r.utm_medium)}::text[],
    ${rows.map((r) => r.utm_campaign)}::text[],
    ${rows.map((r) => r.provider)}::text[],
    ${rows.map((r) => toIso(r.created_at))}::timestamptz[],
    ${rows.map((r) => toIso(r.last_active))}::timestamptz[],
    ${rows.map((r) => r.position)}::text[]
  ) AS u(user_id, email, first_name, last_name, role_name, club_code, club_name, utm_source, utm_medium,
    utm_campaign, provider, created_at, last_active, position)`;
}

function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}
