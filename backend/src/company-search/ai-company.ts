import type { DirectoryCompany } from '../platform/directory/directory.port';
import type { AiCompany } from './company-search.contract';

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

/** A model's answer is read this far at most: ten companies with a paragraph each fit many times over. */
export const MAX_ANSWER_CHARS = 64_000;
/** Companies read from one answer at most (the prompt asks for ten). */
export const MAX_COMPANIES_READ = 100;
/**
 * Opening brackets tried as the start of the list. Prose and citations before a list hold a few; without a bound,
 * an answer of unclosed brackets costs time quadratic in its length, all of it on the event loop.
 */
const MAX_LIST_STARTS = 50;

/** Where the bracket opened at `start` closes (brackets inside strings do not count); -1 when it never does. */
function closingBracket(text: string, start: number): number {
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
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** The JSON arrays of a model's answer, in order: code fences and prose around them are ignored. */
function* jsonArrays(answer: string): Generator<{ text: string; items: unknown[] }> {
  const text = answer.slice(0, MAX_ANSWER_CHARS).replace(/```[a-zA-Z]*\s*/g, '');
  let start = text.indexOf('[');
  for (let tries = 0; start !== -1 && tries < MAX_LIST_STARTS; tries++) {
    const end = closingBracket(text, start);
    if (end !== -1) {
      const candidate = text.slice(start, end + 1);
      let items: unknown[] | undefined;
      try {
        items = JSON.parse(candidate) as unknown[];
      } catch {
        items = undefined;
      }
      if (items) yield { text: candidate, items };
    }
    start = text.indexOf('[', start + 1);
  }
}

/** The first JSON array in a model's answer, as written; null when there is none. */
export function firstJsonArray(answer: string): string | null {
  for (const array of jsonArrays(answer)) return array.text;
  return null;
}

/**
 * The companies of a model's answer, or null when the answer holds no readable JSON list. The first list naming a
 * company counts, so citation marks such as [1] before it and a wrapping object or array are passed over; an
 * answer whose only list is empty names no companies. Items without a name are dropped; keys are read leniently
 * (name or company_name, about or about_us or description, ...); at most `max` companies are kept.
 */
export function parseCompanyList(answer: string, max = MAX_COMPANIES_READ): CompanyFacts[] | null {
  let found: CompanyFacts[] | null = null;
  for (const { items } of jsonArrays(answer)) {
    const companies = companiesOf(items, max);
    if (companies.length > 0) return companies;
    // An empty list, or a list of nameless objects, names no company; [1] is a citation, not a list.
    if (items.length === 0 || items.some(isRecord)) found = [];
  }
  return found;
}

const isRecord = (item: unknown): item is Record<string, unknown> =>
  typeof item === 'object' && item !== null && !Array.isArray(item);

function companiesOf(items: unknown[], max: number): CompanyFacts[] {
  const companies: CompanyFacts[] = [];
  for (const item of items) {
    if (companies.length >= max) break;
    if (!isRecord(item)) continue;
    const record = item;
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
  return `${name.replace(/\s+/g, ' ').trim().toLowerCase()}|${address}`;
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
