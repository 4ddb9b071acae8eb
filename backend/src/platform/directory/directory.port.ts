import { DomainError } from '../errors/domain-error';
import { registerErrorStatus } from '../http/error-status';

/**
 * The outside world's data about companies, people and open jobs, behind three ports. Adapters: the bundled
 * demo directory in PostgreSQL (default), job boards (Greenhouse, Lever, Ashby) and a Hunter-style
 * contact finder. Field names follow the spec's result entities (outreach.md §3) so the calls can pass
 * them through; everything a caller filters on is a parameter here, never a post-filter upstream.
 */

/** outreach.md §9: default seniority values and departments. */
export const SENIORITIES = ['junior', 'senior', 'executive'] as const;
export type Seniority = (typeof SENIORITIES)[number];
export const DEPARTMENTS = [
  'executive',
  'it',
  'finance',
  'management',
  'sales',
  'legal',
  'support',
  'hr',
  'marketing',
  'communication',
  'education',
  'design',
  'health',
  'operations',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** Employee ranges as the company directory labels them; company_size filters take one of these. */
export const EMPLOYEE_RANGES = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001-5000',
  '5001-10000',
  '10001+',
] as const;
export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number];

/** outreach.md §3 "Company search result", plus the directory's own id and web address. */
export interface DirectoryCompany {
  company_id: string;
  company_name: string;
  /** https://… ; the company's web site (its domain is what a contact finder searches). */
  company_url: string;
  domain: string;
  linkedin_url: string;
  city: string;
  state: string;
  country: string;
  street: string;
  postcode: string;
  linkedin_followers: number;
  employee_count_min: number;
  employee_count_max: number | null;
  employee_count_range: EmployeeRange;
  industry_linkedin: string;
  industry_naics: string;
  predicted_industry_naics_2022: string;
  about_us: string;
  /** Known to sponsor H-1B visas / J-1 visas (the sponsor list in the data). */
  sponsors_h1b: boolean;
  sponsors_j1: boolean;
}

export interface CompanyQuery {
  /** Free text matched against name, industry and about_us (ranked); empty: no text condition. */
  search_term?: string;
  /** Industry (category) names, any of them. */
  categories?: string[];
  /** Substring of the company name, case-insensitive. */
  company_name?: string;
  country?: string;
  state?: string;
  city?: string;
  company_size?: EmployeeRange;
  offset: number;
  limit: number;
}

export interface CompanyPage {
  companies: DirectoryCompany[];
  total: number;
}

export const COMPANY_DIRECTORY = Symbol('COMPANY_DIRECTORY');

/** Companies by category, place, size and name; the lists behind the category and place pickers. */
export interface CompanyDirectory {
  searchCompanies(query: CompanyQuery): Promise<CompanyPage>;
  /** Exact names (case-insensitive), in the order asked; a name not found is left out. */
  companiesByName(names: string[]): Promise<DirectoryCompany[]>;
  /** Industry names containing `search` (case-insensitive), alphabetical, at most `limit`. */
  categories(search: string, limit: number): Promise<string[]>;
  countries(): Promise<string[]>;
  states(country: string): Promise<string[]>;
  cities(country: string, state: string): Promise<string[]>;
}

/** A person at a company as a contact finder reports them (outreach.md §3 save payload, before scoring). */
export interface DirectoryPerson {
  first_name: string;
  last_name: string;
  email: string | null;
  job_title: string;
  position: string;
  seniority: Seniority | null;
  department: Department | null;
  linkedin_url: string | null;
  twitter: string | null;
  phone: string | null;
  company_name: string;
  company_url: string | null;
  location: string | null;
  /** 'personal' | 'generic' | 'unknown' (Hunter's type; default unknown). */
  email_type: string;
  /** 0 to 100. */
  confidence: number;
  verification_status: string | null;
  /** ISO date or null. */
  verification_date: string | null;
  /** Where the address was seen (URIs). */
  sources: string[];
  /** Free text the scorer reads besides the title: headline, skills, education, when the provider has them. */
  profile_text: string;
}

export interface PeopleQuery {
  company_name: string;
  /** The company's domain when known; a domain search provider needs it. */
  domain?: string;
  offset: number;
  limit: number;
  seniority?: Seniority;
  department?: Department;
  email_type?: string;
}

export interface PeoplePage {
  people: DirectoryPerson[];
  total: number;
}

export const PEOPLE_DIRECTORY = Symbol('PEOPLE_DIRECTORY');

/** People at one company (a contact finder): the demo directory, or a Hunter-style domain search. */
export interface PeopleDirectory {
  findPeople(query: PeopleQuery): Promise<PeoplePage>;
  describe(): { provider: 'embedded' | 'hunter' };
}

export const DATE_POSTED = ['all', 'today', '3days', 'week', 'month'] as const;
export type DatePosted = (typeof DATE_POSTED)[number];

/** One open job; outreach.md §3 "Job result" before scoring. */
export interface JobPosting {
  /** Stable per source: `<source>:<id>`. */
  job_id: string;
  company_name: string;
  job_title: string;
  /** The posting's page, or null when the source has none. */
  job_link: string | null;
  company_url: string | null;
  location: string;
  seniority: Seniority | null;
  department: string | null;
  /** Plain text (HTML stripped), for scoring. */
  description: string;
  /** ISO timestamp. */
  posted_at: string;
  source: 'demo' | 'greenhouse' | 'lever' | 'ashby';
}

export interface JobQuery {
  /** Any of these companies (exact, case-insensitive); empty: every company. */
  company_names: string[];
  /** Words that must appear in the title (case-insensitive); empty: any title. */
  job_title?: string;
  /** Substring of the job's location; empty: anywhere. */
  location?: string;
  seniority?: Seniority;
  date_posted: DatePosted;
  /** Upper bound on postings returned (before scoring); adapters stop there. */
  limit: number;
  /** Now, for date_posted; injected so tests are deterministic. */
  now: Date;
}

export const JOB_LISTINGS = Symbol('JOB_LISTINGS');

/** Open jobs: the demo postings, plus the public job boards configured per company (JOB_BOARDS). */
export interface JobListings {
  searchJobs(query: JobQuery): Promise<JobPosting[]>;
}

/** A provider could not answer (network, 5xx, quota); the message is safe to show to the user. */
export class DirectoryUnavailable extends DomainError {
  readonly code = 'DIRECTORY.UNAVAILABLE';
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(message);
  }
}

registerErrorStatus({ 'DIRECTORY.UNAVAILABLE': 503 });
