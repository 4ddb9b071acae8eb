import { termCounts, type TermCounts } from './text-similarity';
import { tokenize, tokensOf, type Token } from './tokenizer';
import type { ScoringProfile } from './scoring.contract';

/**
 * Seniority and rank words: they say how high a role sits, not what it is about, so a Junior Social Media Manager
 * shares nothing with a data engineer through "manager". They never count as shared skills or title words; whether
 * a person can hire is read from the title itself (contact-scores.ts).
 */
export const GENERIC_TITLE_WORDS = [
  'junior',
  'jr',
  'senior',
  'sr',
  'lead',
  'leader',
  'leadership',
  'head',
  'manager',
  'managing',
  'director',
  'vp',
  'svp',
  'evp',
  'avp',
  'vice',
  'president',
  'chief',
  'officer',
  'principal',
  'staff',
  'associate',
  'assistant',
  'intern',
  'trainee',
  'executive',
  'founder',
  'cofounder',
  'owner',
  'entry',
  'level',
  'mid',
  'ii',
  'iii',
  'iv',
] as const;
const GENERIC_TITLE_TERMS: ReadonlySet<string> = new Set(
  GENERIC_TITLE_WORDS.flatMap((word) => tokenize(word)),
);

/** Whether a term is a seniority or rank word (GENERIC_TITLE_WORDS), whatever form it was written in. */
export const isGenericTitleTerm = (term: string): boolean => GENERIC_TITLE_TERMS.has(term);

/** The text's terms without seniority and rank words: what a title or profile says about the field. */
export const fieldTerms = (text: string): string[] =>
  tokenize(text).filter((term) => !isGenericTitleTerm(term));

/** A ScoringProfile tokenised once per call, field by field, with the words the terms came from. */
export interface ProfileTerms {
  /** Each target title on its own, then the headline: a job title is compared with the best of them. */
  titleLines: TermCounts[];
  /** Every target title and the resume together: what the user has done or searched for. */
  history: TermCounts;
  skills: TermCounts;
  resume: TermCounts;
  headlineSummary: TermCounts;
  educations: TermCounts;
  industries: TermCounts;
  location: string;
  /** term → the first word the profile wrote for it, so explanations read "engineering", not "engineer". */
  surfaces: ReadonlyMap<string, string>;
}

export function profileTermsOf(profile: ScoringProfile): ProfileTerms {
  const surfaces = new Map<string, string>();
  const kept = (tokens: Token[]): string[] => {
    for (const token of tokens) if (!surfaces.has(token.term)) surfaces.set(token.term, token.surface);
    return tokens.map((token) => token.term);
  };
  const terms = (text: string): string[] =>
    kept(tokensOf(text).filter((token) => !isGenericTitleTerm(token.term)));
  // A title of rank words alone (a search for "Senior") says only that: it is kept as written.
  const titles = profile.targetTitles.map((title) => {
    const field = terms(title);
    return field.length > 0 ? field : kept(tokensOf(title));
  });
  const headline = terms(profile.headline);
  const resume = terms(profile.resumeText);
  return {
    titleLines: [...titles, headline].filter((line) => line.length > 0).map((line) => termCounts(line)),
    history: termCounts([...titles.flat(), ...resume]),
    skills: termCounts(profile.skills.flatMap((skill) => terms(skill))),
    resume: termCounts(resume),
    headlineSummary: termCounts([...headline, ...terms(profile.summary)]),
    educations: termCounts(profile.educations.flatMap((education) => terms(education))),
    industries: termCounts(profile.industries.flatMap((industry) => terms(industry))),
    location: profile.location.trim(),
    surfaces,
  };
}

/**
 * Whether the profile says anything about the user beyond titles and a place: a resume, headline, summary,
 * skills, education or industries. Titles alone may be just the searched one.
 */
export const knowsTheUser = (terms: ProfileTerms): boolean =>
  terms.resume.size > 0 ||
  terms.headlineSummary.size > 0 ||
  terms.skills.size > 0 ||
  terms.educations.size > 0 ||
  terms.industries.size > 0;

/** The profile's own words for shared terms, without repeats. */
export function surfaceTerms(terms: readonly string[], surfaces: ReadonlyMap<string, string>): string[] {
  return [...new Set(terms.map((term) => surfaces.get(term) ?? term))];
}
