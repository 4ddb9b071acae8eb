/**
 * The LinkedIn details a profile keeps (typed in the editor or read from LinkedIn's export) and their rules: plain
 * code without zod, so the browser can import it; profile.contract.ts builds the request schema on it.
 */
import { containsControlBesidesLines, containsControlCharacter } from '../platform/http/control-characters';
import type { Checkpointed } from '../settings/settings-views.contract';
import { isHttpUrl, MAX_URL_LENGTH } from './profile-rules.contract';

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
// ---- Responses ----------------------------------------------------------------------------------------

export interface LinkedInDataResult extends Checkpointed {
  linkedin_data: LinkedInData | null;
}

export interface LinkedInImportResult extends LinkedInDataResult {
  imported: { profile: boolean; positions: number; educations: number; skills: number };
}

export interface LinkedInProfileView {
  linkedin_data: LinkedInData | null;
  profilePicture: string | null;
}
