import { resumeWithoutHeadings } from '../profile/queries/resume-profile';
import type { UserProfile } from '../profile/user-profile.contract';
import type { ScoringProfile } from './scoring.contract';
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

/** The industry words the texts use, in INDUSTRY_WORDS order. */
export function industriesIn(texts: readonly string[]): string[] {
  const terms = new Set(texts.flatMap((text) => tokenize(text)));
  return INDUSTRY_TERMS.filter(
    ({ terms: words }) => words.length > 0 && words.every((term) => terms.has(term)),
  ).map(({ word }) => word);
}

/**
 * The scoring side of the one profile (profile/user-profile.ts): its headline, summary, skills, education and the
 * roles held, typed or read from the resume, and the resume's whole text. Target titles are the roles, newest first.
 */
export function scoringProfileOf(profile: UserProfile, resumeText: string | null): ScoringProfile {
  const resume = resumeText ?? '';
  return {
    resumeText: resume,
    headline: profile.headline,
    summary: profile.summary,
    skills: profile.skills,
    targetTitles: profile.titles,
    location: profile.positions.find((position) => position.location.trim() !== '')?.location.trim() ?? '',
    educations: [
      ...new Set(
        profile.educations
          .map((education) =>
            [education.degreeName, education.fieldOfStudy, education.schoolName]
              .filter((part) => part.trim() !== '')
              .join(', '),
          )
          .filter((line) => line !== ''),
      ),
    ],
    industries: industriesIn([
      ...profile.positions.flatMap((position) => [position.companyName, position.description]),
      profile.summary,
      profile.headline,
      resumeWithoutHeadings(resume),
    ]),
  };
}
