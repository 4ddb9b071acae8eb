import type { JobPosting } from '../platform/directory/directory.port';
import { bm25CorpusOf, bm25CoverageOf, type Bm25Corpus } from './bm25';
import { jobDocumentOf } from './job-documents';
import { locationMatcher } from './location-match';
import { knowsTheUser, profileTermsOf, surfaceTerms, type ProfileTerms } from './profile-terms';
import {
  MATCH_TERMS_LIMIT,
  roundTo,
  type MatchDetail,
  type MatchKey,
  type Matches,
  type ScoringProfile,
} from './scoring.contract';
import { sharedTerms, tfidfCosine, tfidfNorm, weightedCoverage, type TermCounts } from './text-similarity';

type JobField = Exclude<MatchKey, 'company'>;

/** How much each field counts toward a job's score; they sum to 1. The title and skills say most about fit. */
export const JOB_WEIGHTS: Readonly<Record<JobField, number>> = {
  job_title: 0.3,
  skills: 0.2,
  role_skills: 0.15,
  job_overlap: 0.1,
  headline_summary: 0.08,
  location: 0.07,
  industry: 0.05,
  education: 0.05,
};

/**
 * The raw similarity at which a field counts in full. Long texts (a resume against a description) share only
 * part of their words even when they match well, so their cosines are stretched; a title or a place is not.
 */
export const JOB_CEILINGS: Readonly<Record<JobField, number>> = {
  job_title: 1,
  skills: 0.5,
  role_skills: 0.35,
  job_overlap: 1,
  headline_summary: 0.3,
  location: 1,
  industry: 1,
  education: 0.5,
};

/** The weighted evidence (0..1) that earns 10: a job need not match on every field to be a strong match. */
export const FULL_MARKS = 0.8;
/**
 * Fields the profile has nothing for are left out and the rest re-weighted, but never as if they weighed less
 * than this: a profile holding only a city must not give every local job full marks.
 */
export const MIN_EVIDENCE = 0.5;
/**
 * A profile that holds titles only (the searched title, or positions' titles) and nothing about the user — no
 * resume, headline, summary, skills, education or industries — says only that a job's title reads like the one
 * asked for. Its fit is scaled by this share, so an exact title match reads 5 of 10 (a partial match), not a
 * perfect fit; matches then hold only job_title and job_overlap (and location), which is what the score rests on.
 */
export const TITLE_ONLY_SHARE = 0.5;

export interface LexicalScore {
  /** 0..1 before rounding. */
  fit: number;
  matches: Matches;
}

const detail = (raw: number, ceiling: number, terms: string[]): MatchDetail => ({
  score: Math.min(1, Math.max(0, raw / ceiling)),
  terms,
});

/** Every field's profile side, present or not. */
function profileHas(terms: ProfileTerms): Record<JobField, boolean> {
  return {
    job_title: terms.titleLines.length > 0,
    skills: terms.skills.size > 0,
    role_skills: terms.resume.size > 0,
    job_overlap: terms.history.size > 0,
    headline_summary: terms.headlineSummary.size > 0,
    location: terms.location !== '',
    industry: terms.industries.size > 0,
    education: terms.educations.size > 0,
  };
}

/** Weighted blend of field scores over the fields the profile can speak to; 0..1. */
export function blend<K extends string>(
  details: Partial<Record<K, MatchDetail>>,
  weights: Readonly<Record<K, number>>,
  available: Readonly<Record<K, boolean>>,
): number {
  let weight = 0;
  let sum = 0;
  for (const key of Object.keys(weights) as K[]) {
    if (!available[key]) continue;
    weight += weights[key];
    sum += weights[key] * (details[key]?.score ?? 0);
  }
  if (weight === 0) return 0;
  return Math.min(1, sum / Math.max(weight, MIN_EVIDENCE) / FULL_MARKS);
}

/** Only fields above 0 at two decimals, their terms in the profile's words. */
export function matchesOf(
  details: Partial<Record<MatchKey, MatchDetail>>,
  surfaces: ReadonlyMap<string, string>,
): Matches {
  const matches: Matches = {};
  for (const [key, value] of Object.entries(details) as [MatchKey, MatchDetail][]) {
    const score = roundTo(value.score, 2);
    if (score > 0)
      matches[key] = { score, terms: surfaceTerms(value.terms, surfaces).slice(0, MATCH_TERMS_LIMIT) };
  }
  return matches;
}

