import { minimalPdf } from '@outreach/backend/profile/testing/minimal-pdf';
import type { InProcessApp } from '../integration/testing/in-process-app';
import { subscribeToPro } from '../integration/testing/pro-subscription';

/** The benches' user: a data engineer's resume and LinkedIn data, so jobs and contacts score against a profile. */
export const RESUME_LINES = [
  'Jordan Rivera - Data Engineer, Austin, TX',
  'Senior Data Engineer, Lakehouse Labs (2021-present)',
  '- Built batch and streaming pipelines in Python and Apache Spark processing 2 TB a day',
  '- Designed the Snowflake warehouse and the dbt models analytics and finance use',
  '- Orchestrated ETL with Airflow on AWS; cut pipeline cost by 30%',
  'Data Engineer, Initech (2018-2021)',
  '- Wrote SQL transformations and Kafka consumers for event data',
  'Skills: Python, SQL, Spark, Airflow, Kafka, Snowflake, dbt, AWS, Terraform',
  'Education: B.S. in Computer Science, University of Texas at Austin',
];

export const LINKEDIN_DATA = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  headline: 'Data engineer building reliable data platforms',
  summary: 'Eight years of data pipelines, warehousing and analytics engineering in fintech and software.',
  skills: ['Python', 'SQL', 'Apache Spark', 'Airflow', 'Kafka', 'Snowflake', 'dbt'].map((name) => ({ name })),
  educations: [
    { schoolName: 'University of Texas at Austin', degreeName: 'B.S.', fieldOfStudy: 'Computer Science' },
  ],
  positions: [
    {
      title: 'Senior Data Engineer',
      companyName: 'Lakehouse Labs',
      location: 'Austin, TX',
      startedOn: 'Jul 2021',
      finishedOn: '',
      description: 'Streaming and batch pipelines, the analytics warehouse.',
    },
  ],
};

/** A user on Pro (its subscription recorded as the checkout records it) with the bench's resume and LinkedIn data. */
export async function proUserWithProfile(
  t: InProcessApp,
  email: string,
): Promise<{ userId: string; token: string }> {
  const user = await t.register(email, 'Jordan');
  await subscribeToPro(t, user.userId);
  const upload = await t
    .api()
    .post('/resume/')
    .set('Authorization', `Bearer ${user.token}`)
    .attach('file', minimalPdf({ pages: [RESUME_LINES] }), {
      filename: 'resume.pdf',
      contentType: 'application/pdf',
    });
  if (upload.status !== 201) throw new Error(`resume upload answered ${upload.status}: ${upload.text}`);
  const linkedin = await t
    .api()
    .put('/settings/linkedin_data')
    .set('Authorization', `Bearer ${user.token}`)
    .send({ linkedin_data: LINKEDIN_DATA });
  if (linkedin.status !== 200) throw new Error(`linkedin_data answered ${linkedin.status}: ${linkedin.text}`);
  return user;
}
