import { UnknownCommand, type Decider } from '../platform/commands/decider';
import type { SettingsEvent } from '../settings/settings.events';
import { LinkedInData, linkedInDataProblem, normalizeLinkedInData } from './linkedin-data.contract';
import { LinkedInExport, mergeLinkedInExport } from './linkedin-export';
import type {
  CustomUrlAdded,
  CustomUrlRemoved,
  CustomUrlToggled,
  DocumentDeleted,
  DocumentUploaded,
  LinkedInDataEdited,
  LinkedInProfileSet,
  PortfolioLinkSet,
  ProfileEvent,
  ResumeDeleted,
  ResumeUploaded,
  SelectedDocumentsChanged,
} from './profile.events';
import {
  CustomUrlAlreadyAdded,
  CustomUrlInvalid,
  CustomUrlLimitReached,
  CustomUrlNotFound,
  DocumentLimitReached,
  DocumentNameInvalid,
  DocumentNotFound,
  DocumentTooLarge,
  LinkedInDataInvalid,
  ResumeFileTooLarge,
  ResumeNotFound,
  ResumeUnreadable,
  SelectedDocumentsUnknown,
} from './profile.errors';
import {
  customUrlNameProblem,
  customUrlProblem,
  documentNameProblem,
  MAX_CUSTOM_URLS,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  MAX_RESUME_BYTES,
  normalizeCustomUrl,
} from './profile-rules.contract';

export interface SetLinkedInProfile {
  type: 'SetLinkedInProfile';
  data: LinkedInProfileSet['data'];
}

export interface SetPortfolioLink {
  type: 'SetPortfolioLink';
  data: PortfolioLinkSet['data'];
}

/** The file is already checked, read and stored under the keys by the time this is decided. */
export interface UploadResume {
  type: 'UploadResume';
  data: ResumeUploaded['data'];
}

export interface DeleteResume {
  type: 'DeleteResume';
  data: ResumeDeleted['data'];
}

/** Typed in the editor or read from LinkedIn's export; null clears the details. */
export interface EditLinkedInData {
  type: 'EditLinkedInData';
  data: LinkedInDataEdited['data'];
}

/**
 * LinkedIn's export, already read from the uploaded files, laid over the stored details on the state the result is
 * appended against: an edit that lands meanwhile makes the append retry on the fresh state instead of being
 * overwritten with what was read before it.
 */
export interface MergeLinkedInExport {
  type: 'MergeLinkedInExport';
  data: { userId: string; linkedinExport: LinkedInExport };
}

/** urlId is chosen by the caller (a new uuid); name and url as typed, judged and normalized here. */
export interface AddCustomUrl {
  type: 'AddCustomUrl';
  data: CustomUrlAdded['data'];
}

export interface ToggleCustomUrl {
  type: 'ToggleCustomUrl';
  data: CustomUrlToggled['data'];
}

export interface RemoveCustomUrl {
  type: 'RemoveCustomUrl';
  data: CustomUrlRemoved['data'];
}

/** The file is already checked and stored under storageKey by the time this is decided. */
export interface UploadDocument {
  type: 'UploadDocument';
  data: DocumentUploaded['data'];
}

/** The deleted document's storage key is in the outcome's `before` state, for the handler to remove the file. */
export interface DeleteDocument {
  type: 'DeleteDocument';
  data: DocumentDeleted['data'];
}

/** Selecting is decided here, beside the documents, so only the user's own documents can be selected. */
export interface SelectDocuments {
  type: 'SelectDocuments';
  data: SelectedDocumentsChanged['data'];
}

export type ProfileCommand =
  | SetLinkedInProfile
  | SetPortfolioLink
  | UploadResume
  | DeleteResume
  | EditLinkedInData
  | MergeLinkedInExport
  | AddCustomUrl
  | ToggleCustomUrl
  | RemoveCustomUrl
  | UploadDocument
  | DeleteDocument
  | SelectDocuments;

export interface StoredResume {
  fileName: string;
  storageKey: string;
  textStorageKey: string;
  sha256: string;
  pageCount: number;
}

export interface StoredCustomUrl {
  id: string;
  name: string;
  url: string;
  includeInEmails: boolean;
}

/** A document as its upload recorded it, under its id. */
export interface StoredDocument extends Omit<DocumentUploaded['data'], 'userId' | 'documentId'> {
  id: string;
}

