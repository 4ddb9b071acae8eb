import { randomUUID } from 'node:crypto';
import type { ContactResult } from '@outreach/backend/contact-search/contact-search.contract';
import { emptyLinkedInData } from '@outreach/backend/profile/linkedin-data.contract';
import { minimalPdf } from '@outreach/backend/profile/testing/minimal-pdf';
import { SECTIONED_RESUME_LINES } from '@outreach/backend/profile/testing/resume-fixtures';
import { GENERIC_TITLE_WORDS } from '@outreach/backend/scoring/profile-terms';
import type { SettingsAll } from '@outreach/backend/settings/settings-views.contract';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

jest.setTimeout(120_000);

/** The words of every match the screen lists under "Why this score". */
const matchedWords = (contact: ContactResult): string[] =>
  Object.values(contact.matches).flatMap((detail) => detail?.terms ?? []);

/** The one profile as GET /settings/all shows it (Professional Details and the prompt variables read it there). */
describe('the one profile after sign-in, a resume and typed details', () => {
  let t: InProcessApp;
  let token: string;
  const as = <T extends { set: (name: string, value: string) => T }>(test: T) =>
    test.set('Authorization', `Bearer ${token}`);
  const settingsAll = async () => (await as(t.api().get('/settings/all'))).body as SettingsAll;

  beforeAll(async () => {
    t = await startInProcessApp();
    ({ token } = await t.register('noor@example.com', 'Noor'));
    await t.projected('users-list', await t.newestPosition());
  });

  afterAll(async () => {
    await t?.close();
  });

  it('takes the name from sign-in, fills the blank fields from the resume and says which, and never overwrites what is typed', async () => {
    const fresh = await settingsAll();
    expect(fresh.profile).toMatchObject({ firstName: 'Noor', lastName: 'Tester', headline: '', skills: [] });
    expect(fresh.profile.sources).toEqual({ firstName: 'sign_in', lastName: 'sign_in' });

    const upload = await as(t.api().post('/resume/')).attach(
      'file',
      minimalPdf({ pages: [SECTIONED_RESUME_LINES] }),
      { filename: 'noor-resume.pdf', contentType: 'application/pdf' },
    );
    expect(upload.status).toBe(201);
    expect(upload.body.filled_from_resume).toEqual(['headline', 'summary', 'skills', 'education']);
    await t.projected('user-settings', upload.body.checkpoint);
    const withResume = await settingsAll();
    expect(withResume.linkedin_data).toBeNull();
    expect(withResume.profile).toMatchObject({
      firstName: 'Noor',
      headline: 'Data Engineer',
      summary: 'Data engineer building batch and streaming pipelines for analytics teams.',
      skills: ['Python', 'SQL', 'Spark', 'Airflow', 'Kafka', 'dbt', 'Snowflake'],
      educations: [
        { degreeName: 'BSc', fieldOfStudy: 'Computer Science', schoolName: 'University of Texas at Austin' },
      ],
    });
    expect(withResume.profile.sources).toEqual({
      firstName: 'sign_in',
      lastName: 'sign_in',
      headline: 'resume',
      summary: 'resume',
      skills: 'resume',
      education: 'resume',
    });

    const typed = await as(t.api().put('/settings/linkedin_data')).send({
      linkedin_data: {
        ...emptyLinkedInData(),
        firstName: 'Noor',
        lastName: 'Achterberg',
        headline: 'Analytics engineer',
      },
    });
    expect(typed.status).toBe(200);
    // The same resume again fills only what is still blank.
    const again = await as(t.api().post('/resume/')).attach(
      'file',
      minimalPdf({ pages: [[...SECTIONED_RESUME_LINES, 'Certifications']] }),
      { filename: 'noor-resume-2.pdf', contentType: 'application/pdf' },
    );
    expect(again.body.filled_from_resume).toEqual(['summary', 'skills', 'education']);
    await t.projected('user-settings', again.body.checkpoint);
    const mine = await settingsAll();
    expect(mine.profile).toMatchObject({
      firstName: 'Noor',
      lastName: 'Achterberg',
      headline: 'Analytics engineer',
      summary: 'Data engineer building batch and streaming pipelines for analytics teams.',
    });
    expect(mine.profile.sources).toEqual({ summary: 'resume', skills: 'resume', education: 'resume' });
  });
});

/**
 * The first hour as the browser walk-through met it: a new user uploads a resume (no LinkedIn details typed), finds
 * companies by category and state, and sends the contact search exactly as the screen does, without waiting for
 * any read model in between.
 */
describe('contact search from the screen right after a resume upload', () => {
  let t: InProcessApp;
  let token: string;
  const as = <T extends { set: (name: string, value: string) => T }>(test: T) =>
    test.set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    t = await startInProcessApp({ DIRECTORY_PRELOAD: 'true' });
    ({ token } = await t.register('noor@example.com', 'Noor'));
  });

  afterAll(async () => {
    await t?.close();
  });

  it('scores the contacts against the resume: the best above zero with its matches, no generic title word among them', async () => {
    const upload = await as(t.api().post('/resume/')).attach(
      'file',
      minimalPdf({ pages: [SECTIONED_RESUME_LINES] }),
      { filename: 'noor-resume.pdf', contentType: 'application/pdf' },
    );
    expect(upload.status).toBe(201);

    const found = await as(t.api().post('/snowflake/search_companies')).send({
      mode: 'category',
      categories: ['Software Development'],
      location: 'United States',
      state: 'Texas',
      offset: 0,
      limit: 10,
    });
    expect(found.status).toBe(200);
    const companies = (found.body.companies as { company_name: string; url: string | null }[])
      .slice(0, 3)
      .map((company) => ({
        'Company Name': company.company_name,
        limit: 10,
        ...(company.url ? { domain: new URL(company.url).hostname.replace(/^www\./, '') } : {}),
      }));
    expect(companies).toHaveLength(3);

    const search = await as(t.api().post('/snowflake/search')).send({
      companies,
      offset: 0,
      limit: 10,
      search_id: randomUUID(),
    });
    expect(search.status).toBe(200);
    expect(search.body.profile_known).toBe(true);
    const contacts = search.body.contacts as ContactResult[];
    expect(contacts.length).toBeGreaterThan(0);
    const [best] = contacts;
    expect(best.total_score).toBeGreaterThan(0.3);
    expect(Object.keys(best.matches).length).toBeGreaterThan(0);
    // The best fits a data engineer: the data or engineering field, or a recruiter.
    expect(`${best.job_title} ${best.position}`).toMatch(/data|engineer|analytic|recruit|talent/i);
    const generic = new Set<string>(GENERIC_TITLE_WORDS);
    for (const contact of contacts) {
      expect(matchedWords(contact).filter((word) => generic.has(word))).toEqual([]);
    }
  });
});
