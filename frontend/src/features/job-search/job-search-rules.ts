import type { AiCompany, JobIdentity } from './job-search.api';

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
  // The server's saved-job identity: case and runs of spaces do not count.
  const part = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return `${part(job_title)}|${part(company_name)}`;
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
