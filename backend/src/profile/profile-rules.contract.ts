/**
 * The rules of a profile's links, resume, custom URLs and documents that both sides check, and the answers of their
 * calls: plain constants, predicates and types without zod, so the browser can import them without the server's
 * schema library; profile.contract.ts builds its request schemas on them.
 */
import { containsControlCharacter } from '../platform/http/control-characters';
import { isHttpUrl, parseHttpUrl } from '../platform/http/http-url';
import type { Checkpointed } from '../settings/settings-views.contract';

// ---- Links and resume ---------------------------------------------------------------------------------

export const MAX_URL_LENGTH = 2048;
/** Largest resume accepted; a real one-to-three page CV is far below it. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const RESUME_CONTENT_TYPE = 'application/pdf';
export const LINKEDIN_PROFILE_MESSAGE = 'Please enter a valid LinkedIn profile URL';
export const PORTFOLIO_LINK_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

/** linkedin.com or one of its subdomains (www., country sites such as uk.), with a path to a profile. */
export function isLinkedInProfileUrl(text: string): boolean {
  const url = parseHttpUrl(text);
  if (!url || text.length <= 15) return false;
  const host = url.hostname.toLowerCase();
  return (host === 'linkedin.com' || host.endsWith('.linkedin.com')) && url.pathname.length > 1;
}

export { isHttpUrl };

// ---- Custom URLs (spec §5) --------------------------------------------------------------------------

export interface CustomUrl {
  id: string;
  name: string;
  url: string;
  include_in_emails: boolean;
}

export const MAX_CUSTOM_URLS = 20;
export const MAX_CUSTOM_URL_NAME_LENGTH = 100;
export const CUSTOM_URL_DEFAULT_INCLUDE_IN_EMAILS = true;
export const CUSTOM_URL_NAME_REQUIRED_MESSAGE = 'Please enter a name for the URL';
export const CUSTOM_URL_REQUIRED_MESSAGE = 'Please enter a URL';
export const CUSTOM_URL_SCHEME_MESSAGE = 'URL must start with http:// or https://';
export const CUSTOM_URL_INVALID_MESSAGE = 'Please enter a valid URL';
export const CUSTOM_URL_NAME_TOO_LONG_MESSAGE = `The name must be at most ${MAX_CUSTOM_URL_NAME_LENGTH} characters`;
export const CUSTOM_URL_TOO_LONG_MESSAGE = `The URL must be at most ${MAX_URL_LENGTH} characters`;
export const CUSTOM_URL_NAME_CONTROL_MESSAGE = 'The name must not contain control characters';
export const CUSTOM_URL_LIMIT_MESSAGE = `You can keep at most ${MAX_CUSTOM_URLS} custom URLs`;

/** The spec stores custom URLs lower-cased and trimmed. */
export const normalizeCustomUrl = (url: string): string => url.trim().toLowerCase();

/** The first rule a name breaks (judged trimmed, as it is stored; its length in characters), or null. */
function nameProblem(
  name: string,
  maxLength: number,
  messages: { required: string; tooLong: string; control: string },
): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return messages.required;
  if ([...trimmed].length > maxLength) return messages.tooLong;
  if (containsControlCharacter(trimmed)) return messages.control;
  return null;
}

/** The first rule a custom URL's name breaks, or null; the name is trimmed before it is stored. */
export const customUrlNameProblem = (name: string): string | null =>
  nameProblem(name, MAX_CUSTOM_URL_NAME_LENGTH, {
    required: CUSTOM_URL_NAME_REQUIRED_MESSAGE,
    tooLong: CUSTOM_URL_NAME_TOO_LONG_MESSAGE,
    control: CUSTOM_URL_NAME_CONTROL_MESSAGE,
  });

/** The first rule a custom URL breaks (judged after normalizeCustomUrl), or null. */
export function customUrlProblem(url: string): string | null {
  const normalized = normalizeCustomUrl(url);
  if (normalized === '') return CUSTOM_URL_REQUIRED_MESSAGE;
  if (!normalized.startsWith('http://') && !normalized.startsWith('https://')) {
    return CUSTOM_URL_SCHEME_MESSAGE;
  }
  if (normalized.length > MAX_URL_LENGTH) return CUSTOM_URL_TOO_LONG_MESSAGE;
  if (!isHttpUrl(normalized)) return CUSTOM_URL_INVALID_MESSAGE;
  return null;
}
// ---- Documents --------------------------------------------------------------------------------------

export interface SettingsDocument {
  id: string;
  name: string;
  filename: string;
  content_type: string;
  size_bytes: number;
  /** ISO 8601 */
  uploaded_at: string;
}

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENTS = 20;
export const MAX_DOCUMENT_NAME_LENGTH = 120;
export const DOCUMENT_NAME_REQUIRED_MESSAGE = 'Please provide a name for the document';
export const DOCUMENT_FILE_REQUIRED_MESSAGE = 'Please select a document to upload';
export const DOCUMENT_NAME_TOO_LONG_MESSAGE = `The document name must be at most ${MAX_DOCUMENT_NAME_LENGTH} characters`;
export const DOCUMENT_NAME_CONTROL_MESSAGE = 'The document name must not contain control characters';
export const DOCUMENT_TOO_LARGE_MESSAGE = `file: must be at most ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB`;
export const DOCUMENT_LIMIT_MESSAGE = `You can keep at most ${MAX_DOCUMENTS} documents; delete one first`;

/** The first rule a document's name breaks, or null; the name is trimmed before it is stored. */
export const documentNameProblem = (name: string): string | null =>
  nameProblem(name, MAX_DOCUMENT_NAME_LENGTH, {
    required: DOCUMENT_NAME_REQUIRED_MESSAGE,
    tooLong: DOCUMENT_NAME_TOO_LONG_MESSAGE,
    control: DOCUMENT_NAME_CONTROL_MESSAGE,
  });
// ---- Responses ----------------------------------------------------------------------------------------

export interface ResumeStatus {
  resume_exists: boolean;
  file_name: string | null;
}

export type CustomUrlResult = CustomUrl & Checkpointed;

export interface MessageResult extends Checkpointed {
  message: string;
}

export interface DocumentsView {
  documents: SettingsDocument[];
}

export interface DocumentUploadResult extends Checkpointed {
  document: SettingsDocument;
}

export interface SelectedDocumentsResult extends Checkpointed {
  selected_documents: string[];
}
