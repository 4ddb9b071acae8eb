import type { LinkedInData, LinkedInPosition } from '../profile/linkedin-data.contract';
import { resumeSkills } from '../profile/queries/resume-skills';
import { emptyScoringProfile, type ScoringProfile } from './scoring.contract';
import { tokenize } from './tokenizer';

/** Industry words looked for in the user's positions, summary and headline (outreach.md's directory industries). */
export const INDUSTRY_WORDS = [
  'software',
  'saas',
  'data',
  'analytics',
  'fintech',
  'finance',
  'banking',
  'insurance',
  'healthcare',
  'biotech',
  'pharmaceutical',
  'medical',
  'education',
  'edtech',
  'retail',
  'ecommerce',
  'e-commerce',
  'manufacturing',
  'consulting',
  'media',
  'entertainment',
  'logistics',
  'transportation',
  'energy',
  'telecommunications',
  'government',
  'nonprofit',
  'real estate',
  'construction',
  'hospitality',
  'travel',
  'automotive',
  'aerospace',
  'gaming',
  'cybersecurity',
  'marketing',
  'advertising',
  'legal',
  'agriculture',
  'food',
  'cloud',
  'hardware',
  'semiconductors',
  'research',
];
const INDUSTRY_TERMS = INDUSTRY_WORDS.map((word) => ({ word, terms: tokenize(word) }));

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
export function latestFirst(positions: readonly LinkedInPosition[]): LinkedInPosition[] {
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

const distinct = (values: readonly string[]): string[] => {
  const seen = new Set<string>();
  return values
    .map((value) => value.trim())
    .filter((value) => {
      const key = value.toLowerCase();
      if (value === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

/** The industry words the texts use, in INDUSTRY_WORDS order. */
export function industriesIn(texts: readonly string[]): string[] {
  const terms = new Set(texts.flatMap((text) => tokenize(text)));
  return INDUSTRY_TERMS.filter(
    ({ terms: words }) => words.length > 0 && words.every((term) => terms.has(term)),
  ).map(({ word }) => word);
}

/**
 * The profile a user's settings give: LinkedIn data (headline, summary, skills, educations, positions) and the
 * stored resume text (its "Skills:" lines add skills). Target titles are the positions' titles, newest first.
 */
export function scoringProfileOf(linkedin: LinkedInData | null, resumeText: string | null): ScoringProfile {
  const resume = resumeText ?? '';
  const skillsFromResume = resumeSkills(resume.split(/\r\n|\r|\n/));
  if (linkedin === null) {
    return {
      ...emptyScoringProfile(),
      resumeText: resume,
      skills: skillsFromResume,
      industries: industriesIn([resume]),
    };
  }
  const positions = latestFirst(linkedin.positions);
  return {
    resumeText: resume,
    headline: linkedin.headline,
    summary: linkedin.summary,
    skills: distinct([...linkedin.skills.map((skill) => skill.name), ...skillsFromResume]),
    targetTitles: distinct(positions.map((position) => position.title)),
    location: positions.find((position) => position.location.trim() !== '')?.location.trim() ?? '',
    educations: distinct(
      linkedin.educations.map((education) =>
        [education.degreeName, education.fieldOfStudy, education.schoolName]
          .filter((part) => part.trim() !== '')
          .join(', '),
      ),
    ),
    industries: industriesIn([
      ...positions.flatMap((position) => [position.companyName, position.description]),
      linkedin.summary,
      linkedin.headline,
    ]),
  };
}
