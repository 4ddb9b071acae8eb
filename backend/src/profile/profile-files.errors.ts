import { DomainError } from '../platform/errors/domain-error';

export class DocumentEmpty extends DomainError {
  readonly code = 'SETTINGS.DOCUMENT_EMPTY';
  constructor() {
    super('file: is empty', 'file');
  }
}

/** Judged by the file's bytes, never by its name or the content type the browser claims. */
export class DocumentTypeNotAllowed extends DomainError {
  readonly code = 'SETTINGS.DOCUMENT_TYPE_NOT_ALLOWED';
  constructor(message: string) {
    super(message, 'file');
  }
}

/** Nothing among the uploaded files is LinkedIn's export or one of the CSV files we read from it. */
export class LinkedInExportNotRecognised extends DomainError {
  readonly code = 'SETTINGS.LINKEDIN_EXPORT_NOT_RECOGNISED';
  constructor(message: string) {
    super(message, 'files');
  }
}

/** A file of the export we cannot read: a damaged archive, broken CSV, a missing header row. */
export class LinkedInExportMalformed extends DomainError {
  readonly code = 'SETTINGS.LINKEDIN_EXPORT_MALFORMED';
  constructor(message: string) {
    super(message, 'files');
  }
}

export class LinkedInExportTooLarge extends DomainError {
  readonly code = 'SETTINGS.LINKEDIN_EXPORT_TOO_LARGE';
  constructor(message: string) {
    super(message, 'files');
  }
}

export const profileFilesErrorStatus: Record<string, number> = {
  'SETTINGS.DOCUMENT_EMPTY': 422,
  'SETTINGS.DOCUMENT_TYPE_NOT_ALLOWED': 422,
  'SETTINGS.LINKEDIN_EXPORT_NOT_RECOGNISED': 422,
  'SETTINGS.LINKEDIN_EXPORT_MALFORMED': 422,
  'SETTINGS.LINKEDIN_EXPORT_TOO_LARGE': 413,
};
