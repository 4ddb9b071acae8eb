import type { DirectoryCompany } from '../platform/directory/directory.port';

/** One company as the AI search is asked to list it (the JSON keys of its prompt). */
export interface CompanyFacts {
  name: string;
  url: string;
  city: string | null;
  state: string | null;
  country: string | null;
  industry: string | null;
  about: string | null;
  employee_count: string | null;
}

/** outreach.md §3 "AI-search company", with the "Industry company result" keys the contact search reads. */
export interface AiCompany {
  'Company Name': string;
  'Company URL': string;
  company_name: string;
  company_url: string;
  city: string | null;
  state: string | null;
  country: string | null;
  about_us: string | null;
  industry: string | null;
  employee_count: string | null;
  /** The record carries a description and a place; otherwise the screen asks /perplexity/companies/details. */
  has_details: boolean;
  needs_details: boolean;
  /** 'directory' when the company is in the company directory, 'ai' when only the model named it. */
  match_source: 'directory' | 'ai';
}

const MAX_TEXT = 2000;

const textOf = (value: unknown, max = MAX_TEXT): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, max) : null;
};

const firstText = (record: Record<string, unknown>, keys: string[], max?: number): string | null => {
  for (const key of keys) {
    const text = textOf(record[key], max);
    if (text) return text;
  }
  return null;
};

/** A web address as given, with https:// added when the model left the scheme out. */
export function normalizeUrl(url: string | null): string {
  if (!url) return '';
  if (/^https?:\/\//i.test(url)) return url;
  return /^[\w-]+(\.[\w-]+)+/.test(url) ? `https://${url}` : '';
}

/**
 * The first JSON array in a model's answer: code fences and prose around it are ignored, and brackets inside
 * strings do not count. Null when there is none.
 */
export function firstJsonArray(answer: string): string | null {
  const text = answer.replace(/```[a-zA-Z]*\s*/g, '');
  for (let start = text.indexOf('['); start !== -1; start = text.indexOf('[', start + 1)) {
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
      const char = text[i];
      if (inString) {
        if (char === '\\') i++;
        else if (char === '"') inString = false;
      } else if (char === '"') inString = true;
      else if (char === '[' || char === '{') depth++;
      else if (char === ']' || char === '}') {
        depth--;
        if (depth === 0) {
          const candidate = text.slice(start, i + 1);
          try {
            JSON.parse(candidate);
            return candidate;
          } catch {
            break;
          }
        }
      }
    }
  }
  return null;
}

/**
 * The companies of a model's answer, or null when the answer holds no readable JSON list. Items without a name
 * are dropped; keys are read leniently (name or company_name, about or about_us or description, ...).
 */
export function parseCompanyList(answer: string): CompanyFacts[] | null {
  const json = firstJsonArray(answer);
  if (json === null) return null;
  const items = JSON.parse(json) as unknown[];
  const companies: CompanyFacts[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) continue;
    const record = item as Record<string, unknown>;
    const name = firstText(record, ['name', 'company_name', 'Company Name', 'company'], 200);
    if (!name) continue;
    companies.push({
      name,
      url: normalizeUrl(firstText(record, ['url', 'company_url', 'Company URL', 'website'], 500)),
      city: firstText(record, ['city'], 100),
      state: firstText(record, ['state'], 100),
      country: firstText(record, ['country'], 100),
      industry: firstText(record, ['industry'], 200),
      about: firstText(record, ['about', 'about_us', 'description']),
      employee_count: firstText(record, ['employee_count', 'employees'], 50),
    });
  }
  return companies;
}

export function directoryFacts(company: DirectoryCompany): CompanyFacts {
  return {
    name: company.company_name,
    url: company.company_url,
    city: company.city || null,
    state: company.state || null,
    country: company.country || null,
    industry: company.industry_linkedin || null,
    about: company.about_us || null,
    employee_count: company.employee_count_range,
  };
}

/** The model's facts, completed from the directory's record of the same company when there is one. */
export function toAiCompany(facts: CompanyFacts, known?: DirectoryCompany): AiCompany {
  const merged = known ? { ...facts, ...withoutBlanks(directoryFacts(known)), name: facts.name } : facts;
  const hasDetails = Boolean(merged.about && (merged.city || merged.state));
  return {
    'Company Name': merged.name,
    'Company URL': merged.url,
    company_name: merged.name,
    company_url: merged.url,
    city: merged.city,
    state: merged.state,
    country: merged.country,
    about_us: merged.about,
    industry: merged.industry,
    employee_count: merged.employee_count,
    has_details: hasDetails,
    needs_details: !hasDetails,
    match_source: known ? 'directory' : 'ai',
  };
}

function withoutBlanks(facts: CompanyFacts): Partial<CompanyFacts> {
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== null && value !== ''));
}

/** Name plus web address as a company is told apart when more are generated: case, scheme and a trailing slash do not count. */
export function companyKey(name: string, url: string): string {
  const address = url
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/\/+$/, '');
  return `${name.trim().toLowerCase()}|${address}`;
}

/** A 'name - url' entry of existing_companies; the address follows the last ' - ' (names may hold one). */
export function existingCompanyKey(entry: string): string {
  const at = entry.lastIndexOf(' - ');
  if (at === -1) return companyKey(entry, '');
  const url = entry.slice(at + 3).trim();
  const looksLikeUrl = url === '' || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+/i.test(url);
  return looksLikeUrl ? companyKey(entry.slice(0, at), url) : companyKey(entry, '');
}

/** How an existing company is written back to the model: 'name - url', as the screen sends them. */
export const existingEntryOf = (company: Pick<AiCompany, 'company_name' | 'company_url'>): string =>
  `${company.company_name} - ${company.company_url}`;
