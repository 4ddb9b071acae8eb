/**
 * Each prompt variable's value for one e-mail (spec §9), and a template filled with them: drafting, the outgoing
 * footer and the prompt editor's preview resolve values alike. Plain code without zod.
 */
import type { UserProfile } from '../profile/user-profile.contract';
import type { PromptVariableId } from './prompt-variables.contract';

export type Season = 'Spring' | 'Summer' | 'Fall' | 'Winter';
export type TimeOfDay = 'Morning' | 'Afternoon' | 'Evening' | 'Night';

/** month 1..12 (spec §9: Mar-May Spring, Jun-Aug Summer, Sep-Nov Fall, otherwise Winter). */
export function seasonOfMonth(month: number): Season {
  if (month >= 3 && month <= 5) return 'Spring';
  if (month >= 6 && month <= 8) return 'Summer';
  if (month >= 9 && month <= 11) return 'Fall';
  return 'Winter';
}

/** hour 0..23 (spec §9: 5-12 Morning, 12-17 Afternoon, 17-21 Evening, otherwise Night). */
export function timeOfDayOfHour(hour: number): TimeOfDay {
  if (hour >= 5 && hour < 12) return 'Morning';
  if (hour >= 12 && hour < 17) return 'Afternoon';
  if (hour >= 17 && hour < 21) return 'Evening';
  return 'Night';
}

export interface PromptContact {
  name?: string | null;
  title?: string | null;
  company?: string | null;
}

export interface PromptCompany {
  name?: string | null;
  industry?: string | null;
}

/** The parts of the one profile (typed, sign-in name, resume; profile/user-profile.ts) the variables read. */
export type PromptProfile = Pick<
  UserProfile,
  'firstName' | 'lastName' | 'headline' | 'summary' | 'skills' | 'educations' | 'portfolioLink'
>;

export interface PromptValueSources {
  profile: PromptProfile;
  contact?: PromptContact | null;
  company?: PromptCompany | null;
  /** AI Generated values when the caller has them (the model's output, or the user's hints for a preview). */
  aiGenerated?: Partial<Record<PromptVariableId, string>>;
  now: Date;
  /** IANA zone for the date, season and time of day; an unknown zone falls back to UTC. */
  timeZone?: string;
}

function clockParts(now: Date, timeZone: string | undefined) {
  let zone = 'UTC';
  try {
    zone = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    // An unknown zone must not stop a draft; UTC is the server's own clock.
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    date: new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'long' }).format(now),
    month: part('month'),
    hour: part('hour') % 24,
  };
}

const text = (value: string | null | undefined): string => (value ?? '').trim();

/** "Degree in Field, School", one education after another. */
function educationText(profile: PromptProfile): string {
  return profile.educations
    .map((education) => {
      const degree = [text(education.degreeName), text(education.fieldOfStudy)].filter(Boolean).join(' in ');
      return [degree, text(education.schoolName)].filter(Boolean).join(', ');
    })
    .filter(Boolean)
    .join('; ');
}

/** Every variable's value for one e-mail; '' where nothing is known. */
export function resolvePromptVariables(sources: PromptValueSources): Record<PromptVariableId, string> {
  const { profile } = sources;
  const contact = sources.contact ?? {};
  const company = sources.company ?? {};
  const ai = sources.aiGenerated ?? {};
  const clock = clockParts(sources.now, sources.timeZone);
  const companyName = text(company.name) || text(contact.company);
  return {
    firstName: text(profile.firstName),
    lastName: text(profile.lastName),
    headline: text(profile.headline),
    summary: text(profile.summary),
    skills: profile.skills.map(text).filter(Boolean).join(', '),
    education: educationText(profile),
    portfolioLink: text(profile.portfolioLink),
    contactName: text(contact.name),
    contactTitle: text(contact.title),
    contactCompany: text(contact.company) || text(company.name),
    companyName,
    companyIndustry: text(company.industry),
    hometown: text(ai.hometown),
    interests: text(ai.interests),
    personalityTraits: text(ai.personalityTraits),
    careerGoals: text(ai.careerGoals),
    workStyle: text(ai.workStyle),
    currentDate: clock.date,
    season: seasonOfMonth(clock.month),
    timeOfDay: timeOfDayOfHour(clock.hour),
  };
}

// ---- Filling a template -------------------------------------------------------------------------------------

/**
 * Replaces each well-formed {{id}} that has a value; placeholders without one stay as written, so the
 * caller sees what was not filled.
 */
export function renderPromptTemplate(template: string, values: Partial<Record<string, string>>): string {
  return template.replace(/\{\{([A-Za-z0-9_]+)\}\}/g, (whole, id: string) => {
    const value = Object.prototype.hasOwnProperty.call(values, id) ? values[id] : undefined;
    return value === undefined ? whole : value;
  });
}

export const PREVIEW_MAX_CHARS = 50;

/** One line of at most PREVIEW_MAX_CHARS characters, with an ellipsis as the last one when cut. */
export function truncatePreview(value: string, max = PREVIEW_MAX_CHARS): string {
  const oneLine = value.replace(/\s+/g, ' ').trim();
  const chars = [...oneLine];
  return chars.length <= max ? oneLine : `${chars.slice(0, max - 1).join('')}…`;
}
