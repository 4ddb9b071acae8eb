import type { ResumeUploaded, SettingsEvent } from './settings.events';
import { ResumeFileTooLarge, ResumeNotFound, ResumeUnreadable } from './settings.errors';
import { MAX_RESUME_BYTES } from './profile-rules.schemas';

export interface SetLinkedInProfile {
  type: 'SetLinkedInProfile';
  data: { userId: string; linkedinProfile: string | null };
}

export interface SetPortfolioLink {
  type: 'SetPortfolioLink';
  data: { userId: string; portfolioLink: string | null };
}

/** The file is already checked, read and stored under the keys by the time this is decided. */
export interface UploadResume {
  type: 'UploadResume';
  data: ResumeUploaded['data'];
}

export interface DeleteResume {
  type: 'DeleteResume';
  data: { userId: string };
}

export type SettingsCommand = SetLinkedInProfile | SetPortfolioLink | UploadResume | DeleteResume;

export interface StoredResume {
  fileName: string;
  storageKey: string;
  textStorageKey: string;
  sha256: string;
  pageCount: number;
}

export interface SettingsState {
  linkedinProfile: string | null;
  portfolioLink: string | null;
  resume: StoredResume | null;
}

export class UnknownSettingsCommand extends Error {
  constructor(command: never) {
    super(`Unknown settings command ${JSON.stringify(command)}`);
  }
}

export const initialState = (): SettingsState => ({
  linkedinProfile: null,
  portfolioLink: null,
  resume: null,
});

export function evolve(state: SettingsState, event: SettingsEvent): SettingsState {
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
    default:
      return state;
  }
}

export function decide(command: SettingsCommand, state: SettingsState): SettingsEvent[] {
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
    default: {
      const _never: never = command;
      throw new UnknownSettingsCommand(_never);
    }
  }
}

export const settingsDecider = { initialState, evolve, decide };
