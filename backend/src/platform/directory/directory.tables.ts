import type { ColumnType, Generated } from 'kysely';

/** The embedded directory's tables as kysely sees them (directory.migrations.ts creates them). */
export interface DirectoryTables {
  directory_companies: {
    company_id: string;
    company_name: string;
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
    employee_count_range: string;
    industry_linkedin: string;
    industry_naics: string;
    predicted_industry_naics_2022: string;
    about_us: string;
    sponsors_h1b: boolean;
    sponsors_j1: boolean;
    search_document: Generated<string>;
  };
  directory_people: {
    person_id: string;
    company_id: string;
    first_name: string;
    last_name: string;
    email: string | null;
    job_title: string;
    position: string;
    seniority: string | null;
    department: string | null;
    linkedin_url: string | null;
    twitter: string | null;
    phone: string | null;
    company_name: string;
    company_url: string | null;
    location: string | null;
    email_type: string;
    confidence: number;
    verification_status: string | null;
    verification_date: ColumnType<Date | null, string | null, string | null>;
    sources: ColumnType<string[], string, string>;
    profile_text: string;
  };
  directory_jobs: {
    job_id: string;
    company_id: string;
    company_name: string;
    job_title: string;
    job_link: string | null;
    company_url: string | null;
    location: string;
    seniority: string | null;
    department: string | null;
    description: string;
    posted_at: ColumnType<Date, string, string>;
    source: string;
  };
  directory_meta: {
    id: string;
    version: string;
    seed: string;
    companies: number;
    people: number;
    jobs: number;
    loaded_at: ColumnType<Date, string, string>;
  };
}

/** The company columns a load writes and a search reads: every one but the generated search_document. */
export const COMPANY_COLUMNS = [
  'company_id',
  'company_name',
  'company_url',
  'domain',
  'linkedin_url',
  'city',
  'state',
  'country',
  'street',
  'postcode',
  'linkedin_followers',
  'employee_count_min',
  'employee_count_max',
  'employee_count_range',
  'industry_linkedin',
  'industry_naics',
  'predicted_industry_naics_2022',
  'about_us',
  'sponsors_h1b',
  'sponsors_j1',
] as const satisfies readonly (keyof DirectoryTables['directory_companies'])[];
