/**
 * The settings rules and response shapes both sides use: plain constants, predicates and types without
 * zod, so the browser can import them; settings.contract.ts builds the request schemas on them.
 */
import { containsControlCharacter } from '../platform/http/control-characters';
import { isHttpUrl, MAX_URL_LENGTH } from './profile-rules.contract';

// ---- LinkedIn data --------------------------------------------------------------------------------

export interface LinkedInEducation {
  schoolName: string;
  degreeName: string;
  fieldOfStudy: string;
}

export interface LinkedInSkill {
  name: string;
}

/** Our addition to the spec's LinkedIn data, read from the export's Positions.csv. */
export interface LinkedInPosition {
  title: string;
  companyName: string;
  location: string;
  startedOn: string;
  finishedOn: string;
  description: string;
}

/** Every text trimmed, '' when unknown; profilePicture is an http(s) URL or null. */
export interface LinkedInData {
  firstName: string;
  lastName: string;
  headline: string;
  profilePicture: string | null;
  username: string;
  summary: string;
  educations: LinkedInEducation[];
  skills: LinkedInSkill[];
  positions: LinkedInPosition[];
}

/** LinkedIn's own limits, rounded up, so an honest export always fits and nothing unbounded is stored. */
export const LINKEDIN_DATA_LIMITS = {
  /** names, headline, username, school, degree, field, title, company, location, skill, dates */
  shortText: 300,
  /** summary and a position's description */
  longText: 10_000,
  educations: 50,
  skills: 200,
  positions: 100,
} as const;

/**
 * The stored form: every text trimmed, a blank picture null, keys in one order (so equal data compares
 * equal as JSON). Callers check it with linkedInDataProblem afterwards.
 */
export function normalizeLinkedInData(data: LinkedInData): LinkedInData {
  const t = (value: string) => value.trim();
  const picture = data.profilePicture?.trim() ?? '';
  return {
    firstName: t(data.firstName),
    lastName: t(data.lastName),
    headline: t(data.headline),
    profilePicture: picture === '' ? null : picture,
    username: t(data.username),
    summary: t(data.summary),
    educations: data.educations.map((e) => ({
      schoolName: t(e.schoolName),
      degreeName: t(e.degreeName),
      fieldOfStudy: t(e.fieldOfStudy),
    })),
    skills: data.skills.map((skill) => ({ name: t(skill.name) })),
    positions: data.positions.map((p) => ({
      title: t(p.title),
      companyName: t(p.companyName),
      location: t(p.location),
      startedOn: t(p.startedOn),
      finishedOn: t(p.finishedOn),
      description: t(p.description),
    })),
  };
}

export interface FieldProblem {
  /** Dotted path under the request body, e.g. linkedin_data.positions.0.title */
  field: string;
  message: string;
}

const LINE_BREAKS_AND_TABS = /[\n\r\t]/g;

/** Line breaks and tabs belong in multi-line text; other controls are never typed. */
export const containsControlBesidesLines = (text: string): boolean =>
  containsControlCharacter(text.replace(LINE_BREAKS_AND_TABS, ''));

function textProblem(field: string, value: unknown, long: boolean): FieldProblem | null {
  const max = long ? LINKEDIN_DATA_LIMITS.longText : LINKEDIN_DATA_LIMITS.shortText;
  if (typeof value !== 'string') return { field, message: `${field} must be text` };
  if (value.length > max) return { field, message: `${field} must be at most ${max} characters` };
  if (long ? containsControlBesidesLines(value) : containsControlCharacter(value)) {
    return { field, message: `${field} must not contain control characters` };
  }
  return null;
}

function listProblem<T>(
  field: string,
  items: unknown,
  max: number,
  itemProblem: (item: T, path: string) => FieldProblem | null,
): FieldProblem | null {
  if (!Array.isArray(items)) return { field, message: `${field} must be a list` };
  if (items.length > max) return { field, message: `${field} must have at most ${max} entries` };
  for (const [index, item] of items.entries()) {
    const path = `${field}.${index}`;
    if (typeof item !== 'object' || item === null) {
      return { field: path, message: `${path} must be an object` };
    }
    const problem = itemProblem(item as T, path);
    if (problem) return problem;
  }
  return null;
}

