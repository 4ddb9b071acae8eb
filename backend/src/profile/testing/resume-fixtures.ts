import type { LinkedInData } from '../linkedin-data.contract';

/**
 * A data engineer's resume as pdf-parse reads a common layout back: section headings on lines of their own and the
 * skills listed under SKILLS, not on a "Skills:" line. ASCII only, so minimalPdf's Helvetica keeps every character.
 */
export const SECTIONED_RESUME_LINES = [
  'Noor Achterberg',
  'Data Engineer',
  'noor.achterberg@example.com | Austin, TX | linkedin.com/in/noor-example',
  'SUMMARY',
  'Data engineer building batch and streaming pipelines for analytics teams.',
  'EXPERIENCE',
  'Senior Data Engineer | Lakehouse Labs | 2021 - present',
  '- Built streaming pipelines in Python, Spark and Kafka processing 2 TB a day',
  '- Designed the Snowflake warehouse and the dbt models analytics uses',
  'Data Engineer | Initech | 2018 - 2021',
  '- Wrote SQL transformations and Airflow DAGs for event data',
  'SKILLS',
  'Python, SQL, Spark, Airflow, Kafka, dbt, Snowflake',
  'EDUCATION',
  'BSc Computer Science, University of Texas at Austin',
];

/** A LinkedIn position with every field blank but those given. */
export const linkedinPosition = (
  overrides: Partial<LinkedInData['positions'][number]>,
): LinkedInData['positions'][number] => ({
  title: '',
  companyName: '',
  location: '',
  startedOn: '',
  finishedOn: '',
  description: '',
  ...overrides,
});
