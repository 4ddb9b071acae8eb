import { domainError, givenMessage } from '../platform/errors/domain-error';
import {
  MAX_RESUME_BYTES,
  CUSTOM_URL_LIMIT_MESSAGE,
  DOCUMENT_LIMIT_MESSAGE,
  DOCUMENT_TOO_LARGE_MESSAGE,
} from './profile-rules.contract';

export class ResumeNotFound extends domainError(
  'SETTINGS.RESUME_NOT_FOUND',
  (message?: string) => message ?? 'No resume uploaded',
) {}

export class ResumeFileTooLarge extends domainError(
  'SETTINGS.RESUME_TOO_LARGE',
  `file: must be at most ${MAX_RESUME_BYTES / (1024 * 1024)} MB`,
  'file',
) {}

/** Judged by the file's first bytes, never by its name or the content type the browser claims. */
export class ResumeNotPdf extends domainError(
  'SETTINGS.RESUME_NOT_PDF',
  'file: must be a PDF document',
  'file',
) {}

/** Encrypted, damaged, or only images: we refuse it rather than keep a resume we cannot read. */
export class ResumeUnreadable extends domainError(
  'SETTINGS.RESUME_UNREADABLE',
  'file: could not read any text from this PDF',
  'file',
) {}

/** More uploads are being read than the server lets run and queue; each reader may use 256 MB. */
export class ResumeBusy extends domainError(
  'SETTINGS.RESUME_BUSY',
  'Too many resumes are being read right now. Please try again in a minute.',
  'file',
) {}

export class CustomUrlNotFound extends domainError('SETTINGS.CUSTOM_URL_NOT_FOUND', 'Custom URL not found') {}

/** A name or URL the spec's custom URL rules refuse; field says which. */
export class CustomUrlInvalid extends domainError(
  'SETTINGS.CUSTOM_URL_INVALID',
  (_field: 'name' | 'url', message: string) => message,
  (field) => field,
) {}

export class CustomUrlAlreadyAdded extends domainError(
  'SETTINGS.CUSTOM_URL_ALREADY_ADDED',
  'This URL is already in your custom URLs',
  'url',
) {}

export class CustomUrlLimitReached extends domainError(
  'SETTINGS.CUSTOM_URL_LIMIT_REACHED',
  CUSTOM_URL_LIMIT_MESSAGE,
  'url',
) {}

export class DocumentNotFound extends domainError('SETTINGS.DOCUMENT_NOT_FOUND', 'Document not found') {}

export class DocumentTooLarge extends domainError(
  'SETTINGS.DOCUMENT_TOO_LARGE',
  DOCUMENT_TOO_LARGE_MESSAGE,
  'file',
) {}

export class DocumentNameInvalid extends domainError(
  'SETTINGS.DOCUMENT_NAME_INVALID',
  givenMessage,
  'name',
) {}

export class DocumentLimitReached extends domainError(
  'SETTINGS.DOCUMENT_LIMIT_REACHED',
  DOCUMENT_LIMIT_MESSAGE,
  'file',
) {}

/** Only the caller's own documents can be attached; an id of someone else's reads as unknown. */
export class SelectedDocumentsUnknown extends domainError(
  'SETTINGS.SELECTED_DOCUMENTS_UNKNOWN',
  (unknownIds: readonly string[]) => `selected_documents: not among your documents: ${unknownIds.join(', ')}`,
  'selected_documents',
) {}

/** field is the dotted path of the first bad value, e.g. linkedin_data.skills.3.name */
export class LinkedInDataInvalid extends domainError(
  'SETTINGS.LINKEDIN_DATA_INVALID',
  (_field: string, message: string) => message,
  (field) => field,
) {}

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