function titleMatch(title: TermCounts, lines: readonly TermCounts[], corpus: Bm25Corpus): MatchDetail {
  let best: MatchDetail = { score: 0, terms: [] };
  for (const line of lines) {
    const score = (weightedCoverage(title, line, corpus.idf) + weightedCoverage(line, title, corpus.idf)) / 2;
    if (score > best.score) best = { score, terms: sharedTerms(title, line, corpus.idf, MATCH_TERMS_LIMIT) };
  }
  return best;
}

/** The text of a job the scorer reads: title, department and description. */
export const jobText = (job: JobPosting): string =>
  `${job.job_title}\n${job.department ?? ''}\n${job.description}`;

/** Lexical scores of the jobs against the profile, in input order; the corpus is these jobs' texts. */
export function scoreJobsLexically(profile: ScoringProfile, jobs: readonly JobPosting[]): LexicalScore[] {
  const terms = profileTermsOf(profile);
  const available = profileHas(terms);
  // A profile with nothing to compare scores every job 0 without reading them.
  if (!Object.values(available).some(Boolean)) return jobs.map(() => ({ fit: 0, matches: {} }));
  const documents = jobs.map(jobDocumentOf);
  const corpus = bm25CorpusOf(
    documents.map((document) => document.counts),
    documents.map((document) => document.length),
  );
  const { idf } = corpus;
  const shared = (raw: number, a: TermCounts, b: TermCounts) =>
    raw > 0 ? sharedTerms(a, b, idf, MATCH_TERMS_LIMIT) : [];
  const resumeNorm = tfidfNorm(terms.resume, idf);
  const headlineSummaryNorm = tfidfNorm(terms.headlineSummary, idf);
  const locationOf = locationMatcher(terms.location);
  const skillsCoverage = bm25CoverageOf(corpus, terms.skills);
  const industriesCoverage = bm25CoverageOf(corpus, terms.industries);
  const educationsCoverage = bm25CoverageOf(corpus, terms.educations);
  const share = knowsTheUser(terms) ? 1 : TITLE_ONLY_SHARE;

  return jobs.map((job, index) => {
    const document = corpus.documents[index];
    const documentNorm = available.role_skills || available.headline_summary ? tfidfNorm(document, idf) : 0;
    const { title } = documents[index];
    const details: Partial<Record<JobField, MatchDetail>> = {};
    const field = (raw: number, ceiling: number, a: TermCounts, b: TermCounts) =>
      detail(raw, ceiling, shared(raw, a, b));
    if (available.job_title) details.job_title = titleMatch(title, terms.titleLines, corpus);
    if (available.job_overlap) {
      const raw = weightedCoverage(title, terms.history, idf);
      details.job_overlap = field(raw, JOB_CEILINGS.job_overlap, title, terms.history);
    }
    if (available.skills) {
      details.skills = field(skillsCoverage(index), JOB_CEILINGS.skills, terms.skills, document);
    }
    if (available.role_skills) {
      const raw = tfidfCosine(terms.resume, document, idf, { a: resumeNorm, b: documentNorm });
      details.role_skills = field(raw, JOB_CEILINGS.role_skills, terms.resume, document);
    }
    if (available.headline_summary) {
      const raw = tfidfCosine(terms.headlineSummary, document, idf, {
        a: headlineSummaryNorm,
        b: documentNorm,
      });
      details.headline_summary = field(raw, JOB_CEILINGS.headline_summary, terms.headlineSummary, document);
    }
    if (available.location) details.location = locationOf(job.location);
    if (available.industry) {
      details.industry = field(industriesCoverage(index), JOB_CEILINGS.industry, terms.industries, document);
    }
    if (available.education) {
      details.education = field(
        educationsCoverage(index),
        JOB_CEILINGS.education,
        terms.educations,
        document,
      );
    }
    return {
      fit: share * blend(details, JOB_WEIGHTS, available),
      matches: matchesOf(details, terms.surfaces),
    };
  });
}
