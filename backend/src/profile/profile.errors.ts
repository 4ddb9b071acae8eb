import { DomainError } from '../platform/errors/domain-error';
import {
  MAX_RESUME_BYTES,
  CUSTOM_URL_LIMIT_MESSAGE,
  DOCUMENT_LIMIT_MESSAGE,
  DOCUMENT_TOO_LARGE_MESSAGE,
} from './profile-rules.contract';

export class ResumeNotFound extends DomainError {
  readonly code = 'SETTINGS.RESUME_NOT_FOUND';
  constructor(message = 'No resume uploaded') {
    super(message);
  }
}

export class ResumeFileTooLarge extends DomainError {
  readonly code = 'SETTINGS.RESUME_TOO_LARGE';
  constructor() {
    super(`file: must be at most ${MAX_RESUME_BYTES / (1024 * 1024)} MB`, 'file');
  }
}

/** Judged by the file's first bytes, never by its name or the content type the browser claims. */
export class ResumeNotPdf extends DomainError {
  readonly code = 'SETTINGS.RESUME_NOT_PDF';
  constructor() {
    super('file: must be a PDF document', 'file');
  }
}

/** Encrypted, damaged, or only images: we refuse it rather than keep a resume we cannot read. */
export class ResumeUnreadable extends DomainError {
  readonly code = 'SETTINGS.RESUME_UNREADABLE';
  constructor() {
    super('file: could not read any text from this PDF', 'file');
  }
}

/** More uploads are being read than the server lets run and queue; each reader may use 256 MB. */
export class ResumeBusy extends DomainError {
  readonly code = 'SETTINGS.RESUME_BUSY';
  constructor() {
    super('Too many resumes are being read right now. Please try again in a minute.', 'file');
  }
}

export class CustomUrlNotFound extends DomainError {
  readonly code = 'SETTINGS.CUSTOM_URL_NOT_FOUND';
  constructor() {
    super('Custom URL not found');
  }
}

/** A name or URL the spec's custom URL rules refuse; field says which. */
export class CustomUrlInvalid extends DomainError {
  readonly code = 'SETTINGS.CUSTOM_URL_INVALID';
  constructor(field: 'name' | 'url', message: string) {
    super(message, field);
  }
}

export class CustomUrlAlreadyAdded extends DomainError {
  readonly code = 'SETTINGS.CUSTOM_URL_ALREADY_ADDED';
  constructor() {
    super('This URL is already in your custom URLs', 'url');
  }
}

export class CustomUrlLimitReached extends DomainError {
  readonly code = 'SETTINGS.CUSTOM_URL_LIMIT_REACHED';
  constructor() {
    super(CUSTOM_URL_LIMIT_MESSAGE, 'url');
  }
}

export class DocumentNotFound extends DomainError {
  readonly code = 'SETTINGS.DOCUMENT_NOT_FOUND';
  constructor() {
    super('Document not found');
  }
}

export class DocumentTooLarge extends DomainError {
  readonly code = 'SETTINGS.DOCUMENT_TOO_LARGE';
  constructor() {
    super(DOCUMENT_TOO_LARGE_MESSAGE, 'file');
  }
}

export class DocumentNameInvalid extends DomainError {
  readonly code = 'SETTINGS.DOCUMENT_NAME_INVALID';
  constructor(message: string) {
    super(message, 'name');
  }
}

export class DocumentLimitReached extends DomainError {
  readonly code = 'SETTINGS.DOCUMENT_LIMIT_REACHED';
  constructor() {
    super(DOCUMENT_LIMIT_MESSAGE, 'file');
  }
}

/** Only the caller's own documents can be attached; an id of someone else's reads as unknown. */
export class SelectedDocumentsUnknown extends DomainError {
  readonly code = 'SETTINGS.SELECTED_DOCUMENTS_UNKNOWN';
  constructor(unknownIds: readonly string[]) {
    super(`selected_documents: not among your documents: ${unknownIds.join(', ')}`, 'selected_documents');
  }
}

/** field is the dotted path of the first bad value, e.g. linkedin_data.skills.3.name */
export class LinkedInDataInvalid extends DomainError {
  readonly code = 'SETTINGS.LINKEDIN_DATA_INVALID';
  constructor(field: string, message: string) {
    super(message, field);
  }
}

/** Codes stay under SETTINGS. with the rest of the settings stream: clients read them in HTTP answers. */
export const profileErrorStatus: Record<string, number> = {
  'SETTINGS.RESUME_NOT_FOUND': 404,
  'SETTINGS.RESUME_TOO_LARGE': 413,
  'SETTINGS.RESUME_NOT_PDF': 422,
  'SETTINGS.RESUME_UNREADABLE': 422,
  'SETTINGS.RESUME_BUSY': 503,
  'SETTINGS.CUSTOM_URL_NOT_FOUND': 404,
  'SETTINGS.CUSTOM_URL_INVALID': 422,
  'SETTINGS.CUSTOM_URL_ALREADY_ADDED': 409,
  'SETTINGS.CUSTOM_URL_LIMIT_REACHED': 422,
  'SETTINGS.DOCUMENT_NOT_FOUND': 404,
  'SETTINGS.DOCUMENT_TOO_LARGE': 413,
  'SETTINGS.DOCUMENT_NAME_INVALID': 422,
  'SETTINGS.DOCUMENT_LIMIT_REACHED': 422,
  'SETTINGS.SELECTED_DOCUMENTS_UNKNOWN': 422,
  'SETTINGS.LINKEDIN_DATA_INVALID': 422,
};
