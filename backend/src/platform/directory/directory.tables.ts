import type { ColumnType, Generated } from 'kysely';
import type { DirectoryCompany, DirectoryPerson, JobPosting } from './directory.port';

/** The embedded directory's tables as kysely sees them (directory.migrations.ts creates them): the port's records plus keys. */
export interface DirectoryTables {
  directory_companies: DirectoryCompany & { search_document: Generated<string> };
  directory_people: Omit<DirectoryPerson, 'verification_date' | 'sources'> & {
    person_id: string;
    company_id: string;
    verification_date: ColumnType<Date | null, string | null, string | null>;
    sources: ColumnType<string[], string, string>;
  };
  directory_jobs: Omit<JobPosting, 'posted_at'> & {
    company_id: string;
    posted_at: ColumnType<Date, string, string>;
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

/** The person columns read as they are stored (verification_date is formatted on the way out). */
export const PERSON_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'job_title',
  'position',
  'seniority',
  'department',
  'linkedin_url',
  'twitter',
  'phone',
  'company_name',
  'company_url',
  'location',
  'email_type',
  'confidence',
  'verification_status',
  'sources',
  'profile_text',
] as const satisfies readonly (keyof DirectoryTables['directory_people'])[];

/** The job columns read as they are stored (posted_at moves with the clock on the way out). */
export const JOB_COLUMNS = [
  'job_id',
  'company_name',
  'job_title',
  'job_link',
  'company_url',
  'location',
  'seniority',
  'department',
  'description',
  'source',
] as const satisfies readonly (keyof DirectoryTables['directory_jobs'])[];
