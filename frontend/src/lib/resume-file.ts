import { MAX_RESUME_BYTES, RESUME_CONTENT_TYPE } from '@outreach/backend/profile/profile-rules.contract';

/** Resumes are PDF only everywhere: signup and settings accept PDF only and the server extracts its text. */
export const RESUME_ACCEPT = `${RESUME_CONTENT_TYPE},.pdf`;

const RESUME_MAX_MB = MAX_RESUME_BYTES / (1024 * 1024);

export const RESUME_HINT = `PDF, up to ${RESUME_MAX_MB} MB`;

/** Why a chosen resume cannot be sent, or null when it can; the server checks the same limits again. */
export function resumeProblem(file: File): string | null {
  const isPdf = file.type === RESUME_CONTENT_TYPE || file.name.toLowerCase().endsWith('.pdf');
  if (!isPdf) return 'Your resume must be a PDF file.';
  if (file.size > MAX_RESUME_BYTES) return `Your resume must be ${RESUME_MAX_MB} MB or smaller.`;
  return null;
}
