import { z } from 'zod';
import {
  isHttpUrl,
  isLinkedInProfileUrl,
  LINKEDIN_PROFILE_MESSAGE,
  MAX_URL_LENGTH,
  PORTFOLIO_LINK_MESSAGE,
} from './profile-rules.schemas';

/** Request and response shapes of the settings calls; the frontend's forms validate with the same schemas. */

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
export const portfolioLink = clearableLink('portfolio_link', isHttpUrl, PORTFOLIO_LINK_MESSAGE);

// Controls, format characters (bidi overrides such as U+202E, zero-width ones) and line separators would let a
// name pose as another in the admin and audit views.
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** The name shown for an uploaded file: no folders, nothing invisible or controlling, at most 255 characters. */
export function uploadedFileName(raw: string, fallback: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const printable = base.replace(INVISIBLE_OR_CONTROL, '');
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
