import { distinctTexts } from './distinct-texts';
import type { LinkedInData, LinkedInPosition } from './linkedin-data.contract';
import { resumeProfileOf } from './resume-profile';
import type { ProfileFieldSource, UserProfile } from './user-profile.contract';

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

/**
 * The one profile: each field as the user typed it; a blank one filled from the resume (headline, summary, skills,
 * education) or, for the name, from sign-in, and marked so. The resume's skills and roles are added after the
 * user's own, never in their place.
 */
export function userProfileOf(sources: ProfileSources): UserProfile {
  const typed = sources.linkedinData;
  const resume = resumeProfileOf(sources.resumeText ?? '');
  const filled: UserProfile['sources'] = {};
  const pick = (
    field: keyof UserProfile['sources'],
    own: string | undefined,
    other: string,
    source: ProfileFieldSource,
  ): string => {
    const mine = (own ?? '').trim();
    if (mine !== '' || other.trim() === '') return mine;
    filled[field] = source;
    return other.trim();
  };
  const typedSkills = distinctTexts((typed?.skills ?? []).map((skill) => skill.name));
  const known = new Set(typedSkills.map((skill) => skill.toLowerCase()));
  const resumeSkills = resume.skills.filter((skill) => !known.has(skill.toLowerCase()));
  if (typedSkills.length === 0 && resumeSkills.length > 0) filled.skills = 'resume';
  const typedEducations = typed?.educations ?? [];
  if (typedEducations.length === 0 && resume.educations.length > 0) filled.education = 'resume';
  const positions: LinkedInPosition[] = latestFirst(typed?.positions ?? []).map((position) => ({
    location: '',
    description: '',
    ...position,
  }));
  return {
    firstName: pick('firstName', typed?.firstName, sources.account.firstName, 'sign_in'),
    lastName: pick('lastName', typed?.lastName, sources.account.lastName, 'sign_in'),
    headline: pick('headline', typed?.headline, resume.headline, 'resume'),
    summary: pick('summary', typed?.summary, resume.summary, 'resume'),
    skills: [...typedSkills, ...resumeSkills],
    resumeSkills,
    educations: typedEducations.length > 0 ? typedEducations : resume.educations,
    positions,
    titles: distinctTexts([...positions.map((position) => position.title), ...resume.titles]),
    portfolioLink: sources.portfolioLink,
    linkedinProfile: sources.linkedinProfile,
    sources: filled,
  };
}
