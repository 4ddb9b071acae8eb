import {
  DOCUMENT_FILE_REQUIRED_MESSAGE,
  MAX_DOCUMENT_BYTES,
} from '@outreach/backend/profile/profile-rules.contract';
import { resumeProblem as pdfResumeProblem } from '../../lib/resume-file';

const megabytes = (bytes: number) => bytes / (1024 * 1024);

const hasExtension = (file: File, extensions: readonly string[]) =>
  extensions.some((extension) => file.name.toLowerCase().endsWith(extension));

export const RESUME_REQUIRED_MESSAGE = 'Please select a resume PDF file to upload.';

/** Why a resume cannot be sent, or null; the server checks the same limits again. */
export function resumeProblem(file: File | null): string | null {
  return file ? pdfResumeProblem(file) : RESUME_REQUIRED_MESSAGE;
}

export function documentFileProblem(file: File | null): string | null {
  if (!file) return DOCUMENT_FILE_REQUIRED_MESSAGE;
  if (file.size > MAX_DOCUMENT_BYTES)
    return `The document must be ${megabytes(MAX_DOCUMENT_BYTES)} MB or smaller.`;
  return null;
}

export const LINKEDIN_IMPORT_ACCEPT = '.zip,.csv';
/** The contract's limit: the export's .zip, or up to its five CSV files. */
export const MAX_LINKEDIN_IMPORT_FILES = 5;

export function linkedinImportProblem(files: readonly File[]): string | null {
  if (files.length === 0) return "Please choose LinkedIn's data export (.zip) or its CSV files.";
  if (files.length > MAX_LINKEDIN_IMPORT_FILES) return `Choose at most ${MAX_LINKEDIN_IMPORT_FILES} files.`;
  if (files.some((file) => !hasExtension(file, ['.zip', '.csv']))) {
    return "Only the .zip and .csv files of LinkedIn's data export can be imported.";
  }
  return null;
}