const firstProblem = (checks: (() => FieldProblem | null)[]): FieldProblem | null => {
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
};

const EDUCATION_TEXTS = ['schoolName', 'degreeName', 'fieldOfStudy'] as const;
const POSITION_SHORT_TEXTS = ['title', 'companyName', 'location', 'startedOn', 'finishedOn'] as const;

/** The first rule stored LinkedIn data breaks, or null; the editor's and the export importer's data pass here. */
export function linkedInDataProblem(data: LinkedInData, field = 'linkedin_data'): FieldProblem | null {
  const short = (name: string, value: unknown) => () => textProblem(`${field}.${name}`, value, false);
  return firstProblem([
    short('firstName', data.firstName),
    short('lastName', data.lastName),
    short('headline', data.headline),
    short('username', data.username),
    () => textProblem(`${field}.summary`, data.summary, true),
    () => {
      const picture = data.profilePicture;
      if (picture === null) return null;
      const ok = typeof picture === 'string' && picture.length <= MAX_URL_LENGTH && isHttpUrl(picture);
      return ok ? null : { field: `${field}.profilePicture`, message: PROFILE_PICTURE_MESSAGE };
    },
    () =>
      listProblem<LinkedInEducation>(
        `${field}.educations`,
        data.educations,
        LINKEDIN_DATA_LIMITS.educations,
        (education, path) =>
          firstProblem(
            EDUCATION_TEXTS.map((name) => () => textProblem(`${path}.${name}`, education[name], false)),
          ),
      ),
    () =>
      listProblem<LinkedInSkill>(`${field}.skills`, data.skills, LINKEDIN_DATA_LIMITS.skills, (skill, path) =>
        textProblem(`${path}.name`, skill.name, false),
      ),
    () =>
      listProblem<LinkedInPosition>(
        `${field}.positions`,
        data.positions,
        LINKEDIN_DATA_LIMITS.positions,
        (position, path) =>
          firstProblem([
            ...POSITION_SHORT_TEXTS.map(
              (name) => () => textProblem(`${path}.${name}`, position[name], false),
            ),
            () => textProblem(`${path}.description`, position.description, true),
          ]),
      ),
  ]);
}

export const PROFILE_PICTURE_MESSAGE = 'profilePicture must be an http:// or https:// URL';

export const LINKEDIN_DATA_SOURCES = ['editor', 'linkedin_export'] as const;
export type LinkedInDataSource = (typeof LINKEDIN_DATA_SOURCES)[number];

export const emptyLinkedInData = (): LinkedInData => ({
  firstName: '',
  lastName: '',
  headline: '',
  profilePicture: null,
  username: '',
  summary: '',
  educations: [],
  skills: [],
  positions: [],
});

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

// ---- Toggles, autopilot, footer -------------------------------------------------------------------

export const TOGGLE_SETTINGS = ['attach_documents', 'tracking_enabled', 'h1b_only', 'j1_only'] as const;
export type ToggleSetting = (typeof TOGGLE_SETTINGS)[number];

export const TOGGLE_DEFAULTS: Readonly<Record<ToggleSetting, boolean>> = {
  attach_documents: false,
  tracking_enabled: true,
  h1b_only: false,
  j1_only: false,
};

export interface AutopilotSettings {
  job_score_threshold: number;
}

export const JOB_SCORE_THRESHOLD = { min: 1, max: 10, default: 8 } as const;
export const JOB_SCORE_THRESHOLD_MESSAGE = `job_score_threshold must be a whole number from ${JOB_SCORE_THRESHOLD.min} to ${JOB_SCORE_THRESHOLD.max}`;

export const isJobScoreThreshold = (value: number): boolean =>
  Number.isInteger(value) && value >= JOB_SCORE_THRESHOLD.min && value <= JOB_SCORE_THRESHOLD.max;

