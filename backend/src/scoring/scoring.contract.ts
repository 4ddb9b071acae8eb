/** Why a job or contact scored as it did (outreach.md §3 "Contact search result" matches). */
export type MatchKey =
  | 'job_title'
  | 'company'
  | 'location'
  | 'education'
  | 'skills'
  | 'industry'
  | 'headline_summary'
  | 'role_skills'
  | 'job_overlap';

export interface MatchDetail {
  /** 0..1, two decimals. */
  score: number;
  /** Words both sides share, at most 8, the most telling first. */
  terms: string[];
}

/** Only keys with a score above 0. */
export type Matches = Partial<Record<MatchKey, MatchDetail>>;

/** The user's side of every comparison, built by ProfileForScoring (callers add the searched title). */
export interface ScoringProfile {
  resumeText: string;
  headline: string;
  summary: string;
  skills: string[];
  /** From the search (job_title / jobtitle) plus the positions' titles. */
  targetTitles: string[];
  location: string;
  educations: string[];
  industries: string[];
}

export const emptyScoringProfile = (): ScoringProfile => ({
  resumeText: '',
  headline: '',
  summary: '',
  skills: [],
  targetTitles: [],
  location: '',
  educations: [],
  industries: [],
});

/** Scores and term lists carry at most 8 terms and two decimals. */
export const MATCH_TERMS_LIMIT = 8;
export const roundTo = (value: number, digits: number): number => {
  const factor = 10 ** digits;
  return Number.isFinite(value) ? Math.round(value * factor) / factor : 0;
};
