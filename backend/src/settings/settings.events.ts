/**
 * Events of the settings-<userId> stream. A public contract: add types or versions, never reshape.
 * File contents (the resume and its extracted text) stay in file storage, out of the permanent log,
 * so deleting them really deletes them; the events carry only the keys.
 */

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

export type SettingsEvent = LinkedInProfileSet | PortfolioLinkSet | ResumeUploaded | ResumeDeleted;

export const SETTINGS_EVENT_TYPES = [
  'LinkedInProfileSet',
  'PortfolioLinkSet',
  'ResumeUploaded',
  'ResumeDeleted',
] as const;

export const settingsStreamId = (userId: string): string => `settings-${userId}`;
