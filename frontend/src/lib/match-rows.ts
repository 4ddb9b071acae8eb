import type { MatchDetail } from '@outreach/backend/scoring/scoring.contract';
import { similarityPercent } from './similarity';

/** A scored job's or contact's `matches`: the contract's MatchKeys, and any field a newer server adds. */
export type MatchesByField = Partial<Record<string, MatchDetail>>;

/** What each `matches` key compares, in the user's words (contract section 2, MatchKey). */
const MATCH_LABELS: Readonly<Record<string, string>> = {
  job_title: 'Job title',
  company: 'Company',
  location: 'Location',
  education: 'Education',
  skills: 'Skills',
  industry: 'Industry',
  headline_summary: 'Headline and summary',
  role_skills: 'Resume',
  job_overlap: 'Past roles',
};

export interface MatchRow {
  key: string;
  label: string;
  percent: string;
  terms: string[];
}

function labelOf(key: string): string {
  const words = key.replace(/_/g, ' ');
  return MATCH_LABELS[key] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** Why a job or contact scored as it did: the matched fields, best first, each with the words shared with the profile. */
export function matchRows(matches: MatchesByField): MatchRow[] {
  return Object.entries(matches)
    .flatMap(([key, detail]) => (detail && detail.score > 0 ? [{ key, detail }] : []))
    .sort((a, b) => b.detail.score - a.detail.score)
    .map(({ key, detail }) => ({
      key,
      label: labelOf(key),
      percent: similarityPercent(detail.score),
      terms: Array.isArray(detail.terms) ? detail.terms : [],
    }));
}
