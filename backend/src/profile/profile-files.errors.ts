import { domainError, givenMessage } from '../platform/errors/domain-error';

export class DocumentEmpty extends domainError('SETTINGS.DOCUMENT_EMPTY', 'file: is empty', 'file') {}

/** Judged by the file's bytes, never by its name or the content type the browser claims. */
export class DocumentTypeNotAllowed extends domainError(
  'SETTINGS.DOCUMENT_TYPE_NOT_ALLOWED',
  givenMessage,
  'file',
) {}

/** Nothing among the uploaded files is LinkedIn's export or one of the CSV files we read from it. */
export class LinkedInExportNotRecognised extends domainError(
  'SETTINGS.LINKEDIN_EXPORT_NOT_RECOGNISED',
  givenMessage,
  'files',
) {}

/** A file of the export we cannot read: a damaged archive, broken CSV, a missing header row. */
export class LinkedInExportMalformed extends domainError(
  'SETTINGS.LINKEDIN_EXPORT_MALFORMED',
  givenMessage,
  'files',
) {}

export class LinkedInExportTooLarge extends domainError(
  'SETTINGS.LINKEDIN_EXPORT_TOO_LARGE',
  givenMessage,
  'files',
) {}

export const profileFilesErrorStatus: Record<string, number> = {
  'SETTINGS.DOCUMENT_EMPTY': 422,
  'SETTINGS.DOCUMENT_TYPE_NOT_ALLOWED': 422,
  'SETTINGS.LINKEDIN_EXPORT_NOT_RECOGNISED': 422,
  'SETTINGS.LINKEDIN_EXPORT_MALFORMED': 422,
  'SETTINGS.LINKEDIN_EXPORT_TOO_LARGE': 413,
};
