import type { DirectoryCompany, DirectoryPerson } from '../platform/directory/directory.port';
import { bm25Corpus, bm25CoverageOf } from './bm25';
import { blend, matchesOf, TITLE_ONLY_SHARE, type LexicalScore } from './job-scores';
import { locationMatcher } from './location-match';
import { fieldTerms, knowsTheUser, profileTermsOf } from './profile-terms';
import { MATCH_TERMS_LIMIT, type MatchDetail, type MatchKey, type ScoringProfile } from './scoring.contract';
import { sharedTerms, termCounts, tfidfCosine, weightedCoverage, type TermCounts } from './text-similarity';
import { tokenize, tokensOf } from './tokenizer';

type ContactField = Exclude<MatchKey, 'job_overlap'>;

/**
 * How much each field counts toward a contact's total_score; they sum to 1. Whether the person works in the
 * user's field (title) and can hire (role_skills: a recruiter, or a lead or manager in that field) come first.
 */
export const CONTACT_WEIGHTS: Readonly<Record<ContactField, number>> = {
  role_skills: 0.4,
  job_title: 0.15,
  industry: 0.12,
  skills: 0.1,
  company: 0.07,
  location: 0.06,
  headline_summary: 0.05,
  education: 0.05,
};

export const CONTACT_CEILINGS = { skills: 0.5, headline_summary: 0.3, education: 0.5, industry: 1 } as const;

/** What a department means in words, so a person's department meets the profile's field. */
const DEPARTMENT_WORDS: Readonly<Record<string, string>> = {
  it: 'information technology engineering software data',
  hr: 'human resources recruiting talent acquisition',
  executive: 'executive leadership',
  management: 'management',
  finance: 'finance accounting',
  sales: 'sales business development',
  marketing: 'marketing growth',
  design: 'design product',
  health: 'health healthcare',
  education: 'education',
  operations: 'operations',
  support: 'support customer success',
  legal: 'legal compliance',
  communication: 'communication public relations',
};

const RECRUITING = /\b(recruit\w*|talent|sourcer|sourcing|hiring|human resources|hr|people partner)\b/;
const LEADING =
  /\b(head|director|manager|lead|leader|vp|vice president|chief|cto|cio|cdo|ceo|coo|founder|co-founder|principal|president|owner)\b/;
/** A junior manager or an assistant to one does not hire. */
const JUNIOR = /\b(junior|jr|intern|assistant|associate|trainee|entry[- ]level)\b/;

/** Company-name words that say nothing about which company it is. */
const LEGAL_FORMS = new Set([
  'inc',
  'llc',
  'ltd',
  'corp',
  'corporation',
  'co',
  'gmbh',
  'plc',
  'group',
  'holding',
]);

/** A recruiter with one of these words hires for technical roles. */
const TECHNICAL_RECRUITING = /\b(technical|tech|technology|engineering|it|software|data)\b/;
/** Profiles whose titles hold one of these terms are technical. */
const TECHNICAL_TITLES = new Set(
  tokenize('engineer developer software data scientist analyst programmer architect devops'),
);

/**
 * Can this person hire for the user: a recruiter counts most wherever they sit (0.8; 1 in the user's field,
 * which a "technical" recruiter is for a technical profile); a lead or manager counts only in the user's field
 * (0.3, up to 1 the closer the field), since a VP of Product does not hire a data engineer; anyone else in the
 * field (a junior manager too) 0.2 at most (a referral, not a hire). The terms are the field's shared words: rank
 * words ("manager", "vp") say who can hire, not what the person shares with the user.
 */
function hiringRole(person: DirectoryPerson, inField: MatchDetail, technicalProfile: boolean): MatchDetail {
  const title = `${person.job_title} ${person.position}`.toLowerCase();
  const recruiting = RECRUITING.exec(title) ?? (person.department === 'hr' ? ['hr'] : null);
  if (recruiting) {
    const technical = technicalProfile ? TECHNICAL_RECRUITING.exec(title) : null;
    return technical
      ? { score: 1, terms: [technical[0], recruiting[0]] }
      : { score: 0.8 + 0.2 * inField.score, terms: [recruiting[0], ...inField.terms] };
  }
  if (inField.score === 0) return { score: 0, terms: [] };
  const leading =
    !JUNIOR.test(title) && (LEADING.test(title) || person.seniority?.toLowerCase() === 'executive');
  return { score: leading ? 0.3 + 0.7 * inField.score : 0.2 * inField.score, terms: [...inField.terms] };
}

const companyText = (company: DirectoryCompany): string =>
  [
    company.industry_linkedin,
    company.industry_naics,
    company.predicted_industry_naics_2022,
    company.about_us,
  ].join('\n');

