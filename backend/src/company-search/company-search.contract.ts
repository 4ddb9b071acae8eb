import { z } from 'zod';
import { EMPLOYEE_RANGES, type DirectoryCompany } from '../platform/directory/directory.port';
import { emptyAsAbsent, plainText, queryWholeNumber } from '../platform/http/request-fields';
import type { CompanySearchFields } from './company-search.events';

/** Request and answer shapes of the company search calls (outreach.md §7 /snowflake/* and /perplexity/*). */

export { EMPLOYEE_RANGES };

export const DEFAULT_COUNTRY = 'United States';
export const NO_COMPANY_NAME_MESSAGE = 'Please provide a company name.';
export const CITY_NEEDS_STATE_MESSAGE = 'Choose a state before a city.';
export const COMPANY_MODE_MESSAGE = 'Please provide either a company name or job title.';
export const CATEGORY_MODE_MESSAGE = 'Please select at least one category.';
export const MORE_NEEDS_RESULTS_MESSAGE = 'Search term or initial companies are missing.';

/** Optional text: absent, null and blank all mean "not given". */
const optionalText = (field: string, max = 200) =>
  z
    .union([plainText(field, max), z.null()], { error: `${field} must be text` })
    .optional()
    .transform((value) => (value ? value : undefined));

const wholeNumber = (field: string, min: number, max: number, fallback: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`)
    .default(fallback);

const companySize = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.enum(EMPLOYEE_RANGES, { error: `company_size must be one of: ${EMPLOYEE_RANGES.join(', ')}` }).optional(),
);

/** The industry text of an AI search: required, trimmed, in the spec's words when blank. */
const searchTerm = z
  .string({ error: NO_COMPANY_NAME_MESSAGE })
  .pipe(plainText('search_term', 200))
  .refine((value) => value.length > 0, NO_COMPANY_NAME_MESSAGE);

const locationFilter = z
  .object(
    { city: optionalText('location_filter.city', 100), state: optionalText('location_filter.state', 100) },
    { error: 'location_filter must be an object with city and state' },
  )
  .nullish()
  .transform((value) => ({ city: value?.city, state: value?.state }));

export const categoriesQuery = z.object({
  search: emptyAsAbsent(plainText('search', 100).optional()).transform((value) => value ?? ''),
  limit: queryWholeNumber('limit', 50, 50),
});
export type CategoriesQuery = z.infer<typeof categoriesQuery>;

export const placeParam = (field: string) =>
  plainText(field, 100).refine((value) => value.length > 0, `${field} is required`);

export const searchCompaniesBody = z
  .object(
    {
      search_term: optionalText('search_term'),
      categories: z
        .array(plainText('categories', 100), { error: 'categories must be a list of category names' })
        .max(50, 'categories must hold at most 50 names')
        .nullish()
        .transform((names) => [...new Set((names ?? []).filter((name) => name.length > 0))]),
      offset: wholeNumber('offset', 0, 10_000, 0),
      limit: wholeNumber('limit', 1, 50, 10),
      location: optionalText('location', 100).transform((value) => value ?? DEFAULT_COUNTRY),
      state: optionalText('state', 100),
      city: optionalText('city', 100),
      company_size: companySize,
      jobtitle: optionalText('jobtitle'),
      company_name: optionalText('company_name'),
      mode: z.enum(['category', 'company'], { error: 'mode must be category or company' }).optional(),
    },
    { error: 'body must be a JSON object' },
  )
  .superRefine((body, context) => {
    if (body.city && !body.state) {
      context.addIssue({ code: 'custom', path: ['city'], message: CITY_NEEDS_STATE_MESSAGE });
    }
    if (body.categories.length === 0 && !body.company_name && !body.jobtitle && !body.search_term) {
      context.addIssue({
        code: 'custom',
        path: ['categories'],
        message: body.mode === 'company' ? COMPANY_MODE_MESSAGE : CATEGORY_MODE_MESSAGE,
      });
    }
  });
export type SearchCompaniesBody = z.infer<typeof searchCompaniesBody>;

export const aiSearchBody = z.object({ search_term: searchTerm }, { error: 'body must be a JSON object' });
export type AiSearchBody = z.infer<typeof aiSearchBody>;

export const generateMoreBody = z.object(
  {
    search_term: z
      .string({ error: MORE_NEEDS_RESULTS_MESSAGE })
      .pipe(plainText('search_term', 200))
      .refine((value) => value.length > 0, MORE_NEEDS_RESULTS_MESSAGE),
    existing_companies: z
      .array(plainText('existing_companies', 2500), { error: MORE_NEEDS_RESULTS_MESSAGE })
      .max(1000, 'existing_companies must hold at most 1000 companies')
      .refine((list) => list.some((entry) => entry.length > 0), MORE_NEEDS_RESULTS_MESSAGE),
  },
  { error: 'body must be a JSON object' },
);
export type GenerateMoreBody = z.infer<typeof generateMoreBody>;

export const snowflakeMatchBody = z.object(
  {
    search_term: searchTerm,
    company_name: optionalText('company_name'),
    offset: wholeNumber('offset', 0, 100_000, 0),
    limit: wholeNumber('limit', 1, 1000, 1000),
    location_filter: locationFilter,
  },
  { error: 'body must be a JSON object' },
);
export type SnowflakeMatchBody = z.infer<typeof snowflakeMatchBody>;

/** The public demo asks for 10 at offset 0; any larger limit is served as 10. */
export const PUBLIC_MATCH_LIMIT = 10;

export const publicMatchBody = z.object(
  {
    search_term: searchTerm,
    company_name: optionalText('company_name'),
    offset: wholeNumber('offset', 0, 1000, 0),
    limit: wholeNumber('limit', 1, 1000, PUBLIC_MATCH_LIMIT),
  },
  { error: 'body must be a JSON object' },
);
export type PublicMatchBody = z.infer<typeof publicMatchBody>;

export const companyDetailsBody = z.object(
  {
    company_names: z
      .array(plainText('company_names', 200), { error: 'company_names must be a list of company names' })
      .min(1, 'company_names must name at least one company')
      .max(50, 'company_names must hold at most 50 names')
      .refine((names) => names.every((name) => name.length > 0), 'company_names must not hold blank names'),
    location_filter: locationFilter,
  },
  { error: 'body must be a JSON object' },
);
export type CompanyDetailsBody = z.infer<typeof companyDetailsBody>;

export const saveSearchBody = z.object(
  {
    search_term: z
      .string({ error: 'search_term is required' })
      .pipe(plainText('search_term', 200))
      .refine((value) => value.length > 0, 'search_term is required'),
    location: optionalText('location', 100).transform((value) => value ?? null),
    company_size: companySize.transform((value) => value ?? null),
  },
  { error: 'body must be a JSON object' },
);
export type SaveSearchBody = z.infer<typeof saveSearchBody>;
/** POST /perplexity/saved-searches's body as a client sends it: location and size may be left out. */
export type SaveSearchRequest = Pick<SaveSearchBody, 'search_term'> &
  Partial<Pick<SaveSearchBody, 'location' | 'company_size'>>;

/** outreach.md §3 "Company search result": the directory's fields but its own id and the sponsor flags. */
export type CompanyResult = Omit<DirectoryCompany, 'company_id' | 'sponsors_h1b' | 'sponsors_j1'>;

/** POST /snowflake/search_companies's answer. */
export interface CompanySearchPage {
  companies: CompanyResult[];
  total: number;
  offset: number;
  limit: number;
  /** The companies came from the bundled demo directory. */
  demo: boolean;
}

/** One company of POST /perplexity/companies/details: 'not_available' when the directory does not hold it. */
export interface CompanyDetail {
  company_name: string;
  company_url: string | null;
  about_us: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  industry: string | null;
  employee_count: string | null;
  linkedin_url: string | null;
  detail_status: 'loaded' | 'not_available';
}

/** One entry of GET /snowflake/search-history. */
export interface SearchHistoryEntry extends CompanySearchFields {
  id: string;
  created_at: string;
}

/** outreach.md §3 "Saved search", as the calls answer it. */
export interface SavedSearchView {
  id: string;
  _id: string;
  search_term: string;
  location: string | null;
  company_size: string | null;
  created_at: string;
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
