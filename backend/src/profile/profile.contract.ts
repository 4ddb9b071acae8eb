import { z } from 'zod';
import { containsControlBesidesLines, containsControlCharacter } from '../platform/http/control-characters';
import { flag, knownFieldsObject, requiredText } from '../platform/http/request-fields';
import { LINKEDIN_DATA_LIMITS, PROFILE_PICTURE_MESSAGE } from './linkedin-data.contract';
import type { FillableProfileField } from './user-profile.contract';
import {
  CUSTOM_URL_DEFAULT_INCLUDE_IN_EMAILS,
  CUSTOM_URL_NAME_REQUIRED_MESSAGE,
  CUSTOM_URL_REQUIRED_MESSAGE,
  customUrlNameProblem,
  customUrlProblem,
  isHttpUrl,
  isLinkedInProfileUrl,
  LINKEDIN_PROFILE_MESSAGE,
  MAX_DOCUMENTS,
  MAX_URL_LENGTH,
  normalizeCustomUrl,
  PORTFOLIO_LINK_MESSAGE,
} from './profile-rules.contract';

/** Request and response shapes of the profile calls; the frontend's forms validate with the same schemas. */

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
  /** The profile fields the user left blank that this resume fills (Professional Details shows them). */
  filled_from_resume: FillableProfileField[];
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

// ---- LinkedIn details, custom URLs, documents (responses: the *-rules.contract.ts files, without zod) -------

/** Trimmed; '' when absent, as the spec's LinkedIn data has '' for what is unknown. */
const profileText = (field: string, long = false) => {
  const max = long ? LINKEDIN_DATA_LIMITS.longText : LINKEDIN_DATA_LIMITS.shortText;
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine(
      (value) => !(long ? containsControlBesidesLines(value) : containsControlCharacter(value)),
      `${field} must not contain control characters`,
    )
    .default('');
};

const profileList = <T extends z.ZodType>(field: string, item: T, max: number) =>
  z
    .array(item, { error: `${field} must be a list` })
    .max(max, `${field} must have at most ${max} entries`)
    .default([]);

const linkedInDataFields = knownFieldsObject(
  'linkedin_data',
  {
    firstName: profileText('firstName'),
    lastName: profileText('lastName'),
    headline: profileText('headline'),
    profilePicture: z
      .string({ error: PROFILE_PICTURE_MESSAGE })
      .trim()
      .max(MAX_URL_LENGTH, `profilePicture must be at most ${MAX_URL_LENGTH} characters`)
      .nullable()
      .default(null)
      .transform((value) => (value === '' ? null : value))
      .refine((value) => value === null || isHttpUrl(value), PROFILE_PICTURE_MESSAGE),
    username: profileText('username'),
    summary: profileText('summary', true),
    educations: profileList(
      'educations',
      knownFieldsObject(
        'each education',
        {
          schoolName: profileText('schoolName'),
          degreeName: profileText('degreeName'),
          fieldOfStudy: profileText('fieldOfStudy'),
        },
        'each education must be an object',
      ),
      LINKEDIN_DATA_LIMITS.educations,
    ),
    skills: profileList(
      'skills',
      knownFieldsObject('each skill', { name: profileText('name') }, 'each skill must be an object'),
      LINKEDIN_DATA_LIMITS.skills,
    ),
    positions: profileList(
      'positions',
      knownFieldsObject(
        'each position',
        {
          title: profileText('title'),
          companyName: profileText('companyName'),
          location: profileText('location'),
          startedOn: profileText('startedOn'),
          finishedOn: profileText('finishedOn'),
          description: profileText('description', true),
        },
        'each position must be an object',
      ),
      LINKEDIN_DATA_LIMITS.positions,
    ),
  },
  'linkedin_data must be an object or null',
  'linkedin_data is required',
);

/**
 * The LinkedIn data a request stores. Fields left out are blank, but a key it does not know is refused and so is
 * an object with none of its fields: an unexpected shape must never replace the stored data with blanks. null
 * clears it.
 */
export const linkedInDataSchema = z.preprocess((value, context) => {
  if (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 0
  ) {
    context.addIssue({
      code: 'custom',
      message: 'linkedin_data must hold at least one of its fields; send null to clear it',
      input: value,
    });
  }
  return value;
}, linkedInDataFields);

export const setLinkedInDataBody = z.object({ linkedin_data: linkedInDataSchema.nullable() });

/** Spec §5: its messages, the name trimmed, the URL trimmed and lower-cased. */
export const addCustomUrlBody = z.object({
  name: requiredText('name', CUSTOM_URL_NAME_REQUIRED_MESSAGE)
    .superRefine((value, ctx) => {
      const problem = customUrlNameProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.trim()),
  url: requiredText('url', CUSTOM_URL_REQUIRED_MESSAGE)
    .superRefine((value, ctx) => {
      const problem = customUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(normalizeCustomUrl),
  include_in_emails: flag('include_in_emails').default(CUSTOM_URL_DEFAULT_INCLUDE_IN_EMAILS),
});

export const toggleCustomUrlBody = z.object({ include_in_emails: flag('include_in_emails') });

/** Ids in paths are the uuids we issued; anything else cannot name a custom URL or document. */
export const idParam = (field: string) => z.uuid({ error: `${field} must be a UUID` });
/** The whole params object, so a bad id's error names the field `id`. */
export const idParams = z.object({ id: idParam('id') });
export type IdParams = z.infer<typeof idParams>;

const documentId = z
  .string({ error: 'each selected document must be a document id' })
  .max(64, 'each selected document must be a document id');

export const setSelectedDocumentsBody = z.object({
  selected_documents: z
    .array(documentId, {
      error: (issue) =>
        issue.input === undefined ? 'selected_documents is required' : 'selected_documents must be a list',
    })
    .max(MAX_DOCUMENTS, `selected_documents must have at most ${MAX_DOCUMENTS} entries`),
});

export type SetLinkedInDataBody = z.infer<typeof setLinkedInDataBody>;
export type AddCustomUrlBody = z.infer<typeof addCustomUrlBody>;
export type ToggleCustomUrlBody = z.infer<typeof toggleCustomUrlBody>;
export type SetSelectedDocumentsBody = z.infer<typeof setSelectedDocumentsBody>;
