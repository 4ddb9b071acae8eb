/**
 * Events of the settings-<userId> stream. A public contract: add types or versions, never reshape.
 * File contents (the resume and its extracted text) stay in file storage, out of the permanent log,
 * so deleting them really deletes them; the events carry only the keys.
 */
import type { LinkedInData, LinkedInDataSource, ToggleSetting } from './settings-rules.contract';

/** linkedinProfile null: the user cleared it. */
export interface LinkedInProfileSet {
  type: 'LinkedInProfileSet';
  data: { userId: string; linkedinProfile: string | null };
}

/** portfolioLink null: the user cleared it. */
export interface PortfolioLinkSet {
  type: 'PortfolioLinkSet';
  data: { userId: string; portfolioLink: string | null };
}

/** A readable PDF was stored; it replaces any earlier resume (whose files are then deleted). */
export interface ResumeUploaded {
  type: 'ResumeUploaded';
  data: {
    userId: string;
    fileName: string;
    /** File storage key of the original PDF. */
    storageKey: string;
    /** File storage key of the text extracted from it (UTF-8), used for drafting and scoring. */
    textStorageKey: string;
    sizeBytes: number;
    pageCount: number;
    sha256: string;
    contentType: 'application/pdf';
  };
}

export interface ResumeDeleted {
  type: 'ResumeDeleted';
  data: { userId: string };
}

/** The profile details drafting uses, typed in the editor or read from LinkedIn's export; null: the user cleared them. */
export interface LinkedInDataEdited {
  type: 'LinkedInDataEdited';
  data: { userId: string; linkedinData: LinkedInData | null; source: LinkedInDataSource };
}

/** promptTemplate null: back to the default template. */
export interface PromptTemplateChanged {
  type: 'PromptTemplateChanged';
  data: { userId: string; promptTemplate: string | null };
}

/** footerTemplate null: back to the default footer. */
export interface FooterTemplateChanged {
  type: 'FooterTemplateChanged';
  data: { userId: string; footerTemplate: string | null };
}

/** url is stored lower-cased and trimmed (spec §5). */
export interface CustomUrlAdded {
  type: 'CustomUrlAdded';
  data: { userId: string; urlId: string; name: string; url: string; includeInEmails: boolean };
}

export interface CustomUrlToggled {
  type: 'CustomUrlToggled';
  data: { userId: string; urlId: string; includeInEmails: boolean };
}

export interface CustomUrlRemoved {
  type: 'CustomUrlRemoved';
  data: { userId: string; urlId: string };
}

/** A document the user may attach to e-mails; its bytes stay in file storage under storageKey. */
export interface DocumentUploaded {
  type: 'DocumentUploaded';
  data: {
    userId: string;
    documentId: string;
    /** The name the user gave it. */
    name: string;
    /** The uploaded file's own name. */
    fileName: string;
    storageKey: string;
    contentType: string;
    sizeBytes: number;
    sha256: string;
  };
}

/** Also takes the document out of the selected documents: no SelectedDocumentsChanged follows. */
export interface DocumentDeleted {
  type: 'DocumentDeleted';
  data: { userId: string; documentId: string };
}

/** The documents attached to outgoing e-mails, in the user's order; every id is one of their documents. */
export interface SelectedDocumentsChanged {
  type: 'SelectedDocumentsChanged';
  data: { userId: string; documentIds: string[] };
}

export interface SettingToggled {
  type: 'SettingToggled';
  data: { userId: string; setting: ToggleSetting; enabled: boolean };
}

/** jobScoreThreshold: a whole number 1..10; jobs scoring under it are below threshold. */
export interface AutopilotSettingsChanged {
  type: 'AutopilotSettingsChanged';
  data: { userId: string; jobScoreThreshold: number };
}

export type SettingsEvent =
  | LinkedInProfileSet
  | PortfolioLinkSet
  | ResumeUploaded
  | ResumeDeleted
  | LinkedInDataEdited
  | PromptTemplateChanged
  | FooterTemplateChanged
  | CustomUrlAdded
  | CustomUrlToggled
  | CustomUrlRemoved
  | DocumentUploaded
  | DocumentDeleted
  | SelectedDocumentsChanged
  | SettingToggled
  | AutopilotSettingsChanged;

export const SETTINGS_EVENT_TYPES = [
  'LinkedInProfileSet',
  'PortfolioLinkSet',
  'ResumeUploaded',
  'ResumeDeleted',
  'LinkedInDataEdited',
  'PromptTemplateChanged',
  'FooterTemplateChanged',
  'CustomUrlAdded',
  'CustomUrlToggled',
  'CustomUrlRemoved',
  'DocumentUploaded',
  'DocumentDeleted',
  'SelectedDocumentsChanged',
  'SettingToggled',
  'AutopilotSettingsChanged',
] as const satisfies readonly SettingsEvent['type'][];

export const settingsStreamId = (userId: string): string => `settings-${userId}`;
