/**
 * The profile's events on the settings-<userId> stream (settings/settings.events.ts names the stream): links, resume,
 * LinkedIn details, custom URLs and documents. A public contract: add types or versions, never reshape.
 * File contents (the resume and its extracted text, documents) stay in file storage, out of the permanent log,
 * so deleting them really deletes them; the events carry only the keys.
 */
import type { LinkedInData, LinkedInDataSource } from './linkedin-data.contract';

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

export type ProfileEvent =
  | LinkedInProfileSet
  | PortfolioLinkSet
  | ResumeUploaded
  | ResumeDeleted
  | LinkedInDataEdited
  | CustomUrlAdded
  | CustomUrlToggled
  | CustomUrlRemoved
  | DocumentUploaded
  | DocumentDeleted
  | SelectedDocumentsChanged;