export interface ProfileState {
  linkedinProfile: string | null;
  portfolioLink: string | null;
  resume: StoredResume | null;
  linkedinData: LinkedInData | null;
  customUrls: StoredCustomUrl[];
  documents: StoredDocument[];
  selectedDocuments: string[];
}

export const initialState = (): ProfileState => ({
  linkedinProfile: null,
  portfolioLink: null,
  resume: null,
  linkedinData: null,
  customUrls: [],
  documents: [],
  selectedDocuments: [],
});

/** Folds the whole settings stream; the prompt templates' and preferences' events leave the profile as it is. */
export function evolve(state: ProfileState, event: SettingsEvent): ProfileState {
  switch (event.type) {
    case 'LinkedInProfileSet':
      return { ...state, linkedinProfile: event.data.linkedinProfile };
    case 'PortfolioLinkSet':
      return { ...state, portfolioLink: event.data.portfolioLink };
    case 'ResumeUploaded': {
      const { fileName, storageKey, textStorageKey, sha256, pageCount } = event.data;
      return { ...state, resume: { fileName, storageKey, textStorageKey, sha256, pageCount } };
    }
    case 'ResumeDeleted':
      return { ...state, resume: null };
    case 'LinkedInDataEdited':
      return { ...state, linkedinData: event.data.linkedinData };
    case 'CustomUrlAdded': {
      const { urlId: id, name, url, includeInEmails } = event.data;
      return { ...state, customUrls: [...state.customUrls, { id, name, url, includeInEmails }] };
    }
    case 'CustomUrlToggled': {
      const { urlId, includeInEmails } = event.data;
      return {
        ...state,
        customUrls: state.customUrls.map((u) => (u.id === urlId ? { ...u, includeInEmails } : u)),
      };
    }
    case 'CustomUrlRemoved':
      return { ...state, customUrls: state.customUrls.filter((u) => u.id !== event.data.urlId) };
    case 'DocumentUploaded': {
      const { documentId: id, name, fileName, storageKey, contentType, sizeBytes, sha256 } = event.data;
      const document = { id, name, fileName, storageKey, contentType, sizeBytes, sha256 };
      return { ...state, documents: [...state.documents, document] };
    }
    case 'DocumentDeleted': {
      const { documentId } = event.data;
      return {
        ...state,
        documents: state.documents.filter((d) => d.id !== documentId),
        selectedDocuments: state.selectedDocuments.filter((id) => id !== documentId),
      };
    }
    case 'SelectedDocumentsChanged':
      return { ...state, selectedDocuments: event.data.documentIds };
    default:
      return state;
  }
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function decideLinkedInData({ data }: EditLinkedInData, state: ProfileState): ProfileEvent[] {
  const linkedinData = data.linkedinData && normalizeLinkedInData(data.linkedinData);
  if (linkedinData) {
    const problem = linkedInDataProblem(linkedinData);
    if (problem) throw new LinkedInDataInvalid(problem.field, problem.message);
  }
  // Rebuilt in one key order: events read back from jsonb do not keep the order they were written in.
  const current = state.linkedinData && normalizeLinkedInData(state.linkedinData);
  if (sameJson(linkedinData, current)) return [];
  return [{ type: 'LinkedInDataEdited', data: { userId: data.userId, linkedinData, source: data.source } }];
}

function decideAddCustomUrl({ data }: AddCustomUrl, state: ProfileState): ProfileEvent[] {
  const nameProblem = customUrlNameProblem(data.name);
  if (nameProblem) throw new CustomUrlInvalid('name', nameProblem);
  const urlProblem = customUrlProblem(data.url);
  if (urlProblem) throw new CustomUrlInvalid('url', urlProblem);
  // A retried add whose first attempt was recorded already.
  if (state.customUrls.some((u) => u.id === data.urlId)) return [];
  const url = normalizeCustomUrl(data.url);
  if (state.customUrls.some((u) => u.url === url)) throw new CustomUrlAlreadyAdded();
  if (state.customUrls.length >= MAX_CUSTOM_URLS) throw new CustomUrlLimitReached();
  const { userId, urlId, includeInEmails } = data;
  return [{ type: 'CustomUrlAdded', data: { userId, urlId, name: data.name.trim(), url, includeInEmails } }];
}

function decideUploadDocument({ data }: UploadDocument, state: ProfileState): ProfileEvent[] {
  if (data.sizeBytes > MAX_DOCUMENT_BYTES) throw new DocumentTooLarge();
  const nameProblem = documentNameProblem(data.name);
  if (nameProblem) throw new DocumentNameInvalid(nameProblem);
  if (state.documents.some((d) => d.id === data.documentId)) return [];
  if (state.documents.length >= MAX_DOCUMENTS) throw new DocumentLimitReached();
  return [{ type: 'DocumentUploaded', data: { ...data, name: data.name.trim() } }];
}

function decideSelectDocuments({ data }: SelectDocuments, state: ProfileState): ProfileEvent[] {
  const documentIds = [...new Set(data.documentIds)];
  const owned = new Set(state.documents.map((d) => d.id));
  const unknown = documentIds.filter((id) => !owned.has(id));
  if (unknown.length > 0) throw new SelectedDocumentsUnknown(unknown);
  return sameJson(documentIds, state.selectedDocuments)
    ? []
    : [{ type: 'SelectedDocumentsChanged', data: { userId: data.userId, documentIds } }];
}

export function decide(command: ProfileCommand, state: ProfileState): ProfileEvent[] {
  switch (command.type) {
    case 'SetLinkedInProfile': {
      const { userId, linkedinProfile } = command.data;
      return linkedinProfile === state.linkedinProfile
        ? []
        : [{ type: 'LinkedInProfileSet', data: { userId, linkedinProfile } }];
    }
    case 'SetPortfolioLink': {
      const { userId, portfolioLink } = command.data;
      return portfolioLink === state.portfolioLink
        ? []
        : [{ type: 'PortfolioLinkSet', data: { userId, portfolioLink } }];
    }
    case 'UploadResume': {
      const upload = command.data;
      if (upload.sizeBytes > MAX_RESUME_BYTES) throw new ResumeFileTooLarge();
      if (upload.pageCount < 1) throw new ResumeUnreadable();
      const same = state.resume?.sha256 === upload.sha256 && state.resume.fileName === upload.fileName;
      return same ? [] : [{ type: 'ResumeUploaded', data: upload }];
    }
    case 'DeleteResume': {
      if (!state.resume) throw new ResumeNotFound('No resume to delete');
      return [{ type: 'ResumeDeleted', data: { userId: command.data.userId } }];
    }
    case 'EditLinkedInData':
      return decideLinkedInData(command, state);
    case 'MergeLinkedInExport': {
      const { userId, linkedinExport } = command.data;
      const linkedinData = mergeLinkedInExport(state.linkedinData, linkedinExport);
      const edit: EditLinkedInData = {
        type: 'EditLinkedInData',
        data: { userId, linkedinData, source: 'linkedin_export' },
      };
      return decideLinkedInData(edit, state);
    }
    case 'AddCustomUrl':
      return decideAddCustomUrl(command, state);
    case 'ToggleCustomUrl': {
      const { userId, urlId, includeInEmails } = command.data;
      const url = state.customUrls.find((u) => u.id === urlId);
      if (!url) throw new CustomUrlNotFound();
      return url.includeInEmails === includeInEmails
        ? []
        : [{ type: 'CustomUrlToggled', data: { userId, urlId, includeInEmails } }];
    }
    case 'RemoveCustomUrl': {
      const { userId, urlId } = command.data;
      if (!state.customUrls.some((u) => u.id === urlId)) throw new CustomUrlNotFound();
      return [{ type: 'CustomUrlRemoved', data: { userId, urlId } }];
    }
    case 'UploadDocument':
      return decideUploadDocument(command, state);
    case 'DeleteDocument': {
      const { userId, documentId } = command.data;
      if (!state.documents.some((d) => d.id === documentId)) throw new DocumentNotFound();
      return [{ type: 'DocumentDeleted', data: { userId, documentId } }];
    }
    case 'SelectDocuments':
      return decideSelectDocuments(command, state);
    default: {
      const _never: never = command;
      throw new UnknownCommand(_never);
    }
  }
}

export const profileDecider: Decider<ProfileCommand, SettingsEvent, ProfileState> = {
  initialState,
  evolve,
  decide,
};
