import type { DirectoryCompany } from '../../platform/directory/directory.port';
import type { ScoringProfile } from '../scoring.contract';

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

export const companiesByName = (...companies: DirectoryCompany[]): Map<string, DirectoryCompany> =>
  new Map(companies.map((company) => [company.company_name.toLowerCase(), company]));
