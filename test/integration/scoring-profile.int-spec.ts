import { aJob } from '@outreach/backend/platform/directory/testing/directory-factories';
import { MatchScorer } from '@outreach/backend/scoring/queries/match-scorer';
import { ProfileForScoring } from '@outreach/backend/scoring/queries/profile-for-scoring.query';
import { emptyScoringProfile } from '@outreach/backend/scoring/scoring.contract';
import { minimalPdf } from '@outreach/backend/profile/testing/minimal-pdf';
import { appWithUsers } from './testing/app-with-users';

const RESUME_LINES = [
  'Jordan Rivera',
  'Senior Data Engineer, Lakehouse Labs',
  '- Built data pipelines in Python and Spark for analytics',
  'Skills: Spark, Airflow, SQL',
];

describe('ProfileForScoring (settings read model and stored resume text)', () => {
  const t = appWithUsers(['jordan', 'other']);

  it("builds the caller's own profile from their LinkedIn data and resume, and nothing from anyone else's", async () => {
    const upload = await t
      .as('jordan', t.api().post('/resume/'))
      .attach('file', minimalPdf({ pages: [RESUME_LINES] }), {
        filename: 'cv.pdf',
        contentType: 'application/pdf',
      });
    expect(upload.status).toBe(201);
    const linkedin = await t.as('jordan', t.api().put('/settings/linkedin_data')).send({
      linkedin_data: {
        firstName: 'Jordan',
        lastName: 'Rivera',
        headline: 'Data engineer',
        summary: 'Pipelines for fintech teams.',
        skills: [{ name: 'Python' }, { name: 'SQL' }],
        educations: [
          { schoolName: 'University of Texas', degreeName: 'B.S.', fieldOfStudy: 'Computer Science' },
        ],
        positions: [
          {
            title: 'Senior Data Engineer',
            companyName: 'Lakehouse Labs',
            location: 'Austin, TX',
            startedOn: 'Jul 2021',
            finishedOn: '',
            description: 'Analytics platform.',
          },
        ],
      },
    });
    expect(linkedin.status).toBe(200);
    await t.app().projected('user-settings', linkedin.body.checkpoint);

    const profiles = t.app().app.get(ProfileForScoring);
    const profile = await profiles.execute(t.ids.jordan);

    expect(profile).toMatchObject({
      headline: 'Data engineer',
      summary: 'Pipelines for fintech teams.',
      skills: ['Python', 'SQL', 'Spark', 'Airflow'],
      targetTitles: ['Senior Data Engineer'],
      location: 'Austin, TX',
      educations: ['B.S., Computer Science, University of Texas'],
      industries: ['data', 'analytics', 'fintech'],
    });
    expect(profile.resumeText).toContain('Built data pipelines in Python and Spark');
    await expect(profiles.execute(t.ids.other)).resolves.toEqual(emptyScoringProfile());

    // The module's scorer is wired to the app's language model (offline here: lexical scores only).
    const [scored] = await t
      .app()
      .app.get(MatchScorer)
      .scoreJobs({ ...profile, targetTitles: ['Data Engineer', ...profile.targetTitles] }, [
        aJob({ description: 'Spark, Airflow and SQL pipelines in Python.' }),
      ]);
    expect(scored.score).toBeGreaterThanOrEqual(8);
  });
});
