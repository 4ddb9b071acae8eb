import { z } from 'zod';
import type { DirectoryPerson } from '../platform/directory/directory.port';
import { containsControlCharacter } from '../platform/http/control-characters';
import { plainText } from '../platform/http/request-fields';

/** outreach.md §9: contacts per company default 10, minimum 1; at most 50 (contract §4). */
export const DEFAULT_CONTACTS_PER_COMPANY = 10;
export const MAX_CONTACTS_PER_COMPANY = 50;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
/**
 * Bounds for plans with no company-selection limit, so one request stays one request's worth of work: at most this
 * many contact-finder calls (the checkout's Pro figure for company lists), and at most this many people fetched and
 * scored (Basic's 50 companies at 50 each fit; 200 companies at the default 10 fit).
 */
export const MAX_COMPANIES_PER_SEARCH = 200;
export const MAX_CONTACTS_PER_SEARCH = 5000;

/** A number the client may send as a JSON number or as digits in a string. */
const numberish = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;

const contactsPerCompany = z.preprocess(
  numberish,
  z
    .number({ error: 'Contacts per company must be a number.' })
    .int('Contacts per company must be a whole number.')
    .min(1, 'Contacts per company must be at least 1.')
    .max(MAX_CONTACTS_PER_COMPANY, `Contacts per company must be at most ${MAX_CONTACTS_PER_COMPANY}.`)
    .optional()
    .default(DEFAULT_CONTACTS_PER_COMPANY),
);

/** A public host name: labels of letters, digits and inner hyphens, at least one dot, at most 253 characters. */
const HOSTNAME = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const selectedCompany = z.object(
  {
    'Company Name': z
      .string({ error: 'Company Name is required' })
      .trim()
      .min(1, 'Company Name is required')
      .max(200, 'Company Name must be at most 200 characters')
      .refine(
        (value) => !containsControlCharacter(value),
        'Company Name must not contain control characters',
      ),
    jobtitle: z
      .union([plainText('jobtitle', 200), z.null()], { error: 'jobtitle must be text' })
      .optional()
      .transform((value) => (value ? value : null)),
    limit: contactsPerCompany,
    /** outreach.md §3 names a domain among the contact search's parameters: used for a company the directory lacks. */
    domain: z
      .union([z.string(), z.null()], { error: 'domain must be text' })
      .optional()
      .transform(
        (value) =>
          value
            ?.trim()
            .toLowerCase()
            .replace(/^https?:\/\//, '')
            .replace(/^www\./, '')
            .split('/')[0] || null,
      )
      .refine(
        (value) => value === null || HOSTNAME.test(value),
        'domain must be a web domain such as acme.com',
      ),
  },
  { error: 'each company must be an object with a Company Name' },
);

/** POST /snowflake/search (contract §4). */
export const searchContactsBody = z.object({
  companies: z.preprocess(
    (value) => value ?? [],
    z
      .array(selectedCompany, { error: 'companies must be a list of companies' })
      .min(1, 'Please select at least one company before searching.')
      .max(MAX_COMPANIES_PER_SEARCH, `A search may take at most ${MAX_COMPANIES_PER_SEARCH} companies.`)
      .refine(
        // A company whose own limit is wrong is already reported; the total is only told of valid ones.
        (companies) =>
          companies.some((company) => !(company.limit <= MAX_CONTACTS_PER_COMPANY)) ||
          companies.reduce((sum, company) => sum + company.limit, 0) <= MAX_CONTACTS_PER_SEARCH,
        `A search may ask for at most ${MAX_CONTACTS_PER_SEARCH} contacts in all; choose fewer companies or fewer contacts per company.`,
      ),
  ),
  offset: z.preprocess(
    numberish,
    z
      .number({ error: 'offset must be a number' })
      .int('offset must be a whole number')
      .min(0, 'offset must be at least 0')
      .optional()
      .default(0),
  ),
  limit: z.preprocess(
    numberish,
    z
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
      .optional()
      .default(DEFAULT_PAGE_SIZE),
  ),
  search_id: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.uuid({ error: 'search_id must be a UUID' }).optional(),
  ),
});

export type SearchContactsBody = z.infer<typeof searchContactsBody>;
export type SelectedCompany = SearchContactsBody['companies'][number];

/** Why a person scored as they did: per aspect (job_title, company, skills…) a 0..1 score and the shared words. */
export type ContactMatches = Partial<Record<string, { score: number; terms: string[] }>>;

/**
 * outreach.md §3 "Contact search result": the person as the contact finder reported them (the e-mail as
 * email_address, seniority and department as plain text), with what the save payload needs.
 */
export interface ContactResult extends Omit<
  DirectoryPerson,
  'email' | 'seniority' | 'department' | 'profile_text'
> {
  contact_id: string;
  /** Already among the caller's contacts. */
  saved: boolean;
  full_name: string;
  email_address: string;
  seniority: string | null;
  department: string | null;
  /** 0 to 1, two decimals. */
  total_score: number;
  matches: ContactMatches;
}

export interface ContactSearchResponse {
  success: true;
  contacts: ContactResult[];
  total: number;
  offset: number;
  limit: number;
  detail: string;
  /** The people came from the bundled demo directory. */
  demo: boolean;
  /** false: the caller's profile holds only titles (no resume, skills…), so scores rest on the title alone. */
  profile_known: boolean;
}
