/**
 * The one profile of a user: what they typed (or imported from LinkedIn), the name they signed in with, and what
 * their resume says, merged field by field. Contact scoring, job scoring, the prompt variables and Professional
 * Details all read it. Types only, so the browser can import them.
 */
import type { LinkedInData, LinkedInEducation, LinkedInPosition } from './linkedin-data.contract';
import { distinctTexts } from './queries/distinct-texts';
import { resumeProfileOf } from './queries/resume-profile';

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

export interface ProfileSources {
  /** The name the user signed in with. */
  account: { firstName: string; lastName: string };
  /** Typed in Professional Details or the prompt editor, or imported from LinkedIn's export. */
  linkedinData: TypedDetails | null;
  resumeText: string | null;
  portfolioLink: string | null;
  linkedinProfile: string | null;
}

/** The LinkedIn data the profile reads; a position may lack its place and description. */
export type TypedDetails = Pick<
  LinkedInData,
  'firstName' | 'lastName' | 'headline' | 'summary' | 'educations' | 'skills'
> & {
  positions?: (Pick<LinkedInPosition, 'title' | 'companyName' | 'startedOn' | 'finishedOn'> &
    Partial<LinkedInPosition>)[];
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "Jan 2020", "2020-01", "2020" → a sortable month number; -1 when there is no year. */
export function monthOf(date: string): number {
  const year = /\b(\d{4})\b/.exec(date);
  if (!year) return -1;
  const named = MONTHS.findIndex((month) => date.toLowerCase().includes(month));
  const numbered = /\d{4}-(\d{1,2})/.exec(date);
  const month = named >= 0 ? named : numbered ? Number(numbered[1]) - 1 : 0;
  return Number(year[1]) * 12 + month;
}

/** Current positions first, then the most recently started; LinkedIn's own order breaks ties. */
export function latestFirst<P extends { startedOn: string; finishedOn: string }>(
  positions: readonly P[],
): P[] {
  return positions
    .map((position, order) => ({ position, order }))
    .sort(
      (a, b) =>
        Number(a.position.finishedOn.trim() !== '') - Number(b.position.finishedOn.trim() !== '') ||
        monthOf(b.position.startedOn) - monthOf(a.position.startedOn) ||
        a.order - b.order,
    )
    .map(({ position }) => position);
}

/** What the user did not type: the sign-in name and what the resume says, each field marked with where it came from. */
function untypedProfile(sources: ProfileSources): UserProfile {
  const resume = resumeProfileOf(sources.resumeText ?? '');
  const filled: UserProfile['sources'] = {};
  const from = (field: FillableProfileField, value: string, source: ProfileFieldSource): string => {
    const text = value.trim();
    if (text !== '') filled[field] = source;
    return text;
  };
  const skills = distinctTexts(resume.skills);
  if (skills.length > 0) filled.skills = 'resume';
  if (resume.educations.length > 0) filled.education = 'resume';
  return {
    firstName: from('firstName', sources.account.firstName, 'sign_in'),
    lastName: from('lastName', sources.account.lastName, 'sign_in'),
    headline: from('headline', resume.headline, 'resume'),
    summary: from('summary', resume.summary, 'resume'),
    skills,
    resumeSkills: skills,
    educations: resume.educations,
    positions: [],
    titles: resume.titles,
    portfolioLink: sources.portfolioLink,
    linkedinProfile: sources.linkedinProfile,
    sources: filled,
  };
}

/**
 * The profile with the user's typed details laid over it: a typed field wins; a blank one keeps what filled it
 * (sign-in, resume) and is empty when nothing did. Typed skills and roles come first, the resume's others after
 * them. The server lays the details over what was not typed; the browser over the profile it shows, until the
 * server's answer replaces it.
 */
export function withTypedDetails(profile: UserProfile, typed: TypedDetails | null): UserProfile {
  const sources = { ...profile.sources };
  const text = (
    field: 'firstName' | 'lastName' | 'headline' | 'summary',
    own: string | undefined,
  ): string => {
    const mine = (own ?? '').trim();
    if (mine === '') return sources[field] ? profile[field] : '';
    delete sources[field];
    return mine;
  };
  const typedSkills = distinctTexts((typed?.skills ?? []).map((skill) => skill.name));
  const known = new Set(typedSkills.map((skill) => skill.toLowerCase()));
  const resumeSkills = profile.resumeSkills.filter((skill) => !known.has(skill.toLowerCase()));
  if (typedSkills.length > 0 || resumeSkills.length === 0) delete sources.skills;
  const typedEducations = typed?.educations ?? [];
  const educations =
    typedEducations.length > 0 ? typedEducations : sources.education ? profile.educations : [];
  if (typedEducations.length > 0) delete sources.education;
  const positions: LinkedInPosition[] = latestFirst(typed?.positions ?? []).map((position) => ({
    location: '',
    description: '',
    ...position,
  }));
  return {
    ...profile,
    firstName: text('firstName', typed?.firstName),
    lastName: text('lastName', typed?.lastName),
    headline: text('headline', typed?.headline),
    summary: text('summary', typed?.summary),
    skills: [...typedSkills, ...resumeSkills],
    resumeSkills,
    educations,
    positions,
    titles: distinctTexts([...positions.map((position) => position.title), ...profile.titles]),
    sources,
  };
}

/**
 * The one profile: each field as the user typed it; a blank one filled from the resume (headline, summary, skills,
 * education) or, for the name, from sign-in, and marked so. The resume never takes the place of what was typed.
 */
export const userProfileOf = (sources: ProfileSources): UserProfile =>
  withTypedDetails(untypedProfile(sources), sources.linkedinData);
