import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import {
  defaultUserSettings,
  type SettingsReadModels,
  type UserSettingsRow,
} from '@outreach/backend/settings/queries/user-settings.row';
import type { SettingsEvent } from '@outreach/backend/settings/settings.events';
import { SETTINGS_EVENT_TYPES } from '@outreach/backend/settings/settings.events';
import type { KeyedTable, TimestampsAsText } from '../runner/keyed-table';
import { keyedTableProjector } from '../runner/keyed-table-projector';
import type { Projector } from '../runner/projector';

type Row = TimestampsAsText<UserSettingsRow>;

export const userSettingsTable: KeyedTable<Row> = {
  name: 'user_settings',
  key: 'user_id',
  columns: {
    user_id: 'text',
    linkedin_profile: 'text NULL',
    portfolio_link: 'text NULL',
    resume_file_name: 'text NULL',
    resume_storage_key: 'text NULL',
    resume_text_storage_key: 'text NULL',
    resume_page_count: 'integer NULL',
    resume_uploaded_at: 'timestamptz NULL',
    linkedin_data: 'jsonb NULL',
    prompt_template: 'text NULL',
    footer_template: 'text NULL',
    custom_urls: 'jsonb',
    documents: 'jsonb',
    selected_documents: 'jsonb',
    attach_documents: 'boolean',
    tracking_enabled: 'boolean',
    h1b_only: 'boolean',
    j1_only: 'boolean',
    show_on_leaderboard: 'boolean',
    job_score_threshold: 'integer',
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

const emptyRow = (userId: string, at: string, position: string): Row => ({
  ...defaultUserSettings(userId),
  resume_uploaded_at: null,
  updated_at: at,
  position,
});

/** The row after one event, fields only; evolveRow stamps the time and position. */
function changed(base: Row, event: SettingsRecordedEvent): Row {
  const at = event.metadata.recordedAt;
  switch (event.type) {
    case 'LinkedInProfileSet':
      return { ...base, linkedin_profile: event.data.linkedinProfile };
    case 'PortfolioLinkSet':
      return { ...base, portfolio_link: event.data.portfolioLink };
    case 'ResumeUploaded':
      return {
        ...base,
        resume_file_name: event.data.fileName,
        resume_storage_key: event.data.storageKey,
        resume_text_storage_key: event.data.textStorageKey,
        resume_page_count: event.data.pageCount,
        resume_uploaded_at: at,
      };
    case 'ResumeDeleted':
      return { ...base, ...noResume };
    case 'LinkedInDataEdited':
      return { ...base, linkedin_data: event.data.linkedinData };
    case 'PromptTemplateChanged':
      return { ...base, prompt_template: event.data.promptTemplate };
    case 'FooterTemplateChanged':
      return { ...base, footer_template: event.data.footerTemplate };
    case 'CustomUrlAdded': {
      const { urlId, name, url, includeInEmails } = event.data;
      const added = { id: urlId, name, url, include_in_emails: includeInEmails };
      return { ...base, custom_urls: [...base.custom_urls, added] };
    }
    case 'CustomUrlToggled': {
      const { urlId, includeInEmails } = event.data;
      return {
        ...base,
        custom_urls: base.custom_urls.map((u) =>
          u.id === urlId ? { ...u, include_in_emails: includeInEmails } : u,
        ),
      };
    }
    case 'CustomUrlRemoved':
      return { ...base, custom_urls: base.custom_urls.filter((u) => u.id !== event.data.urlId) };
    case 'DocumentUploaded': {
      const { documentId, name, fileName, contentType, sizeBytes, storageKey } = event.data;
      const document = {
        id: documentId,
        name,
        filename: fileName,
        content_type: contentType,
        size_bytes: sizeBytes,
        uploaded_at: at,
        storage_key: storageKey,
      };
      return { ...base, documents: [...base.documents, document] };
    }
    case 'DocumentDeleted': {
      const { documentId } = event.data;
      // The event implies it: a deleted document leaves the selection too.
      return {
        ...base,
        documents: base.documents.filter((d) => d.id !== documentId),
        selected_documents: base.selected_documents.filter((id) => id !== documentId),
      };
    }
    case 'SelectedDocumentsChanged':
      return { ...base, selected_documents: event.data.documentIds };
    case 'SettingToggled': {
      const toggled = { ...base };
      toggled[event.data.setting] = event.data.enabled;
      return toggled;
    }
    case 'AutopilotSettingsChanged':
      return { ...base, job_score_threshold: event.data.jobScoreThreshold };
    default: {
      const _never: never = event;
      return base;
    }
  }
}

/** Applies one event to a user's row in memory; a user without a row starts from the default settings. */
function evolveRow(row: Row | null, event: SettingsRecordedEvent): Row {
  const at = event.metadata.recordedAt;
  const base = row ?? emptyRow(event.data.userId, at, event.position);
  return { ...changed(base, event), updated_at: at, position: event.position };
}

/** Each user's own settings (links, files, templates, switches); queries read only the caller's row. */
export const userSettingsProjector: Projector<SettingsReadModels> = keyedTableProjector({
  name: 'user-settings',
  // 3: show_on_leaderboard.
  version: 3,
  description: "Each user's settings: links, LinkedIn details, resume, documents, templates and switches",
  handles: SETTINGS_EVENT_TYPES,
  table: userSettingsTable,
  keyOfEvent: (event) => event.data.userId,
  evolve: evolveRow,
});
