import { similarityPercent } from '../../lib/similarity';
import type { AiCompany, JobIdentity, Matches } from './job-search.api';

/** Spec section 9: job results, like the AI search's companies, are shown ten a page. */
export const JOBS_PAGE_SIZE = 10;

/** Spec section 5: the company field is split on commas, trimmed, empties dropped. */
export function splitCompanyNames(text: string): string[] {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

/** Contract section 5: a saved job is keyed by its lowercased, trimmed job title and company name. */
export function jobKey({ job_title, company_name }: JobIdentity): string {
  return `${job_title.trim().toLowerCase()}|${company_name.trim().toLowerCase()}`;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE));
}

/** The 1-based page holding the item at a 0-based index. */
export function pageOf(index: number): number {
  return Math.floor(index / JOBS_PAGE_SIZE) + 1;
}

/** The items on a 1-based page. */
export function itemsOnPage<T>(items: readonly T[], page: number): T[] {
  const start = (page - 1) * JOBS_PAGE_SIZE;
  return items.slice(start, start + JOBS_PAGE_SIZE);
}

/** Spec section 2: 'Showing x to y of z results'. */
export function showingText(page: number, total: number): string {
  if (total === 0) return 'Showing 0 to 0 of 0 results';
  const first = (page - 1) * JOBS_PAGE_SIZE + 1;
  const last = Math.min(page * JOBS_PAGE_SIZE, total);
  return `Showing ${first} to ${last} of ${total} results`;
}

export function companyName(company: AiCompany): string {
  return (company.company_name || company['Company Name'] || '').trim();
}

export function companyUrl(company: AiCompany): string {
  return (company.company_url || company['Company URL'] || '').trim();
}

/** Contract section 3: URLs compare lowercased, without scheme or trailing slash. */
function comparableUrl(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/\/+$/, '');
}

/** Two results are the same company when name and URL agree. */
export function companyKey(company: AiCompany): string {
  return `${companyName(company).toLowerCase()}|${comparableUrl(companyUrl(company))}`;
}

/** POST /perplexity/generate-more's existing_companies: 'name - url' for each company shown. */
export function existingCompanyLines(companies: readonly AiCompany[]): string[] {
  return companies.map((company) => `${companyName(company)} - ${companyUrl(company)}`);
}

/** The shown companies followed by those of `more` not already shown (nor repeated within `more`). */
export function appendNewCompanies(shown: readonly AiCompany[], more: readonly AiCompany[]): AiCompany[] {
  const seen = new Set(shown.map(companyKey));
  const added = more.filter((company) => {
    const key = companyKey(company);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...shown, ...added];
}

export function companyLocation(company: Pick<AiCompany, 'city' | 'state' | 'country'>): string {
  return [company.city, company.state, company.country].filter(Boolean).join(', ');
}

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

/** Why a job scored as it did: the matched fields, best first, each with the words it shares with the profile. */
export function matchRows(matches: Matches): MatchRow[] {
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