/** Appended under every e-mail until the user writes their own; variables as in the prompt, in double braces. */
export const DEFAULT_FOOTER_TEMPLATE = [
  'Best regards,',
  '{{firstName}} {{lastName}}',
  '{{portfolioLink}}',
].join('\n');
export const MAX_FOOTER_TEMPLATE_LENGTH = 2000;
export const FOOTER_TEMPLATE_TOO_LONG_MESSAGE = `footer_template must be at most ${MAX_FOOTER_TEMPLATE_LENGTH} characters`;
export const FOOTER_TEMPLATE_CONTROL_MESSAGE = 'footer_template must not contain control characters';

/** The first rule a footer breaks, or null; null (back to the default) always passes. */
export function footerTemplateProblem(footer: string | null): string | null {
  if (footer === null) return null;
  if (footer.length > MAX_FOOTER_TEMPLATE_LENGTH) return FOOTER_TEMPLATE_TOO_LONG_MESSAGE;
  if (containsControlBesidesLines(footer)) return FOOTER_TEMPLATE_CONTROL_MESSAGE;
  return null;
}

// ---- Responses of the settings calls -----------------------------------------------------------------

/** Present on every write: wait for it (?after=) to read your own write from the read models. */
export interface Checkpointed {
  checkpoint: string;
}

export interface ResumeStatus {
  resume_exists: boolean;
  file_name: string | null;
}

export interface ProfileStatus {
  hasResume: boolean;
  hasLinkedInProfile: boolean;
  hasLinkedInData: boolean;
}

/** -1 as a limit means unlimited. */
export interface SettingsAll {
  plan_name: string;
  emails_used: number;
  emails_limit: number;
  searches_used: number;
  searches_limit: number;
  write_limit: number;
  write_used: number;
  daily_limit: number;
  /** Messages sent today (UTC). */
  daily_used: number;
  company_lists_used: number;
  company_lists_limit: number;
  /** The billing period the *_used figures count (UTC days; the end is the first day after it). */
  usage_period_start: string;
  usage_period_end: string;
  contacts_used: number;
  contacts_limit: number;
  /** The user's own template, null while they use the default. */
  prompt_template: string | null;
  /** The template drafting uses: the user's own or the default. */
  prompt: string;
  default_prompt: string;
  portfolio_link: string | null;
  linkedin_profile: string | null;
  tracking_enabled: boolean;
  custom_urls: CustomUrl[];
  attach_documents: boolean;
  /** The user's own footer, null while they use the default. */
  custom_footer_template: string | null;
  default_footer_template: string;
  h1b_only: boolean;
  j1_only: boolean;
  selected_documents: string[];
  documents: SettingsDocument[];
  linkedin_data: LinkedInData | null;
  autopilot_settings: AutopilotSettings;
  resumeStatus: ResumeStatus;
  profile_status: ProfileStatus;
}

/** The light read for the tour and the autopilot pages: profile completeness without limits, usage or documents. */
export interface SettingsLite {
  plan_name: string;
  linkedin_profile: string | null;
  portfolio_link: string | null;
  linkedin_data: LinkedInData | null;
  resumeStatus: ResumeStatus;
  profile_status: ProfileStatus;
  autopilot_settings: AutopilotSettings;
}

export interface SettingsPlan {
  plan_name: string;
  searches_used: number;
}

export interface LinkedInDataResult extends Checkpointed {
  linkedin_data: LinkedInData | null;
}

export interface LinkedInImportResult extends LinkedInDataResult {
  imported: { profile: boolean; positions: number; educations: number; skills: number };
}

export interface PromptView {
  prompt: string;
  is_default: boolean;
}

export interface PromptResult extends Checkpointed {
  prompt: string;
}

export interface FooterTemplateResult extends Checkpointed {
  footer_template: string | null;
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

export interface AttachDocumentsResult extends Checkpointed {
  attach_documents: boolean;
}

export interface TrackingResult extends Checkpointed {
  tracking_enabled: boolean;
}

export interface H1bOnlyResult extends Checkpointed {
  h1b_only: boolean;
}

export interface J1OnlyResult extends Checkpointed {
  j1_only: boolean;
}

export type AutopilotSettingsResult = AutopilotSettings & Checkpointed;

export interface LinkedInProfileView {
  linkedin_data: LinkedInData | null;
  profilePicture: string | null;
}
