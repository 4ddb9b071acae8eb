/**
 * The one profile of a user: what they typed (or imported from LinkedIn), the name they signed in with, and what
 * their resume says, merged field by field. Contact scoring, job scoring, the prompt variables and Professional
 * Details all read it. Types only, so the browser can import them.
 */
import type { LinkedInEducation, LinkedInPosition } from './linkedin-data.contract';

/** The fields filled from elsewhere when the user left them blank; the ids are the prompt variables'. */
export const FILLABLE_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'headline',
  'summary',
  'skills',
  'education',
] as const;
export type FillableProfileField = (typeof FILLABLE_PROFILE_FIELDS)[number];

/** sign_in: the account's name; resume: read from the resume's text. Typed fields have no entry. */
export type ProfileFieldSource = 'sign_in' | 'resume';

/** The labels Professional Details and the prompt editor use (headline reads as Job Title there). */
export const PROFILE_FIELD_LABELS: Readonly<Record<FillableProfileField, string>> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  headline: 'Job Title',
  summary: 'Summary',
  skills: 'Skills',
  education: 'Education',
};

export interface UserProfile {
  firstName: string;
  lastName: string;
  headline: string;
  summary: string;
  /** The typed skills, then the resume's that are not among them. */
  skills: string[];
  /** The skills among `skills` that only the resume names. */
  resumeSkills: string[];
  educations: LinkedInEducation[];
  /** Typed or imported from LinkedIn only: a resume's roles are read as titles, not as positions. */
  positions: LinkedInPosition[];
  /** The roles the user has held: the positions' titles newest first, then the resume's not among them. */
  titles: string[];
  portfolioLink: string | null;
  linkedinProfile: string | null;
  /** Where each field not typed by the user came from; a field with no entry is typed or empty. */
  sources: Partial<Record<FillableProfileField, ProfileFieldSource>>;
}

/** The fields whose value `source` gave, in FILLABLE_PROFILE_FIELDS order. */
export const fieldsFrom = (profile: Pick<UserProfile, 'sources'>, source: ProfileFieldSource) =>
  FILLABLE_PROFILE_FIELDS.filter((field) => profile.sources[field] === source);

/** "Job Title, Summary and Skills". */
export function fieldList(fields: readonly FillableProfileField[]): string {
  const labels = fields.map((field) => PROFILE_FIELD_LABELS[field]);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
