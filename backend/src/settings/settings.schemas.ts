import { z } from 'zod';

/** Request and response shapes of the settings calls; the frontend's forms validate with the same schemas. */

export const MAX_URL_LENGTH = 2048;
/** Largest resume accepted; a real one-to-three page CV is far below it. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const RESUME_CONTENT_TYPE = 'application/pdf';
export const LINKEDIN_PROFILE_MESSAGE = 'Please enter a valid LinkedIn profile URL';
export const PORTFOLIO_LINK_MESSAGE = 'Please enter a valid URL starting with http:// or https://';

/**
 * The prompt a user drafts with until they write their own (the prompt calls arrive with the rest of
 * the settings); variables are the spec's prompt variables in double braces.
 */
export const DEFAULT_PROMPT_TEMPLATE = [
  'Write a short, personal cold e-mail from {{firstName}} {{lastName}} ({{headline}}) to {{contactName}},',
  '{{contactTitle}} at {{companyName}}, asking for a brief conversation about opportunities on their team.',
  'Mention one concrete reason {{companyName}} interests {{firstName}} and the skills that fit: {{skills}}.',
  'Keep it under 150 words, warm and specific, with a clear question at the end.',
  'If a portfolio link is given, include it once: {{portfolioLink}}.',
].join('\n');

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && url.hostname !== '' && url.username === '' && url.password === '' ? url : null;
  } catch {
    return null;
  }
}

/** linkedin.com or one of its subdomains (www., country sites such as uk.), with a path to a profile. */
export function isLinkedInProfileUrl(value: string): boolean {
  const url = httpUrl(value);
  if (!url || value.length <= 15) return false;
  const host = url.hostname.toLowerCase();
  return (host === 'linkedin.com' || host.endsWith('.linkedin.com')) && url.pathname.length > 1;
}

export function isWebUrl(value: string): boolean {
  return httpUrl(value) !== null;
}

/** A link the user may also clear: an empty string (or null) stores null. */
const clearableLink = (field: string, valid: (value: string) => boolean, message: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`),
    })
    .trim()
    .max(MAX_URL_LENGTH, `${field} must be at most ${MAX_URL_LENGTH} characters`)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value))
    .refine((value) => value === null || valid(value), message);

export const linkedinProfile = clearableLink(
  'linkedin_profile',
  isLinkedInProfileUrl,
  LINKEDIN_PROFILE_MESSAGE,
);
export const portfolioLink = clearableLink('portfolio_link', isWebUrl, PORTFOLIO_LINK_MESSAGE);

/** The name shown for an uploaded file: no folders, no control characters, at most 255 characters. */
export function uploadedFileName(raw: string, fallback: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((char) => char >= ' ' && char !== '\u007f').join('');
  const name = [...printable.trim()].slice(0, 255).join('');
  return name === '' ? fallback : name;
}

export const setLinkedInProfileBody = z.object({ linkedin_profile: linkedinProfile });
export const setPortfolioLinkBody = z.object({ portfolio_link: portfolioLink });

export type SetLinkedInProfileBody = z.infer<typeof setLinkedInProfileBody>;
export type SetPortfolioLinkBody = z.infer<typeof setPortfolioLinkBody>;

export interface LinkedInProfileResult {
  linkedin_profile: string | null;
  /** Always false: we store the URL and never scrape LinkedIn. */
  linkedin_data_fetched: false;
  prompt: string;
  checkpoint: string;
}

export interface PortfolioLinkResult {
  portfolio_link: string | null;
  checkpoint: string;
}

export interface ResumeUploadResult {
  resume_exists: true;
  file_name: string;
  page_count: number;
  message: string;
  checkpoint: string;
}

export interface ResumeDeleteResult {
  message: string;
  checkpoint: string;
}

export interface ResumeStatusView {
  resume_exists: boolean;
  file_name: string | null;
}

export interface ResumeContentView {
  content: string;
}