const personText = (person: DirectoryPerson): string =>
  [
    person.job_title,
    person.position,
    person.department ? (DEPARTMENT_WORDS[person.department] ?? person.department) : '',
    person.seniority ?? '',
    person.profile_text,
  ].join('\n');

/** Lexical scores of the people against the profile, in input order; the corpus is these people's texts. */
export function scoreContactsLexically(
  profile: ScoringProfile,
  people: readonly DirectoryPerson[],
  companies: ReadonlyMap<string, DirectoryCompany>,
): LexicalScore[] {
  const terms = profileTermsOf(profile);
  const available: Record<ContactField, boolean> = {
    job_title: terms.titleLines.length > 0,
    role_skills: terms.titleLines.length > 0 || terms.skills.size > 0,
    skills: terms.skills.size > 0,
    industry: terms.industries.size > 0,
    location: terms.location !== '',
    headline_summary: terms.headlineSummary.size > 0,
    education: terms.educations.size > 0,
    company: terms.resume.size > 0,
  };
  // A profile with nothing to compare scores everyone 0 without reading them.
  if (!Object.values(available).some(Boolean)) return people.map(() => ({ fit: 0, matches: {} }));
  const corpus = bm25Corpus(people.map((person) => tokenize(personText(person))));
  const { idf } = corpus;
  const shared = (a: TermCounts, b: TermCounts) => sharedTerms(a, b, idf, MATCH_TERMS_LIMIT);
  const skillsCoverage = bm25CoverageOf(corpus, terms.skills);
  const educationsCoverage = bm25CoverageOf(corpus, terms.educations);
  const share = knowsTheUser(terms) ? 1 : TITLE_ONLY_SHARE;
  const technicalProfile = terms.titleLines.some((line) =>
    [...line.keys()].some((term) => TECHNICAL_TITLES.has(term)),
  );
  const locationOf = locationMatcher(terms.location);
  const companyTerms = new Map<string, TermCounts>();
  const termsOfCompany = (company: DirectoryCompany): TermCounts => {
    const key = company.company_name.toLowerCase();
    let counts = companyTerms.get(key);
    if (counts === undefined) {
      counts = termCounts(tokenize(companyText(company)));
      companyTerms.set(key, counts);
    }
    return counts;
  };

  return people.map((person, index) => {
    const document = corpus.documents[index];
    const title = termCounts(fieldTerms(`${person.job_title} ${person.position}`));
    const company = companies.get(person.company_name.toLowerCase());
    const details: Partial<Record<ContactField, MatchDetail>> = {};

    if (available.job_title) {
      let best: MatchDetail = { score: 0, terms: [] };
      for (const line of terms.titleLines) {
        const score = weightedCoverage(line, title, idf);
        if (score > best.score) best = { score, terms: shared(line, title) };
      }
      details.job_title = best;
    }
    if (available.skills) {
      details.skills = {
        score: Math.min(1, skillsCoverage(index) / CONTACT_CEILINGS.skills),
        terms: shared(terms.skills, document),
      };
    }
    if (available.role_skills) {
      const byTitle = details.job_title ?? { score: 0, terms: [] };
      const bySkills = details.skills ?? { score: 0, terms: [] };
      details.role_skills = hiringRole(
        person,
        byTitle.score >= bySkills.score ? byTitle : bySkills,
        technicalProfile,
      );
    }
    if (available.industry && company !== undefined) {
      const industry = termsOfCompany(company);
      details.industry = {
        score: Math.min(1, weightedCoverage(terms.industries, industry, idf) / CONTACT_CEILINGS.industry),
        terms: shared(terms.industries, industry),
      };
    }
    if (available.location) {
      const place = person.location ?? (company ? `${company.city}, ${company.state}` : null);
      details.location = locationOf(place);
    }
    if (available.headline_summary) {
      details.headline_summary = {
        score: Math.min(
          1,
          tfidfCosine(terms.headlineSummary, document, idf) / CONTACT_CEILINGS.headline_summary,
        ),
        terms: shared(terms.headlineSummary, document),
      };
    }
    if (available.education) {
      details.education = {
        score: Math.min(1, educationsCoverage(index) / CONTACT_CEILINGS.education),
        terms: shared(terms.educations, document),
      };
    }
    if (available.company) {
      const words = tokensOf(person.company_name).filter((token) => !LEGAL_FORMS.has(token.surface));
      const worked = words.length > 0 && words.every((token) => terms.resume.has(token.term));
      details.company = { score: worked ? 1 : 0, terms: worked ? words.map((token) => token.surface) : [] };
    }
    return {
      fit: share * blend(details, CONTACT_WEIGHTS, available),
      matches: matchesOf(details, terms.surfaces),
    };
  });
}
