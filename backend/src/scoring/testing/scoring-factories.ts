import type { DirectoryCompany, DirectoryPerson, JobPosting } from '../../platform/directory/directory.port';
import type { ScoringProfile } from '../scoring.schemas';

/** A data engineer in Austin: the profile the hand-checked rankings are about. */
export const dataEngineerProfile = (overrides: Partial<ScoringProfile> = {}): ScoringProfile => ({
  resumeText: [
    'Jordan Rivera',
    'Senior Data Engineer, Lakehouse Labs (2021 - present)',
    '- Built batch and streaming data pipelines in Python and Apache Spark processing 2 TB a day',
    '- Designed the Snowflake warehouse and the dbt models analytics uses',
    '- Orchestrated ETL jobs with Airflow on AWS; cut pipeline cost by 30%',
    'Data Engineer, Initech (2018 - 2021)',
    '- Wrote SQL transformations and Kafka consumers for event data',
    'Skills: Python, SQL, Spark, Airflow, Kafka, Snowflake, dbt, AWS',
    'Education: Bachelor of Science, Computer Science, University of Texas',
  ].join('\n'),
  headline: 'Data engineer building reliable data pipelines',
  summary: 'Data engineer focused on pipelines, warehousing and analytics platforms.',
  skills: ['Python', 'SQL', 'Apache Spark', 'Airflow', 'Kafka', 'Snowflake', 'dbt', 'AWS'],
  targetTitles: ['Data Engineer', 'Senior Data Engineer'],
  location: 'Austin, TX',
  educations: ['Bachelor of Science, Computer Science, University of Texas'],
  industries: ['data', 'analytics', 'software'],
  ...overrides,
});

export const aJob = (overrides: Partial<JobPosting> = {}): JobPosting => ({
  job_id: 'demo:1',
  company_name: 'Lakehouse Labs',
  job_title: 'Data Engineer',
  job_link: null,
  company_url: null,
  location: 'Austin, Texas',
  seniority: null,
  department: null,
  description: '',
  posted_at: '2026-01-01T00:00:00.000Z',
  source: 'demo',
  ...overrides,
});

export const aPerson = (overrides: Partial<DirectoryPerson> = {}): DirectoryPerson => ({
  first_name: 'Avery',
  last_name: 'Stone',
  email: 'avery@northwind-data.example',
  job_title: 'Engineer',
  position: '',
  seniority: null,
  department: null,
  linkedin_url: null,
  twitter: null,
  phone: null,
  company_name: 'Northwind Data',
  company_url: null,
  location: null,
  email_type: 'personal',
  confidence: 90,
  verification_status: null,
  verification_date: null,
  sources: [],
  profile_text: '',
  ...overrides,
});

export const aCompany = (overrides: Partial<DirectoryCompany> = {}): DirectoryCompany => ({
  company_id: 'c-1',
  company_name: 'Northwind Data',
  company_url: 'https://northwind-data.example',
  domain: 'northwind-data.example',
  linkedin_url: 'https://www.linkedin.com/company/northwind-data',
  city: 'Austin',
  state: 'Texas',
  country: 'United States',
  street: '1 Main St',
  postcode: '78701',
  linkedin_followers: 1000,
  employee_count_min: 51,
  employee_count_max: 200,
  employee_count_range: '51-200',
  industry_linkedin: 'Data Infrastructure and Analytics',
  industry_naics: 'Software Publishers',
  predicted_industry_naics_2022: 'Software Publishers',
  about_us: 'We build analytics software for retailers.',
  sponsors_h1b: false,
  sponsors_j1: false,
  ...overrides,
});

export const companiesByName = (...companies: DirectoryCompany[]): Map<string, DirectoryCompany> =>
  new Map(companies.map((company) => [company.company_name.toLowerCase(), company]));
