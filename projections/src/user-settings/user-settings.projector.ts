import { sql, Transaction } from 'kysely';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import type { SettingsEvent } from '@outreach/backend/settings/settings.events';
import { SETTINGS_EVENT_TYPES } from '@outreach/backend/settings/settings.events';
import type { Projector } from '../runner/projector';

export interface UserSettingsRow {
  user_id: string;
  linkedin_profile: string | null;
  portfolio_link: string | null;
  resume_file_name: string | null;
  resume_storage_key: string | null;
  resume_text_storage_key: string | null;
  resume_page_count: number | null;
  resume_uploaded_at: Date | string | null;
  updated_at: Date | string;
  /** Position of the last event applied to the row; re-applied older events are skipped. */
  position: string;
}

export interface UserSettingsTables {
  user_settings: UserSettingsRow;
}

type SettingsRecordedEvent = RecordedEvent & SettingsEvent;

const noResume = {
  resume_file_name: null,
  resume_storage_key: null,
  resume_text_storage_key: null,
  resume_page_count: null,
  resume_uploaded_at: null,
};

/** Applies one event to a user's row in memory; a user without a row starts from empty settings. */
function evolveRow(row: UserSettingsRow | null, event: SettingsRecordedEvent): UserSettingsRow {
  const at = event.metadata.recordedAt;
  const base: UserSettingsRow = row ?? {
    user_id: event.data.userId,
    linkedin_profile: null,
    portfolio_link: null,
    ...noResume,
    updated_at: at,
    position: event.position,
  };
  const touched = { updated_at: at, position: event.position };
  switch (event.type) {
    case 'LinkedInProfileSet':
      return { ...base, linkedin_profile: event.data.linkedinProfile, ...touched };
    case 'PortfolioLinkSet':
      return { ...base, portfolio_link: event.data.portfolioLink, ...touched };
    case 'ResumeUploaded':
      return {
        ...base,
        resume_file_name: event.data.fileName,
        resume_storage_key: event.data.storageKey,
        resume_text_storage_key: event.data.textStorageKey,
        resume_page_count: event.data.pageCount,
        resume_uploaded_at: at,
        ...touched,
      };
    case 'ResumeDeleted':
      return { ...base, ...noResume, ...touched };
    default: {
      const _never: never = event;
      return base;
    }
  }
}

/** Each user's own settings (links, the current resume's file keys); queries read only the caller's row. */
export const userSettingsProjector: Projector<UserSettingsTables> = {
  name: 'user-settings',
  version: 1,
  description: "Each user's settings: LinkedIn and portfolio links and the current resume's files",
  handles: SETTINGS_EVENT_TYPES,
  tables: ['user_settings'],

  async migrate(trx) {
    await sql`
      CREATE TABLE user_settings (
        user_id text PRIMARY KEY,
        linkedin_profile text,
        portfolio_link text,
        resume_file_name text,
        resume_storage_key text,
        resume_text_storage_key text,
        resume_page_count integer,
        resume_uploaded_at timestamptz,
        updated_at timestamptz NOT NULL,
        position text NOT NULL
      )
    `.execute(trx);
  },

  async apply(trx: Transaction<UserSettingsTables>, events: RecordedEvent[]) {
    const settingsEvents = events as SettingsRecordedEvent[];
    const userIds = [...new Set(settingsEvents.map((event) => event.data.userId))];
    // Timestamps stay text because they are only carried forward.
    const stored = await sql<UserSettingsRow>`
      SELECT user_id, linkedin_profile, portfolio_link, resume_file_name, resume_storage_key,
        resume_text_storage_key, resume_page_count, resume_uploaded_at::text AS resume_uploaded_at,
        updated_at::text AS updated_at, position
      FROM user_settings WHERE user_id = ANY(${userIds}::text[])
    `.execute(trx);

    const rows = new Map(stored.rows.map((row) => [row.user_id, row]));
    const storedPosition = new Map(stored.rows.map((row) => [row.user_id, row.position]));
    // Each user is folded in memory so a batch costs one read and one set-based write, whatever its size.
    for (const event of settingsEvents) {
      const row = rows.get(event.data.userId) ?? null;
      if (row && event.position <= row.position) continue;
      rows.set(event.data.userId, evolveRow(row, event));
    }

    const changed = [...rows.values()].filter((row) => row.position !== storedPosition.get(row.user_id));
    if (changed.length > 0) {
      await sql`
        INSERT INTO user_settings (user_id, linkedin_profile, portfolio_link, resume_file_name,
          resume_storage_key, resume_text_storage_key, resume_page_count, resume_uploaded_at, updated_at, position)
        SELECT * FROM ${rowsOf(changed)}
        ON CONFLICT (user_id) DO UPDATE SET
          linkedin_profile = excluded.linkedin_profile,
          portfolio_link = excluded.portfolio_link,
          resume_file_name = excluded.resume_file_name,
          resume_storage_key = excluded.resume_storage_key,
          resume_text_storage_key = excluded.resume_text_storage_key,
          resume_page_count = excluded.resume_page_count,
          resume_uploaded_at = excluded.resume_uploaded_at,
          updated_at = excluded.updated_at,
          position = excluded.position
        WHERE user_settings.position < excluded.position
      `.execute(trx);
    }
    return changed.map((row) => row.user_id);
  },
};

/** Rows as one set of parallel arrays: a single statement whatever the batch size. */
function rowsOf(rows: UserSettingsRow[]) {
  return sql`unnest(
    ${rows.map((r) => r.user_id)}::text[],
    ${rows.map((r) => r.linkedin_profile)}::text[],
    ${rows.map((r) => r.portfolio_link)}::text[],
    ${rows.map((r) => r.resume_file_name)}::text[],
    ${rows.map((r) => r.resume_storage_key)}::text[],
    ${rows.map((r) => r.resume_text_storage_key)}::text[],
    ${rows.map((r) => r.resume_page_count)}::integer[],
    ${rows.map((r) => toIso(r.resume_uploaded_at))}::timestamptz[],
    ${rows.map((r) => toIso(r.updated_at))}::timestamptz[],
    ${rows.map((r) => r.position)}::text[]
  ) AS u(user_id, linkedin_profile, portfolio_link, resume_file_name, resume_storage_key,
    resume_text_storage_key, resume_page_count, resume_uploaded_at, updated_at, position)`;
}

function toIso(value: Date | string | null): string | null {
  return value instanceof Date ? value.toISOString() : value;
}
