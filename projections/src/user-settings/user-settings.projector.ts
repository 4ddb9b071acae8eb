import { sql, Transaction } from 'kysely';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import type {
  SettingsReadModels,
  UserSettingsRow,
} from '@outreach/backend/settings/queries/user-settings.row';
import type { SettingsEvent } from '@outreach/backend/settings/settings.events';
import { SETTINGS_EVENT_TYPES } from '@outreach/backend/settings/settings.events';
import { foldByKey } from '../runner/fold-by-key';
import { upsertGuarded, type KeyedTable, type TimestampsAsText } from '../runner/keyed-table';
import type { Projector } from '../runner/projector';

type Row = TimestampsAsText<UserSettingsRow>;

export const userSettingsTable: KeyedTable<Row> = {
  name: 'user_settings',
  key: 'user_id',
  columns: {
    user_id: 'text',
    linkedin_profile: 'text',
    portfolio_link: 'text',
    resume_file_name: 'text',
    resume_storage_key: 'text',
    resume_text_storage_key: 'text',
    resume_page_count: 'integer',
    resume_uploaded_at: 'timestamptz',
    updated_at: 'timestamptz',
    position: 'text',
  },
};

type SettingsRecordedEvent = RecordedEvent & SettingsEvent;

const noResume = {
  resume_file_name: null,
  resume_storage_key: null,
  resume_text_storage_key: null,
  resume_page_count: null,
  resume_uploaded_at: null,
};

/** Applies one event to a user's row in memory; a user without a row starts from empty settings. */
function evolveRow(row: Row | null, event: SettingsRecordedEvent): Row {
  const at = event.metadata.recordedAt;
  const base: Row = row ?? {
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
export const userSettingsProjector: Projector<SettingsReadModels> = {
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

  async apply(trx: Transaction<SettingsReadModels>, events: RecordedEvent[]) {
    const settingsEvents = events as SettingsRecordedEvent[];
    const userIds = [...new Set(settingsEvents.map((event) => event.data.userId))];
    // Timestamps stay text because they are only carried forward.
    const stored = await sql<Row>`
      SELECT user_id, linkedin_profile, portfolio_link, resume_file_name, resume_storage_key,
        resume_text_storage_key, resume_page_count, resume_uploaded_at::text AS resume_uploaded_at,
        updated_at::text AS updated_at, position
      FROM user_settings WHERE user_id = ANY(${userIds}::text[])
    `.execute(trx);

    const { updates, inserts } = foldByKey(settingsEvents, {
      table: userSettingsTable,
      stored: stored.rows,
      keyOfEvent: (event) => event.data.userId,
      evolve: evolveRow,
    });
    // New and stored rows alike go in one statement: the batch writes the table once.
    const changed = [...updates, ...inserts];
    await upsertGuarded(trx, userSettingsTable, changed);
    return changed.map((row) => row.user_id);
  },
};
