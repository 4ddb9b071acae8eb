/** Resumes are PDF only everywhere: the settings screen accepts PDF only and the server extracts its text. */
export const RESUME_ACCEPT = 'application/pdf,.pdf';
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen resume cannot be sent, or null when it can. */
export function resumeProblem(file: File): string | null {
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!isPdf) return 'Your resume must be a PDF file.';
  if (file.size > RESUME_MAX_BYTES) return 'Your resume must be 5 MB or smaller.';
  return null;
}

/**
 * A web address as typed, with https:// added when the scheme is missing (people paste
 * "linkedin.com/in/name"); null when it is not an http(s) address with a domain name.
 */
export function normalizeWebAddress(text: string): string | null {
  const trimmed = text.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && url.hostname.includes('.') ? withScheme : null;
  } catch {
    return null;
  }
}
